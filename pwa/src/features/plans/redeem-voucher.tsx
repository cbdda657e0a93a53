import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { useState } from "react";
import { day } from "../../shared/i18n/format.js";
import { planName } from "../../shared/i18n/labels.js";
import { messageText } from "../../shared/i18n/messages.js";
import { refreshEntitlement } from "../../shared/plan/plan-on-device.js";
import { QrScanner } from "../../shared/qr/qr-scanner.js";
import { api, NetworkError } from "../../shared/session/api.js";
import { refreshSessionUser } from "../../shared/session/session-store.js";
import { useDatabase } from "../../shared/sync/context.js";
import { writeServerRows } from "../../shared/sync/server-rows.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { showToast } from "../../shared/ui/toasts.js";

type Refusal = "VOUCHER_INVALID" | "VOUCHER_USED" | "VOUCHER_EXPIRED" | "VOUCHER_TRIES" | "SUBSCRIPTION_ACTIVE";

/**
 * "Have a voucher?" on `/plans` (issue "Plans that are paid for"): a code bought for cash, from
 * Odo or a workshop, typed off its paper or scanned from its QR. The plan is the account's for
 * the voucher's months; the way in for anyone without a card (Venezuela).
 */
export function RedeemVoucher({ userId }: { userId: string }) {
  const { t } = useLingui();
  const db = useDatabase();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refusals: Record<Refusal, string> = {
    VOUCHER_INVALID: t`This is not a voucher's code. Check it letter by letter: it starts with ODO-.`,
    VOUCHER_USED: t`This voucher was redeemed already. Each code works once.`,
    VOUCHER_EXPIRED: t`This voucher's last day to be redeemed has passed. Ask whoever sold it for a new one.`,
    VOUCHER_TRIES: t`Too many codes tried in the last hour. Try again later.`,
    SUBSCRIPTION_ACTIVE: t`You pay for your plan by card: cancel that first in "Card, invoices and cancelling", then redeem the voucher. Its months add after what you paid.`,
  };

  const redeem = async (code: string) => {
    setError(null);
    setBusy(true);
    try {
      const reply = await api<{ payload: User; message?: string }>("/users/vouchers", {
        method: "POST",
        body: { code },
      });
      if (reply.status !== 200) {
        const refused = reply.body.message as Refusal | undefined;
        setError(refused && refused in refusals ? refusals[refused] : messageText("wentWrong"));
        return;
      }
      const user = reply.body.payload;
      await writeServerRows(db, [{ table: "users", key: user._id, value: user }]);
      refreshSessionUser(user);
      const entitlement = await refreshEntitlement(userId);
      const name = planName(user.subscription.plan);
      const until = entitlement?.paidUntil ? day(entitlement.paidUntil) : "";
      showToast(
        until ? t`You are on the ${name} plan until ${until}.` : t`You are now on the ${name} plan.`,
        "success",
      );
    } catch (caught) {
      setError(caught instanceof NetworkError ? t`Redeeming a voucher needs a connection.` : messageText("wentWrong"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="voucher-title">
      <h2 id="voucher-title" className="card-title">
        <Trans>Have a voucher?</Trans>
      </h2>
      <p className="muted small-text">
        <Trans>Paid in cash at a workshop or a shop: type the code on its paper, or scan its QR. No card needed.</Trans>
      </p>
      {online ? (
        <QrScanner onValue={(code) => void redeem(code)} busy={busy} typedFirst />
      ) : (
        <p className="notice" role="status">
          <Trans>Redeeming a voucher needs a connection.</Trans>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
