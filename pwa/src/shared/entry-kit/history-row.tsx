import { useLingui as useActiveCatalog } from "@lingui/react";
import { Plural, Trans } from "@lingui/react/macro";
import { energyOf, type HistoryEntry, isUnnamedStation, type Vehicle } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useFileCounts } from "../../data/file-counts.js";
import { day, distance, money, quantity, whenRelative } from "../i18n/format.js";
import {
  adjustmentName,
  chargePlaceName,
  expenseCategoryName,
  maintenanceTypeName,
  refuelName,
} from "../i18n/garage-labels.js";
import { Icon, type IconName } from "../ui/icons.js";
import { useEntryAuthorText } from "./entry-author.js";
import { SealMark } from "./entry-mark.js";

const icons: Record<HistoryEntry["kind"], IconName> = {
  refuel: "fuel",
  general: "wrench",
  tires: "tire",
  battery: "battery",
  expense: "wallet",
};

/** What an entry was, in a line: the work done or the notes; the station or the place. */
export function useEntryTitle(): (entry: HistoryEntry) => string {
  // The names below read the active catalog: subscribing re-renders the row when the language changes.
  useActiveCatalog();
  return (entry) => {
    if (entry.kind === "refuel") {
      const { name, location } = entry.refuel.gasStation;
      const energy = energyOf(entry.refuel);
      const what = refuelName(energy, entry.refuel.fullTank === false);
      const place = entry.refuel.chargePlace ? chargePlaceName(entry.refuel.chargePlace) : "";
      return [what, place, isUnnamedStation(name) ? "" : name, location].filter(Boolean).join(" · ");
    }
    if (entry.kind === "expense") {
      const { category, place, notes } = entry.expense;
      return [expenseCategoryName(category), place || notes].filter(Boolean).join(" · ");
    }
    const work = entry.maintenance.adjustments.map(adjustmentName).join(", ");
    return work || entry.maintenance.description || maintenanceTypeName(entry.kind);
  };
}

/**
 * One row of a vehicle's history, a refuel or a maintenance, opening its detail (SPEC §2); a
 * paperclip and a count when it keeps files (a receipt, an invoice).
 */
export function HistoryRow({
  vehicleId,
  entry,
  files = 0,
  author = null,
}: {
  vehicleId: string;
  entry: HistoryEntry;
  files?: number | undefined;
  /** "Logged by María" when someone else logged it on a shared vehicle. */
  author?: string | null | undefined;
}) {
  const titleOf = useEntryTitle();
  const link =
    entry.kind === "refuel"
      ? ({ to: "/refuel/detail/$id/$rid", params: { id: vehicleId, rid: entry._id } } as const)
      : entry.kind === "expense"
        ? ({ to: "/expense/detail/$id/$eid", params: { id: vehicleId, eid: entry._id } } as const)
        : ({ to: "/maintenance/detail/$id/$mid", params: { id: vehicleId, mid: entry._id } } as const);
  const details = [
    entry.km !== null ? distance(entry.km) : null,
    entry.kind === "refuel" ? quantity(entry.refuel.quantity, energyOf(entry.refuel)) : null,
  ].filter(Boolean);
  return (
    <Link {...link} className="history-row">
      <span className={`history-icon ${entry.kind}`}>
        <Icon
          name={entry.kind === "refuel" && energyOf(entry.refuel) === "electricity" ? "plug" : icons[entry.kind]}
          size={20}
        />
      </span>
      <span className="history-text">
        <span className="history-title">{titleOf(entry)}</span>
        <span className="history-sub">
          {files > 0 && (
            <span className="history-files">
              <Icon name="paperclip" size={14} />
              <span aria-hidden="true">{files}</span>
              <span className="visually-hidden">
                <Plural value={files} one="# file" other="# files" />
              </span>
            </span>
          )}
          {entry.kind !== "refuel" && entry.kind !== "expense" && entry.maintenance.dateUnknown ? (
            <Trans>Date unknown</Trans>
          ) : (
            // An expense has a day, not a time: "12:00 PM" would be made up.
            <time dateTime={entry.date}>{entry.kind === "expense" ? day(entry.date) : whenRelative(entry.date)}</time>
          )}
          {details.length > 0 && ` · ${details.join(" · ")}`}
        </span>
        {entry.kind !== "refuel" && entry.kind !== "expense" && <SealMark maintenance={entry.maintenance} />}
        {author && <span className="history-mark muted">{author}</span>}
      </span>
      {entry.amount !== null && <span className="history-amount">{money(entry.amount, entry.currency)}</span>}
    </Link>
  );
}

/** Who wrote an entry of the history (a workshop's entry names its shop in its own mark). */
export function entryCreator(entry: HistoryEntry): string | null {
  if (entry.kind === "refuel") return entry.refuel.createdBy;
  if (entry.kind === "expense") return entry.expense.createdBy;
  return entry.maintenance.loggedByShop ? null : entry.maintenance.createdBy;
}

/** A short list of entries (the latest few), or a line saying nothing was logged yet. */
export function EntryList({ vehicle, entries }: { vehicle: Vehicle; entries: HistoryEntry[] }) {
  const vehicleId = vehicle._id;
  const files = useFileCounts(vehicleId);
  const authorOf = useEntryAuthorText(vehicle);
  if (entries.length === 0) {
    return (
      <p className="muted">
        <Trans>Nothing logged yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="history">
      {entries.map((entry) => (
        <li key={entry._id}>
          <HistoryRow
            vehicleId={vehicleId}
            entry={entry}
            files={files.get(entry._id)}
            author={authorOf(entryCreator(entry))}
          />
        </li>
      ))}
    </ul>
  );
}
