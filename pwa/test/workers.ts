/**
 * How many browser test files run at once. Each has a stack of its own (a server, its data folder
 * and a local Strava, started by global-setup.ts), so files never share a server's state; the
 * tests mostly wait on the app's signals, so three fit a two-core machine.
 */
export const browserWorkers = 3;

/** The slot of the file running in this worker: vitest numbers its workers from 1 to maxWorkers. */
export function workerSlot(stackCount: number): number {
  const poolId = Number(process.env.VITEST_POOL_ID ?? "1");
  return (Math.max(poolId, 1) - 1) % stackCount;
}
