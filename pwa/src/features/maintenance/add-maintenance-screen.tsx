import { useLingui } from "@lingui/react/macro";
import {
  type AdjustmentKey,
  acceptedAdjustmentKeys,
  type FieldError,
  type MaintenanceType,
  maintenanceTypes,
  type User,
} from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useOdometer, useVehicle } from "../../data/garage.js";
import { FilesToAttach, useFilesToAttach } from "../../shared/files/files-to-attach.js";
import { addMaintenance } from "../../shared/garage/maintenance-mutations.js";
import { VehicleMissing } from "../../shared/garage/vehicle-missing.js";
import { maintenanceTitle, maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { distanceField } from "../../shared/i18n/unit-fields.js";
import { useRetryFill } from "../../shared/refusals/use-refusals.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { runMutation } from "../../shared/sync/mutations.js";
import { newId } from "../../shared/sync/new-id.js";
import { nestedArgs } from "../../shared/sync/retry-draft.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { SavedOnDeviceModal } from "../../shared/ui/saved-modal.js";
import { useConfirmedSave } from "../../shared/ui/use-confirmed-save.js";
import { emptyMaintenanceForm, MaintenanceForm, maintenanceFormValues } from "./maintenance-form.js";
import { emptyNextService, NextServiceFields, nextServiceReminder } from "./next-service-fields.js";

/**
 * `/maintenance/add/{type}/{id}`: tires, battery or general, with SPEC §5's rules, today's or a
 * past one. With `retryId` it opens filled with a refused maintenance.
 */
export function AddMaintenanceScreen({
  vehicleId,
  type,
  user,
  retryId,
  prefill,
}: {
  vehicleId: string;
  type: MaintenanceType;
  user: User;
  retryId?: number | undefined;
  /** Adjustments a due item asks to log, comma-separated: checked, with the odometer as the reading. */
  prefill?: string | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const [values, setValues] = useState(emptyMaintenanceForm);
  const files = useFilesToAttach(retryId);
  const [nextService, setNextService] = useState(emptyNextService);
  const [nextErrors, setNextErrors] = useState<Record<string, FieldError>>({});
  // The reading starts at the odometer, as the refuel form's does (a past service is changed).
  useEffect(() => {
    if (odometer === undefined || retryId !== undefined) return;
    // A due item names work the vehicle may have logged, whatever it runs on now.
    const known: readonly string[] = acceptedAdjustmentKeys(type, vehicle?.vehicleType ?? "car");
    const adjustments = (prefill ?? "").split(",").filter((key): key is AdjustmentKey => known.includes(key));
    setValues((current) => ({
      ...current,
      ...(prefill ? { adjustments } : {}),
      kms: current.kms === "" && odometer > 0 ? distanceField(odometer) : current.kms,
    }));
  }, [prefill, odometer, type, vehicle?.vehicleType, retryId]);
  const me = useMe(user);
  const { confirmation, save, whenWritten } = useConfirmedSave(
    t`This device could not keep the maintenance. What you typed is still here: try again.`,
  );
  useRetryFill(retryId, "maintenance.create", (args) =>
    setValues(maintenanceFormValues(nestedArgs(args, "maintenance"))),
  );
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || odometer === undefined) return <Spinner label={t`Loading…`} />;
  const back = () => void navigate({ to: "/vehicle/$id", params: { id: vehicle._id } });
  // A workshop sets the owner's next service as it hands the vehicle back.
  const setsNextService = vehicle.access?.role === "workshop";

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={maintenanceTitle(type)}
        back={{ to: "/vehicle/maintenance/$id", params: { id: vehicle._id } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <nav className="kind-tabs" aria-label={t`Kind of maintenance`}>
        {maintenanceTypes.map((kind) => (
          <Link
            key={kind}
            to="/maintenance/add/$type/$id"
            params={{ type: kind, id: vehicle._id }}
            search={{}}
            replace
            className="kind-tab"
            aria-current={kind === type ? "page" : undefined}
          >
            {maintenanceTypeName(kind)}
          </Link>
        ))}
      </nav>
      <MaintenanceForm
        key={type}
        vehicle={vehicle}
        odometer={odometer}
        type={type}
        values={values}
        onChange={setValues}
        submitLabel={t`Save maintenance`}
        extra={
          <>
            <FilesToAttach vehicleId={vehicle._id} files={files.files} onChange={files.setFiles} />
            {setsNextService && (
              <NextServiceFields values={nextService} errors={nextErrors} onChange={setNextService} />
            )}
          </>
        }
        onSave={(maintenance) => {
          const next = setsNextService ? nextServiceReminder(nextService, maintenanceTitle(type)) : { reminder: null };
          if ("errors" in next) {
            setNextErrors(next.errors);
            return;
          }
          setNextErrors({});
          return save(() =>
            files.saveWithFiles(db, vehicle._id, async () => {
              const saved = await addMaintenance(db, vehicle, me, maintenance, { resolves: retryId });
              if (next.reminder) {
                await runMutation(db, "reminder.create", {
                  vehicleId: vehicle._id,
                  reminder: { ...next.reminder, _id: newId() },
                });
              }
              return { purpose: "entry", recordKind: "maintenance", recordId: saved._id };
            }),
          );
        }}
      />
      <SavedOnDeviceModal
        confirmation={confirmation}
        title={t`Maintenance saved`}
        icon={<Icon name="check" size={28} />}
        onClose={() => whenWritten(back)}
      />
    </main>
  );
}
