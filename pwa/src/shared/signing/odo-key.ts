import { type OdoKey, odoKeySchema } from "@odo/domain";
import { api, NetworkError } from "../session/api.js";
import { readStored, writeStored } from "../session/storage.js";

const storedKey = "odo.verify.key";

/**
 * Odo's public key, as this server gives it: kept on the device, so a file is checked offline once
 * the page has been opened online. The file's own copy is never trusted.
 */
export async function odoKey(): Promise<OdoKey | undefined> {
  try {
    const reply = await api<unknown>("/verify/key", { auth: false });
    const parsed = odoKeySchema.safeParse(reply.body);
    if (reply.status === 200 && parsed.success) {
      writeStored(storedKey, JSON.stringify(parsed.data));
      return parsed.data;
    }
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
  }
  const stored = readStored(storedKey);
  if (!stored) return undefined;
  const parsed = odoKeySchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : undefined;
}
