import { Trans, useLingui } from "@lingui/react/macro";
import {
  inTimelineOrder,
  type TreadReading,
  type TyreEvent,
  type TyreEventAction,
  type TyreSet,
  tyreEventAction,
  tyreIdOf,
} from "@odo/domain";
import { useState } from "react";
import { treadReadingBy } from "../../shared/garage/tread-by.js";
import { day, distance, list, tread } from "../../shared/i18n/format.js";
import { setLabel } from "../../shared/i18n/tyre-labels.js";
import { useDatabase } from "../../shared/sync/context.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { Icon } from "../../shared/ui/icons.js";
import { deleteTread, deleteTyreChange } from "./tyre-mutations.js";

interface Line {
  id: string;
  date: string;
  km: number | null;
  text: string;
  /** Who stands behind it: a workshop by name, a workshop's signature (kept, or broken by a change since). */
  by: string | null;
  signed?: "kept" | "changed";
  entry: { kind: "event"; event: TyreEvent } | { kind: "reading"; reading: TreadReading };
}

/** Each event's action, read in the order they happened (what was on before each one). */
function eventActions(events: readonly TyreEvent[]): Map<string, TyreEventAction> {
  const on = new Set<string>();
  const actions = new Map<string, TyreEventAction>();
  for (const event of inTimelineOrder(events)) {
    actions.set(event._id, tyreEventAction(event, on));
    for (const move of event.moves) {
      if (move.to === null) on.delete(tyreIdOf(move));
      else on.add(tyreIdOf(move));
    }
  }
  return actions;
}

/** The tyres' story, newest first: sets on and off, rotations, tread measured (and by which workshop). */
export function TyreHistoryList({
  events,
  readings,
  sets,
  mayDelete,
}: {
  events: readonly TyreEvent[];
  readings: readonly TreadReading[];
  sets: readonly TyreSet[];
  /** Whether the holder may delete an entry: the owner any, others what they logged (SPEC §6). */
  mayDelete: (entry: TyreEvent | TreadReading) => boolean;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const [deleting, setDeleting] = useState<Line["entry"] | null>(null);
  const nameOf = (id: string) => {
    const set = sets.find((each) => each._id === id);
    return set ? setLabel(set) : t`a deleted set`;
  };
  const setsIn = (event: TyreEvent, on: boolean) =>
    list([...new Set(event.moves.filter((move) => (move.to !== null) === on).map((move) => nameOf(move.set)))]);
  const actions = eventActions(events);
  const eventText = (event: TyreEvent): string => {
    switch (actions.get(event._id)) {
      case "mount":
        return t`${setsIn(event, true)} put on`;
      case "dismount":
        return t`${setsIn(event, false)} taken off`;
      case "swap":
        return t`${setsIn(event, true)} on, ${setsIn(event, false)} off`;
      default:
        return t`Tyres rotated`;
    }
  };
  const readingText = (reading: TreadReading) => {
    const depths = reading.depths.map((depth) => depth.treadMm);
    const low = Math.min(...depths);
    const high = Math.max(...depths);
    const range = low === high ? tread(low) : `${tread(low)} – ${tread(high)}`;
    return t`Tread measured: ${range}`;
  };
  const lines: Line[] = [
    ...events.map((event) => ({
      id: event._id,
      date: event.date,
      km: event.km,
      text: eventText(event),
      by: event.loggedByShop ? t`by ${event.loggedByShop}` : null,
      entry: { kind: "event" as const, event },
    })),
    ...readings.map((reading): Line => {
      const by = treadReadingBy(reading);
      return {
        id: reading._id,
        date: reading.date,
        km: reading.km,
        text: readingText(reading),
        by: by?.text ?? null,
        ...(by?.signed ? { signed: by.signed } : {}),
        entry: { kind: "reading", reading },
      };
    }),
  ].sort((a, b) => b.date.localeCompare(a.date));
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="tyre-history-title" className="section">
      <h2 id="tyre-history-title">
        <Trans>History</Trans>
      </h2>
      <ul className="card history-list-static tyre-history">
        {lines.map((line) => (
          <li key={line.id} className="row spread">
            <span className="tyre-history-text">
              <span>{line.text}</span>
              <span className="muted small-text">
                {[day(line.date), line.km === null ? null : distance(line.km)].filter(Boolean).join(" · ")}
              </span>
              {line.by && (
                <span
                  className={`small-text tyre-by${line.signed ? ` tone-${line.signed === "kept" ? "good" : "warning"}` : ""}`}
                >
                  {line.signed === "kept" && <Icon name="check" size={14} />}
                  {line.by}
                </span>
              )}
            </span>
            {mayDelete(line.entry.kind === "event" ? line.entry.event : line.entry.reading) && (
              <button
                type="button"
                className="button danger quiet small"
                aria-label={t`Delete: ${line.text}`}
                onClick={() => setDeleting(line.entry)}
              >
                <Icon name="trash" size={16} />
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmModal
        open={deleting !== null}
        destructive
        title={deleting?.kind === "event" ? t`Delete this tyre change?` : t`Delete this tread reading?`}
        icon={<Icon name="trash" size={28} />}
        confirmLabel={t`Delete`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting?.kind === "event") void deleteTyreChange(db, deleting.event);
          if (deleting?.kind === "reading") void deleteTread(db, deleting.reading);
          setDeleting(null);
        }}
      >
        {deleting?.kind === "event" && (
          <p>
            <Trans>The tyres it moved count their km as if it had not happened.</Trans>
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}
