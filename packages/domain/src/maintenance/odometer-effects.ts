import { deleteFilesOf } from "../attachment/attachment-mutators.js";
import { ApiError } from "../errors/api-error.js";
import { type EntryKind, tableOfKind } from "../shared/synced-kinds.js";
import { type RowOfKind, readingOfEntry } from "../sync/kind-registry.js";
import type { MutationContext } from "../sync/mutator.js";
import { entryToChange } from "../sync/mutator-access.js";
import type { WriteTransaction } from "../sync/write-transaction.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import { mileageConflict, odometerAfterChange } from "./timeline.js";

/**
 * An entry's km must fit the vehicle's timeline as any other reading does (none: nothing to
 * check); `edited` is the entry being changed, left out of its own neighbours.
 */
export async function refuseReadingOffTimeline(
  tx: WriteTransaction,
  vehicle: Vehicle,
  entry: { date: string; km: number | null | undefined },
  edited?: { _id: string; km: number | null },
): Promise<void> {
  if (entry.km === null || entry.km === undefined) return;
  const conflict = mileageConflict(entry.km, await tx.readingsAround(vehicle, entry.date, edited));
  if (conflict) throw new ApiError("VALIDATION_FAILED", "invalidMileage", conflict);
}

/** A higher reading moves the odometer forward; a lower one leaves it where it is. */
export async function moveOdometer(
  tx: WriteTransaction,
  vehicle: Vehicle,
  km: number | null | undefined,
  now: string,
): Promise<void> {
  if (km !== null && km !== undefined && km > vehicle.displacement) {
    await tx.put("vehicles", { ...vehicle, displacement: km, updatedAt: now }, vehicle);
  }
}

/**
 * After an entry was edited or deleted (and stored so): the odometer moves back when that entry's
 * old reading held it (a 900,000 typo removed), or forward to a higher new reading.
 */
export async function settleOdometer(
  tx: WriteTransaction,
  vehicle: Vehicle,
  changedFromKm: number | null,
  now: string,
): Promise<void> {
  const highest = await tx.highestReading(vehicle._id);
  const km = odometerAfterChange(vehicle, changedFromKm, highest === null ? [] : [{ date: now, km: highest }]);
  if (km !== vehicle.displacement) await tx.put("vehicles", { ...vehicle, displacement: km, updatedAt: now }, vehicle);
}

/**
 * `maintenance.delete` and `refuel.delete`: the owner, the workshop or customer who wrote it, or an
 * admin (SPEC §6). The odometer moves back if the entry's reading held it.
 */
export async function removeEntry<K extends EntryKind>(
  tx: WriteTransaction,
  kind: K,
  id: string,
  context: MutationContext,
): Promise<void> {
  const { row: entry, vehicle } = await entryToChange(tx, kind, id, "delete", context);
  // The table is `kind`'s; TypeScript cannot pair them through the lookup.
  // Its files first: who saw them is known by the entry's author.
  await deleteFilesOf(tx, id);
  await tx.delete(tableOfKind[kind], entry as never);
  await settleOdometer(tx, vehicle, (readingOfEntry[kind] as (row: RowOfKind[K]) => number | null)(entry), context.now);
}
