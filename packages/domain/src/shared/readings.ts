/** One reading, named in a refusal ("2 Mar 2025 reads 61,200 km"). */
export interface DatedReading {
  date: string;
  km: number;
}

/**
 * The reading a new one clashes with, and on which side: before it in time (the new one reads
 * less), after it (it reads more), or the odometer (an entry newer than every other reads less
 * than the vehicle's odometer, which SPEC §5's plain message says).
 */
export interface MileageConflict extends DatedReading {
  side: "before" | "after" | "odometer";
}
