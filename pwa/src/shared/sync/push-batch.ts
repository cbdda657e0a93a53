import { devicePushBytes } from "@odo/domain";

const encoder = new TextEncoder();

/**
 * The queue's first entries that fit in one push's bytes (`devicePushBytes`), at least one: fifty
 * photos' records, each with its thumbnail, go in a few pushes instead of one the server refuses
 * for its size (which would hold every change behind it).
 */
export function withinPushBytes<Entry extends { name: string; args: unknown }>(
  entries: readonly Entry[],
  limit = devicePushBytes,
): Entry[] {
  let bytes = 0;
  const fitting: Entry[] = [];
  for (const entry of entries) {
    // The mutation's envelope (`mid`, the name, the quotes) is small beside its args.
    bytes += encoder.encode(JSON.stringify(entry.args)).length + entry.name.length + 32;
    if (fitting.length > 0 && bytes > limit) break;
    fitting.push(entry);
  }
  return fitting;
}
