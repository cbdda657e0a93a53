import type { checkDueOnDevice } from "./periodic-due-check.js";

/** What the due check's own script (due-check-script.ts) leaves on the worker's global scope. */
export interface DueCheckScope {
  odoCheckDueOnDevice?: typeof checkDueOnDevice;
}
