import { Trans, useLingui } from "@lingui/react/macro";
import { type HistoryLink, historyLinkLimits, historyLinkWorks } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import { useVehicle } from "../../data/garage.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { day } from "../../shared/i18n/format.js";
import { messageText } from "../../shared/i18n/messages.js";
import { NetworkError } from "../../shared/session/api.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { copyText } from "../../shared/ui/copy-text.js";
import { FormError, SelectField, TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { QrCode } from "../../shared/ui/qr-code.js";
import { Switch } from "../../shared/ui/switch.js";
import { showToast } from "../../shared/ui/toasts.js";
import { useOnlineSubmit } from "../../shared/ui/use-online-submit.js";
import {
  createHistoryLink,
  downloadHistory,
  historyFileWord,
  historyLinksOf,
  historyLinkUrl,
  issuedHistory,
  revokeHistoryLink,
} from "./history-links.js";

/**
 * `/vehicle/share-history/{id}`: the owner shares a history a buyer can check: all of it or from a
 * date, with or without amounts, for a time; as a link with its QR (on the printed history too)
 * and as a file. Links live on the server, so this screen needs a connection; revoking is at once.
 */
export function ShareHistoryScreen({ vehicleId }: { vehicleId: string }) {
  const { t, i18n } = useLingui();
  const vehicle = useVehicle(vehicleId);
  const [links, setLinks] = useState<HistoryLink[] | "offline" | undefined>();
  const [from, setFrom] = useState("");
  const [includesAmounts, setIncludesAmounts] = useState(false);
  const [days, setDays] = useState<number>(historyLinkLimits.defaultLifetimeDays);
  const [revoking, setRevoking] = useState<HistoryLink | null>(null);
  // The link just made is shown where the thumb is: on a phone the list starts below the form.
  const [newest, setNewest] = useState<string | null>(null);
  const showNewest = useCallback((item: HTMLLIElement | null) => {
    item?.scrollIntoView({ block: "start", behavior: "smooth" });
    item?.focus({ preventScroll: true });
  }, []);
  const offlineText = t`You're offline: sharing a history needs a connection.`;
  const { sending, formError, setFormError, run } = useOnlineSubmit(offlineText);

  const load = useCallback(() => {
    historyLinksOf(vehicleId)
      .then(setLinks)
      .catch((error: unknown) => setLinks(error instanceof NetworkError ? "offline" : []));
  }, [vehicleId]);
  useEffect(load, [load]);

  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle) return <Spinner label={t`Loading…`} />;

  const create = () =>
    run(async () => {
      const made = await createHistoryLink({
        vehicleId,
        from: from || null,
        includesAmounts,
        days: days as (typeof historyLinkLimits.lifetimesDays)[number],
      });
      if ("refused" in made) {
        setFormError(
          made.refused === "HISTORY_LINK_LIMIT"
            ? t`You have ${historyLinkLimits.activePerUser} links that still work. Revoke one to make another.`
            : messageText("wentWrong"),
        );
        return;
      }
      setNewest(made.token);
      load();
      showToast(t`Link ready. Share it, or print the history with its QR.`, "success");
    });

  const download = (link: HistoryLink) =>
    run(async () => {
      const history = await issuedHistory(link.token);
      if (history === "notFound") throw new Error("gone");
      const name = `${historyFileWord(i18n)}-${(vehicle.plateNumber ?? vehicle.fullname).replace(/\W+/g, "-")}-${new Date().toISOString().slice(0, 10)}.json`;
      downloadHistory(history, name);
    });

  const copy = (link: HistoryLink) =>
    copyText(historyLinkUrl(link.token), {
      copied: t`Link copied.`,
      refused: t`This browser did not let Odo copy the link. Show the QR instead.`,
    });

  const now = new Date().toISOString();
  const working = links && links !== "offline" ? links.filter((link) => historyLinkWorks(link, now)) : [];

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Share a verifiable history`}
        back={{ to: "/vehicle/$id", params: { id: vehicleId } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <p className="muted">
        <Trans>
          A buyer opens the link, or checks the file on <Link to="/verify">Odo’s check page</Link>, without an account.
          Each maintenance a workshop signed shows as signed, and anything changed since shows as changed.
        </Trans>
      </p>
      <section className="card stack" aria-labelledby="new-link-title">
        <h2 id="new-link-title">
          <Trans>New link</Trans>
        </h2>
        <TextField
          label={t`From (optional)`}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
          hint={t`Leave empty to share the whole history.`}
        />
        <Switch name="includesAmounts" checked={includesAmounts} onChange={setIncludesAmounts}>
          <Trans>Include what each maintenance cost and the workshops’ signed invoices</Trans>
        </Switch>
        <SelectField label={t`Works for`} value={days} onChange={(event) => setDays(Number(event.currentTarget.value))}>
          {historyLinkLimits.lifetimesDays.map((option) => (
            <option key={option} value={option}>
              {t`${option} days`}
            </option>
          ))}
        </SelectField>
        <FormError>{formError}</FormError>
        <button type="button" className="button block" disabled={sending} onClick={() => void create()}>
          <Icon name="share" size={18} />
          {sending ? t`Making the link…` : t`Make the link`}
        </button>
      </section>
      <section className="section" aria-labelledby="links-title">
        <h2 id="links-title">
          <Trans>Links that work</Trans>
        </h2>
        {links === undefined ? (
          <Spinner label={t`Loading…`} />
        ) : links === "offline" ? (
          <p className="card muted">{offlineText}</p>
        ) : working.length === 0 ? (
          <p className="card empty">
            <Trans>No link yet.</Trans>
          </p>
        ) : (
          <ul className="history-links">
            {working.map((link) => (
              <li
                key={link.token}
                className="card stack"
                ref={link.token === newest ? showNewest : undefined}
                tabIndex={link.token === newest ? -1 : undefined}
              >
                <QrCode value={historyLinkUrl(link.token)} label={t`QR code of the history link`} />
                <p className="history-link-url">{historyLinkUrl(link.token)}</p>
                <p className="muted">
                  {[
                    link.from ? t`From ${day(link.from)}` : t`The whole history`,
                    link.includesAmounts ? t`with amounts` : t`without amounts`,
                    t`until ${day(link.expiresAt)}`,
                  ].join(" · ")}
                </p>
                <div className="row wrap">
                  <button type="button" className="button secondary" onClick={() => void copy(link)}>
                    <Icon name="copy" size={18} />
                    <Trans>Copy the link</Trans>
                  </button>
                  <Link
                    to="/vehicle/print/$id"
                    params={{ id: vehicleId }}
                    search={{ link: link.token }}
                    className="button secondary"
                  >
                    <Icon name="printer" size={18} />
                    <Trans>Print with its QR</Trans>
                  </Link>
                  <button type="button" className="button secondary" onClick={() => void download(link)}>
                    <Icon name="download" size={18} />
                    <Trans>Download the file</Trans>
                  </button>
                  <button type="button" className="button danger quiet" onClick={() => setRevoking(link)}>
                    <Trans>Revoke</Trans>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmModal
        open={revoking !== null}
        title={t`Revoke this link?`}
        destructive
        confirmLabel={t`Revoke`}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const link = revoking;
          setRevoking(null);
          if (link)
            void run(async () => {
              await revokeHistoryLink(link.token);
              load();
            });
        }}
      >
        <p>
          <Trans>Whoever has it can no longer open the history. A file already downloaded still checks.</Trans>
        </p>
      </ConfirmModal>
    </main>
  );
}
