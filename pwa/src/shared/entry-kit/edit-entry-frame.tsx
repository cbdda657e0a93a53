import { useLingui } from "@lingui/react/macro";
import type { MutationName, Vehicle } from "@odo/domain";
import {
  type NavigateOptions,
  type RegisteredRouter,
  useNavigate,
  type ValidateLinkOptions,
} from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useOdometer, useVehicle } from "../../data/garage.js";
import { useRetryFill } from "../refusals/use-refusals.js";
import { nestedArgs } from "../sync/retry-draft.js";
import { PageHeader, Spinner } from "../ui/page.js";
import { showToast } from "../ui/toasts.js";
import { EntryNotFound } from "./entry-not-found.js";
import { VehicleMissing } from "./vehicle-missing.js";

/** What an edit screen's form is given: the entry as it is now, and what a refused edit had typed. */
export interface EditSlot<Row> {
  vehicle: Vehicle;
  odometer: number;
  row: Row;
  /** The fields of a refused edit being retried, to lay over the entry as it is now. */
  refused: Record<string, unknown> | null;
  /** Says so and goes back to the entry, once the edit is written on the device. */
  saved(): void;
}

/**
 * Every entry's edit screen: the vehicle and the entry read from the device (loading, a vehicle
 * no longer here, an entry not found), a refused edit opened over the entry as it is now
 * (`?retry=N`), the header back to the entry, and the kind's form in the slot.
 */
export function EditEntryFrame<Row extends { vehicle: string }, TOptions>({
  vehicleId,
  row,
  retryId,
  retryMutation,
  notFound,
  title,
  detail,
  children,
}: {
  vehicleId: string;
  /** The entry from `data/`: undefined while reading, null when the device has none. */
  row: Row | null | undefined;
  retryId: number | undefined;
  retryMutation: MutationName;
  notFound: string;
  title: (row: Row) => string;
  detail: ValidateLinkOptions<RegisteredRouter, TOptions>;
  children: (slot: EditSlot<Row>) => ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const [refused, setRefused] = useState<Record<string, unknown> | null>(null);
  useRetryFill(retryId, retryMutation, (args) => setRefused(nestedArgs(args, "patch")));
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || odometer === undefined || row === undefined) return <Spinner label={t`Loading…`} />;
  if (row === null || row.vehicle !== vehicleId) return <EntryNotFound title={notFound} />;
  const saved = () => {
    showToast(t`Changes saved`, "success");
    void navigate(detail as NavigateOptions);
  };
  return (
    <main id="main" className="page narrow">
      <PageHeader title={title(row)} back={detail} backLabel={t`Back`} subtitle={vehicle.fullname} />
      {children({ vehicle, odometer, row, refused, saved })}
    </main>
  );
}
