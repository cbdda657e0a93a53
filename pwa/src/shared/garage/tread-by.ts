import { t } from "@lingui/core/macro";
import { type TreadReading, treadSaysWhatWasSigned } from "@odo/domain";

/**
 * Who stands behind a tread reading: its workshop's signature ("Signed by …", or "Changed after …
 * signed" once someone else corrected it), a workshop by name, or nobody named (the owner's).
 */
export function treadReadingBy(reading: TreadReading): { text: string; signed?: "kept" | "changed" } | null {
  const seal = reading.seal;
  if (seal) {
    return treadSaysWhatWasSigned(seal, reading)
      ? { text: t`Signed by ${seal.signed.shop.name}`, signed: "kept" }
      : { text: t`Changed after ${seal.signed.shop.name} signed`, signed: "changed" };
  }
  return reading.loggedByShop ? { text: t`by ${reading.loggedByShop}` } : null;
}
