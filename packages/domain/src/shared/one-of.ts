import { z } from "zod";

/** A choice from a fixed list: "required" when nothing was chosen, "invalidOption" otherwise. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalidOption"),
  });
}
