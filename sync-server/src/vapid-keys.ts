import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import webPush from "web-push";
import { z } from "zod";
import { writeAtomically } from "./data-dir.js";
import { StartupError } from "./startup-error.js";

const storedKeysSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/**
 * The server's VAPID key pair, made once and kept in `DATA_DIR/vapid-keys.json`: browsers tie a
 * push subscription to the public key, so a new pair would silence every subscribed device.
 */
export function vapidKeysInDataDir(dataDir: string): z.infer<typeof storedKeysSchema> {
  const file = join(dataDir, "vapid-keys.json");
  if (!existsSync(file)) writeAtomically(file, JSON.stringify(webPush.generateVAPIDKeys()));
  // Read back what is on disk, so two processes starting at once end up with the same pair.
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    content = undefined;
  }
  const stored = storedKeysSchema.safeParse(content);
  if (!stored.success) {
    throw new StartupError(
      `DATA_DIR/vapid-keys.json is not a VAPID key pair: restore it, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`,
    );
  }
  return stored.data;
}
