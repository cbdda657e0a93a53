import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  dateTimeFormat,
  filterHistory,
  type HistoryEntry,
  type HistoryKind,
  type HistoryMonth,
  historyByMonth,
  historyKinds,
  historyTotals,
} from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useFileCounts } from "../../data/file-counts.js";
import { useVehicle } from "../../data/garage.js";
import { useHistoryEntries } from "../../data/history-entries.js";
import { useEntryAuthorText } from "../../shared/entry-kit/entry-author.js";
import { entryCreator, HistoryRow } from "../../shared/entry-kit/history-row.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { moneyTotals, quantity, timeZone } from "../../shared/i18n/format.js";
import { historyLabels, maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { currentLanguage } from "../../shared/i18n/i18n.js";
import type { HistorySearch } from "../../shared/routing/search.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";

// Scrolling re-renders the screen each frame; rows already on screen keep their output.
const MemoHistoryRow = memo(HistoryRow);

type Row = { kind: "month"; month: HistoryMonth } | { kind: "entry"; entry: HistoryEntry };

/** The heights of `.history-month` and `.history-item` in history.css. */
const monthRem = 3.25;
const entryRem = 4.5;
const remPixels = () => Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

const monthName = (month: string) =>
  dateTimeFormat(currentLanguage(), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

/**
 * `/vehicle/history/{id}`: every maintenance and refuel, newest first, in months with their totals;
 * filtered by kind, days and text (kept in the address), with the totals of what is shown. Only
 * the rows on screen are drawn, so ten thousand entries scroll as smoothly as ten.
 */
export function HistoryScreen({ vehicleId, filter }: { vehicleId: string; filter: HistorySearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const authorOf = useEntryAuthorText(vehicle);
  const files = useFileCounts(vehicleId);
  const entries = useHistoryEntries(vehicleId);
  const kinds = useMemo(
    () =>
      (filter.kinds?.split(",") ?? []).filter((kind): kind is HistoryKind =>
        (historyKinds as readonly string[]).includes(kind),
      ),
    [filter.kinds],
  );
  const kindName = (kind: HistoryKind) =>
    kind === "refuel" ? t`Refuels` : kind === "expense" ? t`Expenses` : maintenanceTypeName(kind);
  // New names when the language changes (`t` changes with it).
  const labels = useMemo(() => historyLabels(t), [t]);
  const shown = useMemo(
    () =>
      entries &&
      filterHistory(entries, { kinds, from: filter.from, to: filter.to, query: filter.q }, labels, timeZone()),
    [entries, kinds, filter.from, filter.to, filter.q, labels],
  );
  const totals = useMemo(() => historyTotals(shown ?? []), [shown]);
  const rows = useMemo<Row[]>(
    () =>
      historyByMonth(shown ?? [], timeZone()).flatMap((month) => [
        { kind: "month", month } as const,
        ...month.entries.map((entry) => ({ kind: "entry", entry }) as const),
      ]),
    [shown],
  );
  const list = useRef<HTMLOListElement>(null);
  // Where the list starts on the page (below the filters): the window scrolls, not the list.
  const [listTop, setListTop] = useState(0);
  useLayoutEffect(() => {
    const top = list.current?.offsetTop ?? 0;
    if (top !== listTop) setListTop(top);
  });
  const rem = remPixels();
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    // The CSS heights of a month header and a row: no row is measured while scrolling.
    estimateSize: (index) => rem * (rows[index]?.kind === "month" ? monthRem : entryRem),
    overscan: 8,
    scrollMargin: listTop,
  });

  if (vehicle === null) return <VehicleMissing />;
  if (vehicle === undefined || entries === undefined || shown === undefined) return <Spinner label={t`Loading…`} />;

  const setFilter = (next: Partial<HistorySearch>) =>
    void navigate({
      to: "/vehicle/history/$id",
      params: { id: vehicleId },
      search: (previous) => {
        const merged = { ...previous, ...next };
        return Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as HistorySearch;
      },
      replace: true,
    });
  const toggleKind = (kind: HistoryKind) => {
    const next = kinds.includes(kind) ? kinds.filter((other) => other !== kind) : [...kinds, kind];
    setFilter({ kinds: next.join(",") || undefined });
  };
  const filtered = kinds.length > 0 || filter.from || filter.to || filter.q;

  return (
    <main id="main" className="page">
      <PageHeader
        title={t`History`}
        back={{ to: "/vehicle/$id", params: { id: vehicleId } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <nav className="history-tools" aria-label={t`Import, export and print`}>
        {!vehicle.access && (
          <>
            <Link to="/user/import" search={{ vehicle: vehicleId }} className="button secondary small">
              <Icon name="upload" size={18} />
              <Trans>Import</Trans>
            </Link>
            <Link to="/user/export" search={{ vehicle: vehicleId }} className="button secondary small">
              <Icon name="download" size={18} />
              <Trans>Export</Trans>
            </Link>
          </>
        )}
        <Link to="/vehicle/print/$id" params={{ id: vehicleId }} className="button secondary small">
          <Icon name="printer" size={18} />
          <Trans>Print</Trans>
        </Link>
        {!vehicle.access && (
          <Link to="/vehicle/share-history/$id" params={{ id: vehicleId }} className="button secondary small">
            <Icon name="share" size={18} />
            <Trans>Share for a buyer</Trans>
          </Link>
        )}
      </nav>
      <section className="card stack history-filters" aria-label={t`Filters`}>
        <div className="field search-field">
          <label htmlFor="history-search" className="visually-hidden">
            {t`Search the history`}
          </label>
          <Icon name="search" size={18} className="search-icon" />
          <input
            id="history-search"
            type="search"
            placeholder={t`Search: oil, brakes, Puma…`}
            value={filter.q ?? ""}
            onChange={(event) => setFilter({ q: event.target.value || undefined })}
          />
        </div>
        <fieldset className="chips">
          <legend className="visually-hidden">{t`Kinds`}</legend>
          {historyKinds.map((kind) => (
            <button
              key={kind}
              type="button"
              className="chip"
              aria-pressed={kinds.includes(kind)}
              onClick={() => toggleKind(kind)}
            >
              {kindName(kind)}
            </button>
          ))}
        </fieldset>
        <div className="grid-2">
          <div className="field">
            <label htmlFor="history-from">{t`From`}</label>
            <input
              id="history-from"
              type="date"
              value={filter.from ?? ""}
              onChange={(event) => setFilter({ from: event.target.value || undefined })}
            />
          </div>
          <div className="field">
            <label htmlFor="history-to">{t`To`}</label>
            <input
              id="history-to"
              type="date"
              value={filter.to ?? ""}
              onChange={(event) => setFilter({ to: event.target.value || undefined })}
            />
          </div>
        </div>
        <p className="history-totals" aria-live="polite">
          <Plural value={totals.count} one="# entry" other="# entries" /> · {moneyTotals(totals.amounts)}
          {totals.quantities.map((total) => ` · ${quantity(total.quantity, total.energy)}`).join("")}
        </p>
      </section>
      {entries.length === 0 ? (
        <section className="card empty">
          <p>
            <Trans>Nothing logged yet. Refuels and maintenance you log show here, newest first.</Trans>
          </p>
        </section>
      ) : shown.length === 0 ? (
        <section className="card empty">
          <p>
            <Trans>Nothing matches these filters.</Trans>
          </p>
          {filtered && (
            <button
              type="button"
              className="button secondary"
              onClick={() => setFilter({ kinds: undefined, from: undefined, to: undefined, q: undefined })}
            >
              <Trans>Show everything</Trans>
            </button>
          )}
        </section>
      ) : (
        <ol ref={list} className="history-list" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <li
                key={row.kind === "month" ? row.month.month : row.entry._id}
                className={row.kind === "month" ? "history-month" : "history-item"}
                style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
              >
                {row.kind === "month" ? (
                  <>
                    <h2>{monthName(row.month.month)}</h2>
                    <span className="history-month-total">{moneyTotals(row.month.totals)}</span>
                  </>
                ) : (
                  <MemoHistoryRow
                    vehicleId={vehicleId}
                    entry={row.entry}
                    files={files.get(row.entry._id)}
                    author={authorOf(entryCreator(row.entry))}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </main>
  );
}
