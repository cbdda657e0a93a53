import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type OfferedResetTypes, type ResetMaintenanceType, resetWork, type VehicleType } from "@odo/domain";
import { list } from "../../shared/i18n/format.js";
import { adjustmentName, maintenanceTypeName, resetTypeName } from "../../shared/i18n/garage-labels.js";

/** The reset types as the settings select shows them: each meaning once, in three groups. */
export function ResetTypeOptions({ offered }: { offered: OfferedResetTypes }) {
  const { t } = useLingui();
  const options = (values: readonly ResetMaintenanceType[]) =>
    values.map((value) => (
      <option key={value} value={value}>
        {resetTypeName(value)}
      </option>
    ));
  return (
    <>
      <optgroup label={t`Any maintenance of a type`}>{options(offered.types)}</optgroup>
      <optgroup label={t`A group of work`}>{options(offered.groups)}</optgroup>
      <optgroup label={t`One kind of work`}>{options(offered.work)}</optgroup>
    </>
  );
}

/** Which logged work restarts the count, said under the select. */
export function resetWorkText(resetType: ResetMaintenanceType, vehicleType: VehicleType): string {
  const work = resetWork(resetType, vehicleType);
  if ("type" in work) {
    const type = maintenanceTypeName(work.type);
    return t`Logging any ${type} maintenance restarts the count.`;
  }
  const names = list(work.adjustments.map(adjustmentName), "disjunction");
  return t`Logging ${names} restarts the count.`;
}
