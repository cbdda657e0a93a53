import { z } from "zod";

/** A signature as WebCrypto makes it (r ‖ s, 64 bytes), in base64url: every signature of Odo's. */
export const signatureSchema = z.string().regex(/^[A-Za-z0-9_-]{86}$/);
