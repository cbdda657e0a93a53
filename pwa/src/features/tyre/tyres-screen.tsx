import { Trans, useLingui } from "@lingui/react/macro";
import {
  capabilitiesByRole,
  mayChangeEntry,
  rotationsFor,
  type TyreSet,
  type TyreSetState,
  type User,
} from "@odo/domain";
import { useMemo, useState } from "react";
import { useHistory, useVehicle } from "../../data/garage.js";
import { tyreOverview } from "../../data/tyres.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { TreadDialog } from "./tread-form.js";
import { type ChangeKind, type ChangePreset, TyreChangeDialog } from "./tyre-change-form.js";
import { TyreHistoryList } from "./tyre-history.js";
import { addTyreSet, deleteTyreSet, retireTyreSet, updateTyreSet } from "./tyre-mutations.js";
import { TyreSetCard } from "./tyre-set-card.js";
import { TyreSetFormDialog } from "./tyre-set-form.js";

/**
 * `/vehicle/{id}/tyres`: which set is on the vehicle and which is stored, each tyre's km, tread,
 * age and when it reaches the minimum (at the vehicle's pace, and right across seasonal swaps: a
 * stored set does not wear), with the actions a tyre's life takes: a set added, put on, swapped,
 * rotated, taken off, tread measured. Offline, like every screen.
 */
export function TyresScreen({
  vehicleId,
  user,
  adding,
}: {
  vehicleId: string;
  user: User;
  /** Opened to add a set: from a tyres maintenance, at its date and km (the set then goes on there). */
  adding?: { at?: string | undefined; km?: number | undefined } | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  const [editing, setEditing] = useState<TyreSet | "new" | null>(adding ? "new" : null);
  const [preset, setPreset] = useState<ChangePreset | null>(null);
  const [deleting, setDeleting] = useState<TyreSet | null>(null);
  const [change, setChange] = useState<ChangeKind | null>(null);
  const [measuring, setMeasuring] = useState(false);
  const derived = useMemo(() => vehicle && history && tyreOverview(vehicle, history), [vehicle, history]);
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history || !derived) return <Spinner label={t`Loading…`} />;
  const role = vehicle.access?.role ?? "owner";
  const can = capabilitiesByRole[role];
  const { report, fitment, odometer, events } = derived;
  const mounted = report.filter((state) => state.mounted);
  const stored = report.filter((state) => !state.mounted && !state.set.retired);
  const retired = report.filter((state) => state.set.retired);
  const mayChange = (set: TyreSet) => mayChangeEntry(role, set, me._id, "edit");
  const mayDelete = (row: { createdBy: string | null }) => mayChangeEntry(role, row, me._id, "delete");
  const rotatable = rotationsFor(vehicle.vehicleType, fitment.mounted).length > 0;
  const heavy = vehicle.vehicleType === "truck" || vehicle.vehicleType === "bus";

  const card = (state: TyreSetState) => (
    <TyreSetCard
      key={state.set._id}
      state={state}
      heavy={heavy}
      actions={
        can.addMaintenance && (
          <>
            {mayChange(state.set) && (
              <button type="button" className="button plain small" onClick={() => setEditing(state.set)}>
                <Icon name="pencil" size={16} />
                <Trans>Edit</Trans>
              </button>
            )}
            {mayChange(state.set) && !state.mounted && (
              <button
                type="button"
                className="button plain small"
                onClick={() => void retireTyreSet(db, state.set, !state.set.retired)}
              >
                {state.set.retired ? <Trans>Back in use</Trans> : <Trans>Retire</Trans>}
              </button>
            )}
            {mayDelete(state.set) && (
              <button type="button" className="button danger quiet small" onClick={() => setDeleting(state.set)}>
                <Icon name="trash" size={16} />
                <Trans>Delete</Trans>
              </button>
            )}
          </>
        )
      }
    />
  );

  return (
    <main id="main" className="page narrow tyres-page">
      <PageHeader
        title={t`Tyres`}
        back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      {can.addMaintenance && (
        <div className="tyre-actions">
          {fitment.mounted.size > 0 && (
            <button type="button" className="button" onClick={() => setMeasuring(true)}>
              <Icon name="tire" size={18} />
              <Trans>Log tread depth</Trans>
            </button>
          )}
          {stored.length > 0 && (
            <button type="button" className="button secondary" onClick={() => setChange("mount")}>
              <Icon name="transfer" size={18} />
              {fitment.mounted.size > 0 ? <Trans>Swap tyres</Trans> : <Trans>Put a set on</Trans>}
            </button>
          )}
          {rotatable && (
            <button type="button" className="button secondary" onClick={() => setChange("rotate")}>
              <Icon name="sync" size={18} />
              <Trans>Rotate</Trans>
            </button>
          )}
          {fitment.mounted.size > 0 && (
            <button type="button" className="button secondary" onClick={() => setChange("dismount")}>
              <Trans>Take off</Trans>
            </button>
          )}
          <button type="button" className="button secondary" onClick={() => setEditing("new")}>
            <Icon name="plus" size={18} />
            <Trans>Add a set</Trans>
          </button>
        </div>
      )}
      {report.length === 0 ? (
        <p className="card empty">
          <Trans>
            No tyre set yet. Add the set on the vehicle (its size as on the sidewall, each tyre's DOT code, what it
            cost) and put it on: Odo then counts each tyre's km, follows its tread and says when it reaches the legal
            minimum.
          </Trans>
        </p>
      ) : (
        <>
          <section aria-labelledby="tyres-on-title" className="section">
            <h2 id="tyres-on-title">
              <Trans>On the vehicle</Trans>
            </h2>
            {mounted.length === 0 ? (
              <p className="card empty">
                <Trans>No set is on the vehicle in Odo: put one on to count its km.</Trans>
              </p>
            ) : (
              mounted.map(card)
            )}
          </section>
          {stored.length > 0 && (
            <section aria-labelledby="tyres-stored-title" className="section">
              <h2 id="tyres-stored-title">
                <Trans>In storage</Trans>
              </h2>
              {stored.map(card)}
            </section>
          )}
          {retired.length > 0 && (
            <details className="section tyre-retired">
              <summary>
                <Trans>Retired sets</Trans> ({retired.length})
              </summary>
              {retired.map(card)}
            </details>
          )}
        </>
      )}
      <TyreHistoryList
        events={history.tyreEvents}
        readings={history.treadReadings}
        sets={history.tyreSets}
        mayDelete={(entry) => can.addMaintenance && mayDelete(entry)}
      />
      <TyreSetFormDialog
        open={editing !== null}
        vehicleType={vehicle.vehicleType}
        editing={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onSave={async (input) => {
          if (editing === "new") {
            const set = await addTyreSet(db, vehicle._id, input);
            // From a tyres maintenance: the new set goes on at its date and km, one tap away.
            if (adding?.at) {
              setPreset({ set: set._id, date: adding.at, km: adding.km });
              setChange("mount");
            }
          } else if (editing) await updateTyreSet(db, editing, input);
          setEditing(null);
        }}
      />
      <TyreChangeDialog
        open={change !== null}
        kind={change ?? "mount"}
        vehicle={vehicle}
        sets={history.tyreSets}
        events={events}
        fitment={fitment}
        odometer={odometer}
        preset={preset}
        onClose={() => setChange(null)}
        onSaved={() => setChange(null)}
      />
      <TreadDialog
        open={measuring}
        vehicle={vehicle}
        fitment={fitment}
        odometer={odometer}
        onClose={() => setMeasuring(false)}
        onSaved={() => setMeasuring(false)}
      />
      <ConfirmModal
        open={deleting !== null}
        destructive
        title={t`Delete this tyre set?`}
        icon={<Icon name="trash" size={28} />}
        confirmLabel={t`Delete`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteTyreSet(db, deleting);
          setDeleting(null);
        }}
      >
        <p>
          <Trans>
            Its moves and tread readings stay in the history. A worn-out set is better retired: it keeps its km and
            cost.
          </Trans>
        </p>
      </ConfirmModal>
    </main>
  );
}
