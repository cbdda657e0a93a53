import { Trans, useLingui } from "@lingui/react/macro";
import type { AttachableKind, User, Vehicle } from "@odo/domain";
import { type RegisteredRouter, useNavigate, type ValidateLinkOptions } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useVehicle } from "../../data/garage.js";
import { EntryFiles } from "../files/entry-files.js";
import { useMe } from "../sync/context.js";
import { PageHeader, Spinner } from "../ui/page.js";
import { DeletedModal, EntryActions } from "./entry-actions.js";

/** What a detail screen's facts are drawn from. */
export interface DetailSlot<Row> {
  vehicle: Vehicle;
  row: Row;
  me: User;
}

interface Entry {
  _id: string;
  vehicle: string;
  createdBy: string | null;
}

/**
 * Every entry's detail screen: the vehicle and the entry read from the device (loading, not
 * found), the header back to the history, the kind's facts in the slot, the entry's files, and
 * edit and delete for whoever may. Deleted here, the entry is gone from the device at once: with
 * `deleted` a modal says so (and whether the server knows yet), else the history opens.
 */
export function EntryDetailFrame<Row extends Entry, TOptions>({
  vehicleId,
  row,
  user,
  kind,
  noun,
  notFound,
  deleted: deletedTitle,
  title,
  editTo,
  confirmTitle,
  onDelete,
  children,
}: {
  vehicleId: string;
  /** The entry from `data/`: undefined while reading, null when the device has none. */
  row: Row | null | undefined;
  user: User;
  kind: AttachableKind;
  /** The screen's title once the entry is gone ("Refuel"). */
  noun: string;
  notFound: string;
  deleted?: string;
  title: (row: Row) => string;
  editTo: ValidateLinkOptions<RegisteredRouter, TOptions>;
  confirmTitle: (row: Row) => string;
  onDelete: (row: Row) => Promise<void>;
  children: (slot: DetailSlot<Row>) => ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const [gone, setGone] = useState(false);
  const history = { to: "/vehicle/history/$id", params: { id: vehicleId } } as const;
  const toHistory = () => void navigate(history);
  if (gone && deletedTitle) {
    return (
      <main id="main" className="page narrow">
        <PageHeader title={noun} back={history} backLabel={t`Back`} />
        <DeletedModal title={deletedTitle} onClose={toHistory} />
      </main>
    );
  }
  if (row === undefined || vehicle === undefined) return <Spinner label={t`Loading…`} />;
  if (row === null || vehicle === null || row.vehicle !== vehicleId) {
    return (
      <main id="main" className="page narrow center">
        <h1>{notFound}</h1>
        <button type="button" className="button" onClick={toHistory}>
          <Trans>Back</Trans>
        </button>
      </main>
    );
  }
  return (
    <main id="main" className="page narrow">
      <PageHeader title={title(row)} back={history} backLabel={t`Back`} subtitle={vehicle.fullname} />
      {children({ vehicle, row, me })}
      <EntryFiles vehicleId={vehicleId} entry={row} kind={kind} role={vehicle.access?.role ?? "owner"} meId={me._id} />
      <EntryActions
        me={me}
        vehicle={vehicle}
        entry={row}
        editTo={editTo}
        confirmTitle={confirmTitle(row)}
        onDelete={() => onDelete(row)}
        onDeleted={() => (deletedTitle ? setGone(true) : toHistory())}
      />
    </main>
  );
}
