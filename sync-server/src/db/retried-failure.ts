/**
 * PostgreSQL failures the whole unit recovers from by running again from the start: a deadlock, a
 * serialization failure, and a foreign-key violation, met when a row the unit read (a vehicle) was
 * deleted by another unit that committed before this one wrote a row referring to it. Run again,
 * the unit reads the world as it now is (the vehicle gone: "not found", a refusal, not a crash).
 */
const retriedCodes = new Set(["40P01", "40001", "23503"]);

/** A failure the whole unit recovers from by running again: work inside it must let it through. */
export function isRetriedFailure(error: unknown): boolean {
  return error instanceof Error && "code" in error && retriedCodes.has(String(error.code));
}
