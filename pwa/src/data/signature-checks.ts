import { type SubtleLike, signatureChecks } from "@odo/domain";

/** The browser's WebCrypto as the domain's checks take it (the same checks the server's tests run). */
export const browserChecks = signatureChecks(crypto.subtle as unknown as SubtleLike);
