import type { ImportChoices, SourceFile, VehicleTarget } from "@odo/domain";

/** An import left for the plans screen, to take up again on the way back: the files and what the user chose. */
export interface KeptImport {
  files: SourceFile[];
  vehicleId: string | undefined;
  targets: Record<string, VehicleTarget>;
  /** The currency is null while the file's was not chosen yet. */
  choices: Omit<ImportChoices, "currency"> & { currency: ImportChoices["currency"] | null };
}

let kept: KeptImport | undefined;

/**
 * Kept in memory, not on the device: a file may be megabytes, and a reload starts afresh. The
 * plans screen is another route of the same page, so the import comes back whole.
 */
export function keepImport(state: KeptImport): void {
  kept = state;
}

/** The import kept for `vehicleId`'s screen, taken (so it comes back once). */
export function takeKeptImport(vehicleId: string | undefined): KeptImport | undefined {
  const found = kept && kept.vehicleId === vehicleId ? kept : undefined;
  kept = undefined;
  return found;
}
