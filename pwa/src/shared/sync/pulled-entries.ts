import type { OdoDatabase } from "./db.js";
import type { EntryTable } from "./entry-records.js";
import { TwoKeyMap } from "./two-key-map.js";

/**
 * What one pull knows of the entries on the device. A pull that began on a device holding no
 * entry at all (a first pull) finds on it only the entries it wrote itself: only the syncing tab
 * pulls (the `odo-sync` lock), and an entry written on the device meanwhile is either one this pull
 * wrote (then edited) or a new one under an id of the device's own, which no pull can bring yet.
 * So an entry it has not written is new to the device and is placed without searching the
 * vehicle's other entries, a search each transaction of a first pull made anew over everything
 * pulled before it (its cost grew with the square of a car's history).
 */
export class PulledEntries {
  readonly #written = new TwoKeyMap<EntryTable, string, true>();

  private constructor(private readonly deviceHeldNone: boolean) {}

  static async begin(db: OdoDatabase): Promise<PulledEntries> {
    return new PulledEntries((await db.entryIds.count()) === 0);
  }

  /** Whether the entry cannot be on the device; false whenever that is not known. */
  isNew(table: EntryTable, key: string): boolean {
    return this.deviceHeldNone && !this.#written.has(table, key);
  }

  /** Notes entries written by a transaction of this pull that committed. */
  noteWritten(entries: readonly { table: EntryTable; key: string }[]): void {
    if (!this.deviceHeldNone) return;
    for (const { table, key } of entries) this.#written.set(table, key, true);
  }
}
