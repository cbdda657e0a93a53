import type { MutationName } from "@odo/domain";
import { useEffect, useRef } from "react";
import { useRetryDraft } from "../../data/refusals.js";
import { draftArgs } from "../sync/retry-draft.js";

/**
 * For a form opened with `?retry=N`: calls `fill` once with what was typed in the refused change of
 * kind `name` (later changes to the list never overwrite what the user is editing), and returns
 * those args for the save.
 */
export function useRetryFill(
  retryId: number | undefined,
  name: MutationName,
  fill: (args: Record<string, unknown>) => void,
): Record<string, unknown> | null {
  const args = draftArgs(useRetryDraft(retryId), name);
  const filled = useRef<number | undefined>(undefined);
  const latestFill = useRef(fill);
  latestFill.current = fill;
  useEffect(() => {
    if (!args || filled.current === retryId) return;
    filled.current = retryId;
    latestFill.current(args);
  }, [args, retryId]);
  return args;
}
