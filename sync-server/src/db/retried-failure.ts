/** PostgreSQL's deadlock and serialization failures: the unit that met one runs again from the start. */
const retriedCodes = new Set(["40P01", "40001"]);

/** A failure the whole unit recovers from by running again: work inside it must let it through. */
export function isRetriedFailure(error: unknown): boolean {
  return error instanceof Error && "code" in error && retriedCodes.has(String(error.code));
}
