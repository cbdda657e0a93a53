import { Trans, useLingui } from "@lingui/react/macro";
import { historyLinkPath } from "@odo/domain";
import { QrCode } from "../../shared/ui/qr-code.js";

/** On the printed history: the QR and address where anyone checks it, signatures included. */
export function HistoryLinkBlock({ token }: { token: string }) {
  const { t } = useLingui();
  const url = `${window.location.origin}${historyLinkPath(token)}`;
  return (
    <section className="card history-link-block" aria-labelledby="history-link-title">
      <QrCode value={url} size={128} label={t`QR code of the link to check this history`} />
      <div>
        <h2 id="history-link-title">
          <Trans>Check this history</Trans>
        </h2>
        <p>
          <Trans>
            Scan the code or open the address to see this history as Odo keeps it, with each workshop's signature
            checked.
          </Trans>
        </p>
        <p className="history-link-url">{url}</p>
      </div>
    </section>
  );
}
