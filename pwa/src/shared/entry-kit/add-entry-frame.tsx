import { useLingui } from "@lingui/react/macro";
import { attachableKinds, type EntryKind, type MutationName, mayRun, type User, type Vehicle } from "@odo/domain";
import { type RegisteredRouter, useNavigate, type ValidateLinkOptions } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useOdometer, useVehicle } from "../../data/garage.js";
import { FilesToAttach, useFilesToAttach } from "../files/files-to-attach.js";
import type { PreparedFile } from "../files/prepare-file.js";
import { useRetryFill } from "../refusals/use-refusals.js";
import { useDatabase, useMe } from "../sync/context.js";
import { nestedArgs } from "../sync/retry-draft.js";
import { PageHeader, Spinner } from "../ui/page.js";
import { SavedOnDeviceModal } from "../ui/saved-modal.js";
import { useConfirmedSave } from "../ui/use-confirmed-save.js";
import { VehicleMissing } from "./vehicle-missing.js";

/** What an add screen's form is given. */
export interface AddSlot {
  vehicle: Vehicle;
  odometer: number;
  me: User;
  /** "Receipts and photos": the files picked on the form, attached once the entry is saved. */
  files: ReactNode;
  /** Adds files to "Receipts and photos" from elsewhere on the form (photos a fill was read from). */
  addFiles(files: readonly PreparedFile[]): void;
  /**
   * Confirms at once and writes on the device: `write` saves the entry (and anything that goes
   * with it) and returns its id, then the picked files are attached to it.
   */
  save(write: () => Promise<string>): void;
}

/** The words of an add screen, in the kind's own terms. */
export interface AddWords {
  title: string;
  /** Shown instead of the form to someone the vehicle's role does not let log this kind. */
  notAllowed: string;
  /** The write failed on the device: what was typed stays. */
  notKept: string;
  /** The confirmation's title once it is on the device. */
  saved: string;
}

/**
 * Every entry's add screen: the vehicle and its odometer read from the device (loading, a vehicle
 * no longer here), a refused create opened again (`?retry=N`, its fields and its files), who may
 * log it, the header, the files to attach, and the confirmation that it is on the device (then the
 * vehicle's page); the kind's form goes in the slot.
 */
export function AddEntryFrame<TOptions>({
  vehicleId,
  user,
  kind,
  retryId,
  sharedBatch,
  onRetry,
  words,
  icon,
  back,
  unavailable,
  next,
  children,
}: {
  vehicleId: string;
  user: User;
  kind: EntryKind;
  retryId: number | undefined;
  /** Files another app shared (`/shared`): on the form from the start. */
  sharedBatch?: string | undefined;
  /** Fills the form with the fields of the refused create being retried. */
  onRetry: (fields: Record<string, unknown>) => void;
  words: (vehicle: Vehicle) => AddWords;
  /** The confirmation's picture. */
  icon: (vehicle: Vehicle) => ReactNode;
  back: (vehicle: Vehicle) => ValidateLinkOptions<RegisteredRouter, TOptions>;
  /** Why this vehicle cannot log this kind at all (a bicycle has no refuels), if so. */
  unavailable?: (vehicle: Vehicle) => string | null;
  /** A next step the confirmation offers beside OK. */
  next?: (vehicle: Vehicle) => ReactNode;
  children: (slot: AddSlot) => ReactNode;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const files = useFilesToAttach(retryId, sharedBatch);
  const create: MutationName = `${kind}.create`;
  const attachable = attachableKinds.find((each) => each === kind);
  const said = vehicle ? words(vehicle) : null;
  const { confirmation, save, whenWritten } = useConfirmedSave(said?.notKept ?? "");
  useRetryFill(retryId, create, (args) => onRetry(nestedArgs(args, kind)));
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !said || odometer === undefined) return <Spinner label={t`Loading…`} />;
  const backTo = back(vehicle);
  const refusal = unavailable?.(vehicle) ?? (mayRun(vehicle, create) ? null : said.notAllowed);
  const header = <PageHeader title={said.title} back={backTo} backLabel={t`Back`} subtitle={vehicle.fullname} />;
  if (refusal) {
    return (
      <main id="main" className="page narrow">
        {header}
        <p className="card">{refusal}</p>
      </main>
    );
  }
  const slot: AddSlot = {
    vehicle,
    odometer,
    me,
    files: attachable ? <FilesToAttach vehicleId={vehicle._id} files={files.files} onChange={files.setFiles} /> : null,
    // The same photo added twice is kept once.
    addFiles: (added) =>
      files.setFiles((current) => [
        ...current,
        ...added.filter((file) => !current.some((other) => other.sha256 === file.sha256)),
      ]),
    save: (write) =>
      save(() =>
        attachable
          ? files.saveWithFiles(db, vehicle._id, async () => ({
              purpose: "entry",
              recordKind: attachable,
              recordId: await write(),
            }))
          : write(),
      ),
  };
  return (
    <main id="main" className="page narrow">
      {header}
      {children(slot)}
      <SavedOnDeviceModal
        confirmation={confirmation}
        title={said.saved}
        icon={icon(vehicle)}
        onClose={() => whenWritten(() => void navigate({ to: "/vehicle/$id", params: { id: vehicle._id } }))}
        next={next?.(vehicle)}
      />
    </main>
  );
}
