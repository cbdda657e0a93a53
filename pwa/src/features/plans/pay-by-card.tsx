import { Trans, useLingui } from "@lingui/react/macro";
import type { BillingInterval, PaidPlan } from "@odo/domain";
import { useState } from "react";
import { messageText } from "../../shared/i18n/messages.js";
import { api, NetworkError } from "../../shared/session/api.js";
import { showToast } from "../../shared/ui/toasts.js";

/**
 * Leaves for the payment provider's page (its hosted checkout, or its portal for the card,
 * invoices and cancelling): no card data ever reaches Odo, and no provider script runs in the app.
 */
async function goToProvider(
  path: string,
  body: unknown,
  failed: string,
  refusals: Partial<Record<string, string>> = {},
): Promise<void> {
  try {
    const reply = await api<{ payload: { url: string }; message?: string }>(path, { method: "POST", body });
    if (reply.status !== 200) {
      showToast(refusals[reply.body.message ?? ""] ?? messageText("wentWrong"), "danger");
      return;
    }
    window.location.assign(reply.body.payload.url);
  } catch (error) {
    showToast(error instanceof NetworkError ? failed : messageText("wentWrong"), "danger");
  }
}

/** Said on another paid plan's card, and if the server refuses a second checkout: no one pays twice. */
export function useSwitchingSentence(): string {
  const { t } = useLingui();
  return t`To switch to this plan, first cancel yours in "Card, invoices and cancelling": it runs to the end of what you paid, and renews no more.`;
}

/** A paid plan's card action with a payment provider: pay monthly or yearly at its checkout. */
export function PayByCard({ plan, disabled }: { plan: PaidPlan; disabled: boolean }) {
  const { t } = useLingui();
  const [leaving, setLeaving] = useState<BillingInterval | null>(null);
  const switching = useSwitchingSentence();
  const pay = async (interval: BillingInterval) => {
    setLeaving(interval);
    await goToProvider("/users/billing/checkout", { plan, interval }, t`Paying needs a connection.`, {
      SUBSCRIPTION_ACTIVE: switching,
    });
    setLeaving(null);
  };
  return (
    <div className="row wrap">
      <button
        type="button"
        className="button"
        disabled={disabled || leaving !== null}
        onClick={() => void pay("month")}
      >
        {leaving === "month" ? <Trans>Opening the payment page…</Trans> : <Trans>Pay monthly</Trans>}
      </button>
      <button
        type="button"
        className="button secondary"
        disabled={disabled || leaving !== null}
        onClick={() => void pay("year")}
      >
        {leaving === "year" ? <Trans>Opening the payment page…</Trans> : <Trans>Pay yearly</Trans>}
      </button>
    </div>
  );
}

/** The provider's portal: the card, the invoices (with their tax) and cancelling. */
export function ManageSubscription({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      className="button secondary"
      disabled={disabled || leaving}
      onClick={() => {
        setLeaving(true);
        void goToProvider("/users/billing/portal", undefined, t`Managing your subscription needs a connection.`).then(
          () => setLeaving(false),
        );
      }}
    >
      <Trans>Card, invoices and cancelling</Trans>
    </button>
  );
}
