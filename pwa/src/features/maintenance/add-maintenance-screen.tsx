import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AdjustmentKey,
  acceptedAdjustmentKeys,
  type FieldError,
  type MaintenanceType,
  maintenanceTypes,
  mayRun,
  type User,
  type Vehicle,
} from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { AddEntryFrame } from "../../shared/entry-kit/add-entry-frame.js";
import { addMaintenance } from "../../shared/garage/maintenance-mutations.js";
import { maintenanceTitle, maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { distanceField } from "../../shared/i18n/unit-fields.js";
import { useDatabase } from "../../shared/sync/context.js";
import { runMutation } from "../../shared/sync/mutations.js";
import { newId } from "../../shared/sync/new-id.js";
import { Icon } from "../../shared/ui/icons.js";
import {
  emptyMaintenanceForm,
  MaintenanceForm,
  type MaintenanceFormValues,
  maintenanceFormValues,
} from "./maintenance-form.js";
import { emptyNextService, NextServiceFields, nextServiceReminder } from "./next-service-fields.js";

/**
 * A new maintenance's form: the reading starts at the odometer, as the refuel form's does (a past
 * service is changed), with the work a due item asks to log checked.
 */
function newMaintenanceForm(
  vehicle: Vehicle,
  odometer: number,
  type: MaintenanceType,
  prefill: string | undefined,
): MaintenanceFormValues {
  // A due item names work the vehicle may have logged, whatever it runs on now.
  const known: readonly string[] = acceptedAdjustmentKeys(type, vehicle.vehicleType);
  const adjustments = (prefill ?? "").split(",").filter((key): key is AdjustmentKey => known.includes(key));
  return { ...emptyMaintenanceForm(), adjustments, kms: odometer > 0 ? distanceField(odometer) : "" };
}

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
  sharedBatch,
}: {
  vehicleId: string;
  type: MaintenanceType;
  user: User;
  retryId?: number | undefined;
  /** Adjustments a due item asks to log, comma-separated: checked, with the odometer as the reading. */
  prefill?: string | undefined;
  /** Files shared from another app (`/shared`), attached from the start. */
  sharedBatch?: string | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const [values, setValues] = useState<MaintenanceFormValues | null>(null);
  const [nextService, setNextService] = useState(emptyNextService);
  const [nextErrors, setNextErrors] = useState<Record<string, FieldError>>({});
  // A tyres maintenance offers to record the set it mounted, at its date and km (the tyres screen).
  const [tyresAt, setTyresAt] = useState<{ at: string; km: number | undefined } | null>(null);
  return (
    <AddEntryFrame
      vehicleId={vehicleId}
      user={user}
      kind="maintenance"
      retryId={retryId}
      sharedBatch={sharedBatch}
      onRetry={(fields) => setValues(maintenanceFormValues(fields))}
      words={() => ({
        title: maintenanceTitle(type),
        notAllowed: t`Only the vehicle's owner, their household and the workshops it is shared with log its maintenance.`,
        notKept: t`This device could not keep the maintenance. What you typed is still here: try again.`,
        saved: t`Maintenance saved`,
      })}
      icon={() => <Icon name="check" size={28} />}
      back={(vehicle) => ({ to: "/vehicle/maintenance/$id", params: { id: vehicle._id } })}
      next={(vehicle) =>
        tyresAt &&
        mayRun(vehicle, "tyreSet.create") && (
          <Link
            to="/vehicle/$id/tyres"
            params={{ id: vehicle._id }}
            search={{ add: true, at: tyresAt.at, km: tyresAt.km }}
            className="button secondary"
          >
            <Trans>Record the tyres as a set</Trans>
          </Link>
        )
      }
    >
      {({ vehicle, odometer, me, files, save }) => {
        // A workshop sets the owner's next service as it hands the vehicle back.
        const setsNextService = vehicle.access?.role === "workshop";
        return (
          <>
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
              values={values ?? newMaintenanceForm(vehicle, odometer, type, prefill)}
              onChange={setValues}
              submitLabel={t`Save maintenance`}
              extra={
                <>
                  {files}
                  {setsNextService && (
                    <NextServiceFields values={nextService} errors={nextErrors} onChange={setNextService} />
                  )}
                </>
              }
              onSave={(maintenance) => {
                const next = setsNextService
                  ? nextServiceReminder(nextService, maintenanceTitle(type))
                  : { reminder: null };
                if ("errors" in next) {
                  setNextErrors(next.errors);
                  return;
                }
                setNextErrors({});
                setTyresAt(type === "tires" ? { at: maintenance.date, km: maintenance.kms } : null);
                save(async () => {
                  const saved = await addMaintenance(db, vehicle, me, maintenance, { resolves: retryId });
                  if (next.reminder) {
                    await runMutation(db, "reminder.create", {
                      vehicleId: vehicle._id,
                      reminder: { ...next.reminder, _id: newId() },
                    });
                  }
                  return saved._id;
                });
              }}
            />
          </>
        );
      }}
    </AddEntryFrame>
  );
}
