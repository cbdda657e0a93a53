/**
 * An outer bound for a wait on the app's own signal on a loaded two-core machine, not a speed:
 * every `expect.poll` takes it by default (vitest.config.ts), so none fails at vitest's one second
 * on a busy machine, and a test passes a shorter bound only where a quick answer is what it checks.
 */
export const busyMachineBoundMs = 90_000;
