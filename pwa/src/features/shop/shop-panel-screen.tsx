import { Trans, useLingui } from "@lingui/react/macro";
import { dueState, type KnownOrUnknownStatus, knownOrUnknownStatuses, workshopVisitOf } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useSharedGarage } from "../../data/shared-garage.js";
import { WorkshopVisitNote } from "../../shared/garage/workshop-visit-note.js";
import { day } from "../../shared/i18n/format.js";
import { statusName } from "../../shared/i18n/garage-labels.js";
import { shareRoleName, shopTypeName } from "../../shared/i18n/sharing-labels.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useMe } from "../../shared/sync/context.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { ComingDue } from "./coming-due.js";
import { customerVehicleLabel } from "./customer-vehicle-label.js";
import { OpenRecalls } from "./open-recalls.js";
import { download, shopReportCsv } from "./shop-report.js";
import { ShownFirst } from "./shown-first.js";

type Filter = "all" | KnownOrUnknownStatus;

/**
 * `/shop`: the business plan's panel (SPEC §1, §6): every vehicle shared with the shop with its
 * status, filtered by good, warning or urgent, and the maintenance history as a CSV report.
 * Everything is read from the device, so a mechanic without signal still sees the list.
 */
export function ShopPanelScreen() {
  const { t } = useLingui();
  const me = useMe(useSignedInUser());
  const garage = useSharedGarage();
  const [filter, setFilter] = useState<Filter>("all");

  if (me.subscription.plan !== "business") {
    return (
      <main id="main" className="page narrow">
        <PageHeader title={t`Shop panel`} back={{ to: "/user/profile" }} backLabel={t`Back`} />
        <section className="card empty">
          <Icon name="store" size={40} />
          <h2>
            <Trans>The shop panel comes with the business plan</Trans>
          </h2>
          <p>
            <Trans>Workshops and insurance brokers follow their customers' vehicles and export reports.</Trans>
          </p>
          <Link to="/plans" className="button">
            <Trans>See plans</Trans>
          </Link>
        </section>
      </main>
    );
  }
  if (!garage) return <Spinner label={t`Loading…`} />;

  const counts = Object.fromEntries(
    knownOrUnknownStatuses.map((status) => [status, garage.entries.filter((entry) => entry.status === status).length]),
  ) as Record<KnownOrUnknownStatus, number>;
  const shown = filter === "all" ? garage.entries : garage.entries.filter((entry) => entry.status === filter);
  const inTheWorkshop = garage.entries.filter((entry) => workshopVisitOf(entry.vehicle)?.workshopId === me._id);
  const exportReport = () =>
    download(
      `odo-report-${new Date().toISOString().slice(0, 10)}.csv`,
      shopReportCsv(
        garage.entries.map((entry) => entry.vehicle),
        garage.maintenances,
      ),
    );

  return (
    <main id="main" className="page">
      <PageHeader
        title={me.shop?.name ?? t`Shop panel`}
        back={{ to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={me.shop ? shopTypeName(me.shop.type) : t`Vehicles shared with you`}
      />
      {inTheWorkshop.length > 0 && (
        <section className="section tight" aria-labelledby="visits-title">
          <h2 id="visits-title">
            <Trans>In your workshop now ({inTheWorkshop.length})</Trans>
          </h2>
          <ul className="visit-list">
            {inTheWorkshop.map(({ vehicle }) => (
              <li key={vehicle._id}>
                <WorkshopVisitNote
                  vehicle={vehicle}
                  me={me}
                  heading={
                    <Link to="/vehicle/$id" params={{ id: vehicle._id }} className="text-link">
                      {customerVehicleLabel(vehicle)}
                    </Link>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {garage.entries.some((entry) => entry.vehicle.access?.role === "workshop") && <ComingDue garage={garage} />}
      <OpenRecalls garage={garage} />
      <div className="row spread wrap shop-toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">
            <Trans>Show vehicles</Trans>
          </legend>
          {(["all", ...knownOrUnknownStatuses] as const).map((option) => (
            <label key={option} className={filter === option ? "selected" : ""}>
              <input
                type="radio"
                name="status-filter"
                value={option}
                checked={filter === option}
                onChange={() => setFilter(option)}
              />
              {option === "all" ? t`All (${garage.entries.length})` : `${statusName(option)} (${counts[option]})`}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="button secondary small"
          onClick={exportReport}
          disabled={garage.maintenances.length === 0}
        >
          <Icon name="download" size={18} />
          <Trans>Export maintenance history (CSV)</Trans>
        </button>
      </div>
      {garage.entries.length === 0 ? (
        <section className="card empty">
          <Icon name="qr" size={40} />
          <h2>
            <Trans>No vehicles shared with you yet</Trans>
          </h2>
          <p>
            <Trans>Ask each customer to share their vehicle from Odo, then scan their QR code.</Trans>
          </p>
          <Link to="/scan" className="button">
            <Trans>Scan a code</Trans>
          </Link>
        </section>
      ) : shown.length === 0 ? (
        <p className="card muted">
          <Trans>No vehicle has this status.</Trans>
        </p>
      ) : (
        <ShownFirst key={filter} items={shown} className="vehicle-list">
          {({ vehicle, status }) => (
            <li key={vehicle._id}>
              <Link to="/vehicle/$id" params={{ id: vehicle._id }} className="card vehicle-card">
                <span className="vehicle-text">
                  <span className="vehicle-name">{vehicle.fullname}</span>
                  <span className="vehicle-sub">
                    {[vehicle.plateNumber, vehicle.access?.ownerName].filter(Boolean).join(" · ")}
                  </span>
                  <span className="vehicle-sub">{vehicle.access && shareRoleName(vehicle.access.role)}</span>
                </span>
                {status ? (
                  <span className={`status-pill tone-${status}`}>{statusName(status)}</span>
                ) : (
                  <InsuranceState date={vehicle.insuranceDate} />
                )}
              </Link>
            </li>
          )}
        </ShownFirst>
      )}
    </main>
  );
}

function InsuranceState({ date }: { date: string | null }) {
  const { t } = useLingui();
  const state = dueState(date, new Date());
  const tone = state === "valid" ? "good" : state === "expired" ? "urgent" : "warning";
  const text = date
    ? state === "expired"
      ? t`Insurance expired ${day(date)}`
      : t`Insured until ${day(date)}`
    : t`No insurance date`;
  return <span className={`status-pill tone-${tone}`}>{text}</span>;
}
