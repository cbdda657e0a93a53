import { Trans, useLingui } from "@lingui/react/macro";
import { currencyOf, type Maintenance, ownershipCost, totalsByCurrency } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useVehicleAttachments } from "../../data/files.js";
import { currentOdometer, type History, useHistory, useVehicle } from "../../data/garage.js";
import { SealMark } from "../../shared/entry-kit/entry-mark.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { treadReadingBy } from "../../shared/garage/tread-by.js";
import { day, distance, money, moneyTotals, tread } from "../../shared/i18n/format.js";
import {
  adjustmentName,
  costKindName,
  expenseCategoryName,
  maintenanceTitle,
} from "../../shared/i18n/garage-labels.js";
import { vehicleTypeName } from "../../shared/i18n/labels.js";
import { positionName, setWithSize } from "../../shared/i18n/tyre-labels.js";
import { Fact, Facts } from "../../shared/ui/facts.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { Switch } from "../../shared/ui/switch.js";
import { HistoryLinkBlock } from "./history-link-block.js";
import { loggedByText } from "./logged-by.js";
import { PrintedDocuments, PrintedThumbnails } from "./printed-files.js";

/** The work itself, or the kind of maintenance when no work was listed; then the notes. */
const workDone = (maintenance: Maintenance) =>
  [
    maintenance.adjustments.map(adjustmentName).join(", ") || maintenanceTitle(maintenance.type),
    maintenance.description ?? "",
  ]
    .filter(Boolean)
    .join(" · ");

/**
 * `/vehicle/print/{id}`: the vehicle's service history as one clean page: its details, every
 * maintenance (date, km, the work, cost, who logged it) and the totals. The print stylesheet
 * drops the app's chrome, so the browser's "Save as PDF" gives what an owner hands a buyer.
 */
export function ServiceHistoryPrint({ vehicleId, link }: { vehicleId: string; link?: string | undefined }) {
  const { t } = useLingui();
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  const [withCosts, setWithCosts] = useState(false);
  const [withFiles, setWithFiles] = useState(true);
  const attachments = useVehicleAttachments(vehicleId);
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history || !attachments) return <Spinner label={t`Loading…`} />;
  const maintenances = [...history.maintenances].sort((a, b) => a.date.localeCompare(b.date));
  const serviceTotals = moneyTotals(totalsByCurrency(maintenances));
  const fuelTotals = moneyTotals(totalsByCurrency(history.refuels));
  const filesOf = (id: string) => attachments.filter((attachment) => attachment.recordId === id);
  const byDate = <Entry extends { date: string }>(entries: readonly Entry[]) =>
    [...entries].sort((a, b) => a.date.localeCompare(b.date));
  const documents = [
    ...maintenances.flatMap((maintenance) =>
      filesOf(maintenance._id).map((attachment) => ({
        attachment,
        caption: t`${maintenanceTitle(maintenance.type)} of ${day(maintenance.date)}`,
      })),
    ),
    // The receipts from the pump and of every other cost: what the owner paid, kept with the history.
    ...byDate(history.refuels).flatMap((refuel) =>
      filesOf(refuel._id).map((attachment) => ({ attachment, caption: t`Refuel of ${day(refuel.date)}` })),
    ),
    ...byDate(history.expenses).flatMap((expense) =>
      filesOf(expense._id).map((attachment) => ({
        attachment,
        caption: t`${expenseCategoryName(expense.category)} of ${day(expense.date)}`,
      })),
    ),
    ...attachments
      .filter((attachment) => attachment.purpose === "paper")
      .map((attachment) => ({ attachment, caption: t`Vehicle paper` })),
  ];
  return (
    <main id="main" className="page print-page">
      <PageHeader
        title={t`Service history`}
        back={{ to: "/vehicle/history/$id", params: { id: vehicleId } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <p className="muted">
        <Trans>Printed from Odo on {day(new Date().toISOString())}</Trans>
      </p>
      <button type="button" className="button primary block no-print" onClick={() => window.print()}>
        <Trans>Print or save as PDF</Trans>
      </button>
      {!vehicle.access && !link && (
        <Link to="/vehicle/share-history/$id" params={{ id: vehicleId }} className="button secondary block no-print">
          <Trans>Share a copy a buyer can check</Trans>
        </Link>
      )}
      <div className="no-print">
        <Switch name="withCosts" checked={withCosts} onChange={setWithCosts}>
          <Trans>Include a summary of what owning it cost</Trans>
        </Switch>
        {documents.length > 0 && (
          <Switch name="withFiles" checked={withFiles} onChange={setWithFiles}>
            <Trans>Include receipts and papers (a page each)</Trans>
          </Switch>
        )}
      </div>
      {link && <HistoryLinkBlock token={link} />}
      <Facts>
        <Fact label={t`Type`}>{vehicleTypeName(vehicle.vehicleType)}</Fact>
        {vehicle.year !== null && <Fact label={t`Year`}>{vehicle.year}</Fact>}
        {vehicle.plateNumber && <Fact label={t`Plate`}>{vehicle.plateNumber}</Fact>}
        {vehicle.bodySerial && <Fact label={t`Body serial (VIN)`}>{vehicle.bodySerial}</Fact>}
        <Fact label={t`Odometer`}>{distance(currentOdometer(vehicle, history))}</Fact>
        <Fact label={t`Services logged`}>{maintenances.length}</Fact>
      </Facts>
      {maintenances.length === 0 ? (
        <p className="card empty">
          <Trans>No maintenance logged yet.</Trans>
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the phone scrolls sideways, by keyboard too.
        <section className="table-scroll" aria-label={t`Maintenances`} tabIndex={0}>
          <table className="data-table print-table">
            <caption className="visually-hidden">
              <Trans>Every maintenance, oldest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Odometer</Trans>
                </th>
                <th scope="col">
                  <Trans>Work done</Trans>
                </th>
                <th scope="col">
                  <Trans>Cost</Trans>
                </th>
                <th scope="col">
                  <Trans>Logged by</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {maintenances.map((maintenance) => (
                <tr key={maintenance._id}>
                  <td>{day(maintenance.date)}</td>
                  <td>{maintenance.kms === null ? "—" : distance(maintenance.kms)}</td>
                  <td>
                    {workDone(maintenance)}
                    {withFiles && <PrintedThumbnails attachments={filesOf(maintenance._id)} />}
                  </td>
                  <td>{maintenance.amount === null ? "—" : money(maintenance.amount, currencyOf(maintenance))}</td>
                  <td>
                    {loggedByText(maintenance, vehicle)}
                    <SealMark maintenance={maintenance} imported />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Facts>
        <Fact label={t`Spent on maintenance`}>{serviceTotals || "—"}</Fact>
        <Fact label={t`Spent on fuel`}>{fuelTotals || "—"}</Fact>
      </Facts>
      <PrintedTreads history={history} />
      {withCosts && <CostSummary history={history} />}
      {withFiles && <PrintedDocuments documents={documents} />}
    </main>
  );
}

/** Every kind of cost since the first entry, each currency apart: what the owner chose to print. */
function CostSummary({ history }: { history: Parameters<typeof ownershipCost>[0] }) {
  const { t } = useLingui();
  const cost = ownershipCost(history, null, new Date());
  return (
    <section className="card" aria-labelledby="print-costs">
      <h2 id="print-costs">
        <Trans>What owning it cost</Trans>
      </h2>
      <Facts>
        {cost.rows.map((row) => (
          <Fact key={`${row.kind}|${row.currency}`} label={costKindName(row.kind)}>
            {money(row.total, row.currency)}
          </Fact>
        ))}
        <Fact label={t`All together`} wide>
          {cost.totals.length === 0 ? "—" : moneyTotals(cost.totals)}
        </Fact>
      </Facts>
    </section>
  );
}

/** The tyres' tread as measured, oldest first, each reading with who stands behind it (a workshop's signature). */
function PrintedTreads({ history }: { history: Pick<History, "treadReadings" | "tyreSets"> }) {
  const { t } = useLingui();
  if (history.treadReadings.length === 0) return null;
  const readings = [...history.treadReadings].sort((a, b) => a.date.localeCompare(b.date));
  const setName = (id: string) => {
    const set = history.tyreSets.find((each) => each._id === id);
    return set ? setWithSize(set) : "";
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the phone scrolls sideways, by keyboard too.
    <section className="table-scroll" aria-label={t`Tread readings`} tabIndex={0}>
      <h2>
        <Trans>Tread readings</Trans>
      </h2>
      <table className="data-table print-table">
        <caption className="visually-hidden">
          <Trans>Every tread reading, oldest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Odometer</Trans>
            </th>
            <th scope="col">
              <Trans>Tread</Trans>
            </th>
            <th scope="col">
              <Trans>Logged by</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {readings.map((reading) => (
            <tr key={reading._id}>
              <td>{day(reading.date)}</td>
              <td>{reading.km === null ? "—" : distance(reading.km)}</td>
              <td>
                {[...new Set(reading.depths.map((depth) => setName(depth.set)))].filter(Boolean).join(", ")}
                <br />
                {reading.depths
                  .map(
                    (depth) => `${depth.position ? positionName(depth.position) : depth.tyre}: ${tread(depth.treadMm)}`,
                  )
                  .join(" · ")}
              </td>
              <td>{treadReadingBy(reading)?.text ?? t`Owner`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
