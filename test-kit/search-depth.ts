/**
 * How deep the random searches go. `npm test` runs the quick search, so the suite stays within
 * minutes on a two-core machine; `npm run test:deep` (ODO_SEARCH=deep) runs the same tests with the
 * deep search, and CI runs both.
 */
export const deepSearch = process.env.ODO_SEARCH === "deep";

/**
 * How many random cases a property test or fuzzer tries at this depth. A test's own variable, where
 * it has one (ODO_ENGINE_HISTORIES, say), overrides either.
 */
export function searchRuns(quick: number, deep: number): number {
  return deepSearch ? deep : quick;
}
