import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * A vitest sequencer that starts the files that take minutes first, in the order given, instead of
 * leaving one to run alone at the end: a fresh clone has no timings for vitest to order by.
 * `longestFiles` are paths as they end (`test/fuzz.test.ts`).
 */
export function longestFirst(longestFiles: readonly string[]): typeof BaseSequencer {
  const rank = (file: TestSpecification) => {
    const index = longestFiles.findIndex((path) => file.moduleId.endsWith(path));
    return index === -1 ? longestFiles.length : index;
  };
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
