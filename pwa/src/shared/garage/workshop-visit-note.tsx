import { Trans, useLingui } from "@lingui/react/macro";
import { mayEndWorkshopVisit, type User, type Vehicle, workshopVisitOf } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { setNextServiceSince } from "../../data/garage.js";
import { dateTime } from "../i18n/format.js";
import { messageText } from "../i18n/messages.js";
import { useDatabase } from "../sync/context.js";
import { Icon } from "../ui/icons.js";
import { showToast } from "../ui/toasts.js";
import { endWorkshopVisit } from "./vehicle-mutations.js";

/**
 * "In the workshop" (SPEC §2 maintenance mode): the shop's name and since when, read from the
 * device. The workshop ends the visit with Done, the owner with Collected; anyone else only reads.
 * In the shop's own panel the vehicle heads the note and the shop's name goes without saying.
 */
export function WorkshopVisitNote({
  vehicle,
  me,
  heading,
}: {
  vehicle: Vehicle;
  me: Pick<User, "_id">;
  heading?: ReactNode;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  const visit = workshopVisitOf(vehicle);
  if (!visit) return null;
  const shop = visit.shopName;
  const since = dateTime(visit.since);
  const byWorkshop = visit.workshopId === me._id;
  const end = async () => {
    setEnding(true);
    try {
      await endWorkshopVisit(db, vehicle);
      showToast(byWorkshop ? t`Visit done: the owner is told.` : t`Marked as collected.`, "success");
      // Handing the vehicle back, the workshop sets the next service, unless it already did on the
      // maintenance form during this visit: it lands in the owner's reminders.
      if (byWorkshop && !(await setNextServiceSince(db, vehicle._id, me._id, visit.since)))
        void navigate({ to: "/vehicle/$id/reminders", params: { id: vehicle._id }, search: { next: true } });
    } catch {
      showToast(messageText("wentWrong"), "danger");
    } finally {
      setEnding(false);
    }
  };
  return (
    <div className="card workshop-visit">
      <Icon name="wrench" size={22} className="workshop-visit-icon" />
      <p className="workshop-visit-text">
        <strong>{heading ?? <Trans>In the workshop</Trans>}</strong>
        <span className="muted">
          {heading ? (
            <Trans>Since {since}</Trans>
          ) : (
            <Trans>
              {shop} · since {since}
            </Trans>
          )}
        </span>
      </p>
      {mayEndWorkshopVisit(vehicle, me._id) && (
        <button type="button" className="button small workshop-visit-end" onClick={() => void end()} disabled={ending}>
          {byWorkshop ? <Trans>Done</Trans> : <Trans>Collected</Trans>}
        </button>
      )}
    </div>
  );
}
