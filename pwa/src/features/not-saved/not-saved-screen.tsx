import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useRefusedChanges } from "../../data/refusals.js";
import { whenRelative } from "../../shared/i18n/format.js";
import { describeRefusal, type Refusal, type RetryForm } from "../../shared/refusals/refusals.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { discardRefusal } from "../../shared/sync/retry-draft.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";

/**
 * `/not-saved`: every change the server refused, named and explained, with what was typed kept
 * on the device until the user edits and retries it or discards it (docs/architecture.md "Refusals").
 * Works offline: it reads only the device.
 */
export function NotSavedScreen({ user }: { user: User }) {
  const { t } = useLingui();
  const me = useMe(user);
  const refused = useRefusedChanges(me.subscription.plan);
  // Worded as it renders, in the language shown (a short list).
  const refusals = refused?.rejected.map((entry) => describeRefusal(entry, refused));
  const [discarding, setDiscarding] = useState<Refusal | null>(null);
  const db = useDatabase();

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Not saved`}
        back={{ to: "/user" }}
        backLabel={t`Back`}
        subtitle={t`Changes the server refused. What you typed stays here until you retry or discard it.`}
      />
      {refusals === undefined ? (
        <Spinner label={t`Loading…`} />
      ) : refusals.length === 0 ? (
        <section className="card empty">
          <Icon name="check" size={36} />
          <p>
            <Trans>Everything you saved has reached the server.</Trans>
          </p>
          <Link to="/user" className="button secondary">
            <Trans>Back to your garage</Trans>
          </Link>
        </section>
      ) : (
        <ul className="stack not-saved-list">
          {refusals.map((refusal) => (
            <RefusalCard key={refusal.id} refusal={refusal} onDiscard={() => setDiscarding(refusal)} />
          ))}
        </ul>
      )}
      <ConfirmModal
        open={discarding !== null}
        destructive
        title={t`Discard this change?`}
        icon={<Icon name="alert" size={28} />}
        confirmLabel={t`Discard`}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) void discardRefusal(db, discarding.id);
          setDiscarding(null);
        }}
      >
        {discarding?.title}. <Trans>What you typed in it will be gone from this device.</Trans>
      </ConfirmModal>
    </main>
  );
}

function RefusalCard({ refusal, onDiscard }: { refusal: Refusal; onDiscard: () => void }) {
  const navigate = useNavigate();
  const headingId = `refusal-${refusal.id}`;
  const retry = refusal.retry;
  return (
    <li className="card stack tight" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {refusal.title}
      </h2>
      <p>{refusal.reason}</p>
      <p className="muted small-text">{whenRelative(refusal.rejectedAt)}</p>
      {refusal.waitsFor && (
        <p className="muted small-text">
          <Trans>Add {refusal.waitsFor} again first: this change belongs to it.</Trans>
        </p>
      )}
      {refusal.needsPlan && (
        <Link to="/plans" search={{ return: "not-saved" }} className="button secondary">
          <Trans>See the plans</Trans>
        </Link>
      )}
      <div className="row spread">
        <button type="button" className="button secondary" onClick={onDiscard}>
          <Trans>Discard</Trans>
        </button>
        {retry && !refusal.waitsFor && (
          <button type="button" className="button" onClick={() => void openForm(navigate, retry, refusal.id)}>
            <Trans>Edit and retry</Trans>
          </button>
        )}
      </div>
    </li>
  );
}

/** The form the change came from, filled with what was typed. */
function openForm(navigate: ReturnType<typeof useNavigate>, target: RetryForm, retry: number) {
  const search = { retry };
  switch (target.form) {
    case "vehicleAdd":
      return navigate({ to: "/vehicle/add", search });
    case "maintenanceAdd":
      return navigate({
        to: "/maintenance/add/$type/$id",
        params: { type: target.type, id: target.vehicleId },
        search,
      });
    case "refuelAdd":
      return navigate({ to: "/refuel/add/$id", params: { id: target.vehicleId }, search });
    case "expenseAdd":
      return navigate({ to: "/expense/add/$id", params: { id: target.vehicleId }, search });
    case "vehicleEdit":
      return navigate({ to: "/vehicle/info/$id", params: { id: target.vehicleId }, search });
    case "vehicleSettings":
      return navigate({ to: "/vehicle/settings/$id", params: { id: target.vehicleId }, search });
    case "maintenanceEdit":
      return navigate({
        to: "/maintenance/edit/$id/$mid",
        params: { id: target.vehicleId, mid: target.maintenanceId },
        search,
      });
    case "refuelEdit":
      return navigate({ to: "/refuel/edit/$id/$rid", params: { id: target.vehicleId, rid: target.refuelId }, search });
    case "rating":
      return navigate({ to: "/rateus", search });
  }
}
