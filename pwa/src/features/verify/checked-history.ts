import { checkHistory, type HistoryCheck, readVerifiableHistory } from "@odo/domain";
import { browserChecks } from "../../data/signature-checks.js";
import { odoKey } from "../../shared/signing/odo-key.js";

export type Checked = { status: "checked"; check: HistoryCheck } | { status: "notHistory" } | { status: "noKey" };

/** Checks what a link or a file gave against Odo's key as this device knows it. */
export async function checkedHistory(value: unknown): Promise<Checked> {
  const history = readVerifiableHistory(value);
  if (!history) return { status: "notHistory" };
  const key = await odoKey();
  if (!key) return { status: "noKey" };
  return { status: "checked", check: await checkHistory(history, key, browserChecks, new Date().toISOString()) };
}
