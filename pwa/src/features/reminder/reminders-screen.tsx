import { Trans, useLingui } from "@lingui/react/macro";
import { capabilitiesByRole, type DueItem, mayChangeReminder, powerOf, type Reminder, type User } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useHistory, useVehicle } from "../../data/garage.js";
import { vehicleSummary } from "../../data/vehicle-summary.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { dueItemLink } from "../../shared/garage/due-link.js";
import {
  dueItemDistance,
  dueItemName,
  dueItemText,
  projectionText,
  reminderName,
} from "../../shared/garage/due-text.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { ReminderFormDialog } from "./reminder-form.js";
import {
  addReminder,
  completeReminder,
  deleteReminder,
  dismissReminder,
  snoozeReminder,
  updateReminder,
} from "./reminder-mutations.js";

const levelTone = { ok: "good", soon: "warning", due: "urgent", overdue: "urgent" } as const;

/**
 * `/vehicle/{id}/reminders`: everything coming up for the vehicle (its service, parts, dates and
 * the reminders set for it) with how far and, at the vehicle's pace, when; reminders are added,
 * edited, marked done, snoozed for a week, put away or deleted here, offline.
 */
export function RemindersScreen({
  vehicleId,
  user,
  adding = false,
  nextService = false,
}: {
  vehicleId: string;
  user: User;
  adding?: boolean | undefined;
  /** Opened by a workshop's "Done": the new reminder is the owner's next service. */
  nextService?: boolean | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  const [editing, setEditing] = useState<Reminder | null | "new">(adding || nextService ? "new" : null);
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const summary = useMemo(() => vehicle && history && vehicleSummary(vehicle, history), [vehicle, history]);
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history || !summary) return <Spinner label={t`Loading…`} />;
  const role = vehicle.access?.role ?? "owner";
  const can = capabilitiesByRole[role];
  const reminderOf = (item: DueItem) => history.reminders.find((reminder) => reminder._id === item.reminder?._id);
  const putAway = history.reminders.filter((reminder) => reminder.dismissed);
  const mayChange = (reminder: Reminder) => mayChangeReminder(role, reminder, me._id);

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Reminders`}
        back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      {can.addReminders && (
        <button type="button" className="button block" onClick={() => setEditing("new")}>
          <Icon name="plus" size={18} />
          <Trans>Add a reminder</Trans>
        </button>
      )}
      <section aria-labelledby="coming-up-title" className="section">
        <h2 id="coming-up-title">
          <Trans>Coming up</Trans>
        </h2>
        {summary.due.length === 0 ? (
          <p className="card empty">
            <Trans>
              Nothing to follow yet. Set the service interval, log when parts were last replaced, add the insurance date
              or a reminder of your own.
            </Trans>
          </p>
        ) : (
          <ul className="reminder-list">
            {summary.due.map((item) => {
              const reminder = reminderOf(item);
              // A tyre item says its own line: the tread it reaches and when, or the set's age.
              const tyreLine = item.kind === "tyreTread" || item.kind === "tyreAge" ? dueItemText(item) : null;
              const projection = tyreLine ? null : projectionText(item.projection);
              return (
                <li key={item.id} className={`card reminder-item tone-${levelTone[item.level]}`}>
                  <div className="row spread">
                    <h3>{dueItemName(item)}</h3>
                    <span className={`status-pill tone-${levelTone[item.level]}`}>{levelName(item)}</span>
                  </div>
                  <p className="reminder-distance">{tyreLine ?? dueItemDistance(item)}</p>
                  {reminder?.setByShop && <p className="muted small-text">{t`Set by ${reminder.setByShop}`}</p>}
                  {projection && <p className="muted small-text">{projection}</p>}
                  {item.snoozed && (
                    <p className="muted small-text">
                      <Trans>Snoozed for now</Trans>
                    </p>
                  )}
                  <div className="reminder-actions">
                    {item.entry && can.addMaintenance && (
                      <Link {...dueItemLink(vehicle._id, item)} className="button secondary small">
                        <Icon name="wrench" size={16} />
                        <Trans>Log it</Trans>
                      </Link>
                    )}
                    {(item.kind === "insurance" || item.kind === "taxes") && can.editVehicle && (
                      <Link {...dueItemLink(vehicle._id, item)} className="button secondary small">
                        <Icon name="pencil" size={16} />
                        <Trans>Change the date</Trans>
                      </Link>
                    )}
                    {reminder && (
                      <>
                        <button
                          type="button"
                          className="button secondary small"
                          onClick={() => void completeReminder(db, reminder, summary.odometer)}
                        >
                          <Icon name="check" size={16} />
                          <Trans>Done</Trans>
                        </button>
                        {item.level !== "ok" && !item.snoozed && (
                          <button
                            type="button"
                            className="button secondary small"
                            onClick={() => void snoozeReminder(db, reminder)}
                          >
                            <Icon name="clock" size={16} />
                            <Trans>Snooze a week</Trans>
                          </button>
                        )}
                        {mayChange(reminder) && (
                          <>
                            <button type="button" className="button plain small" onClick={() => setEditing(reminder)}>
                              <Icon name="pencil" size={16} />
                              <Trans>Edit</Trans>
                            </button>
                            <button
                              type="button"
                              className="button plain small"
                              onClick={() => void dismissReminder(db, reminder)}
                            >
                              <Trans>Put away</Trans>
                            </button>
                            <button
                              type="button"
                              className="button danger quiet small"
                              onClick={() => setDeleting(reminder)}
                            >
                              <Icon name="trash" size={16} />
                              <Trans>Delete</Trans>
                            </button>
                          </>
                        )}
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {putAway.length > 0 && (
        <section aria-labelledby="put-away-title" className="section tight">
          <h2 id="put-away-title">
            <Trans>Put-away reminders</Trans>
          </h2>
          <ul className="card history-list-static">
            {putAway.map((reminder) => (
              <li key={reminder._id} className="row spread put-away-row">
                <span>{reminderName(reminder)}</span>
                {mayChange(reminder) && (
                  <button
                    type="button"
                    className="button secondary small"
                    onClick={() => void dismissReminder(db, reminder, false)}
                  >
                    <Trans>Bring back</Trans>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ReminderFormDialog
        open={editing !== null}
        vehicleType={vehicle.vehicleType}
        power={powerOf(vehicle)}
        editing={editing === "new" ? null : editing}
        nextService={nextService}
        onClose={() => setEditing(null)}
        onSave={async (input) => {
          // The workshop's next service is the service: it stands in for the interval's (one item, not two).
          const asService =
            nextService && !input.adjustment && !input.maintenanceType
              ? { ...input, maintenanceType: "general" as const }
              : input;
          if (editing === "new") await addReminder(db, vehicle, asService);
          else if (editing) await updateReminder(db, editing, input);
          setEditing(null);
        }}
      />
      <ConfirmModal
        open={deleting !== null}
        destructive
        title={t`Delete this reminder?`}
        icon={<Icon name="trash" size={28} />}
        confirmLabel={t`Delete`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteReminder(db, deleting);
          setDeleting(null);
        }}
      />
    </main>
  );

  function levelName(item: DueItem): string {
    switch (item.level) {
      case "ok":
        return t`On track`;
      case "soon":
        return t`Soon`;
      case "due":
        return t`Due`;
      case "overdue":
        return t`Overdue`;
    }
  }
}
