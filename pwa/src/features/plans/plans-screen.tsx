import { Trans, useLingui } from "@lingui/react/macro";
import { canChoosePlan, type Plan, planRequiresShop, plans, type User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { planName } from "../../shared/i18n/labels.js";
import { messageText } from "../../shared/i18n/messages.js";
import { usePlanOnDevice } from "../../shared/plan/plan-on-device.js";
import { api } from "../../shared/session/api.js";
import { refreshSessionUser, useSignedInUser } from "../../shared/session/session-store.js";
import { useCardPayments, usePlanPrices } from "../../shared/session/use-client-config.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { writeServerRows } from "../../shared/sync/server-rows.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader } from "../../shared/ui/page.js";
import { PlanCard } from "../../shared/ui/plan-card.js";
import { showToast } from "../../shared/ui/toasts.js";
import { ManageSubscription, PayByCard, useSwitchingSentence } from "./pay-by-card.js";
import { PlanOnThisPhone } from "./plan-on-this-phone.js";
import { RedeemVoucher } from "./redeem-voucher.js";

/** Where a screen that sent the user here gets them back after a new plan: `?return=import`. */
const returnPaths = {
  "add-vehicle": "/vehicle/add",
  import: "/user/import",
  "not-saved": "/not-saved",
} as const;
type ReturnTo = keyof typeof returnPaths;
const isReturnTo = (value: string | undefined): value is ReturnTo => value !== undefined && value in returnPaths;

/**
 * `/plans`: the three plans; the current one cannot be chosen (SPEC §6). With a payment provider a
 * paid plan is bought at its checkout, one subscription at a time; in test mode free and basic
 * change at once through the server and business leads to creating a shop.
 */
export function PlansScreen({
  returnTo,
  checkout,
}: {
  returnTo?: string | undefined;
  /** Back from the provider's checkout: `done` or `cancelled`. */
  checkout?: string | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const me = useMe(useSignedInUser());
  const navigate = useNavigate();
  const online = useOnline();
  const current = me.subscription.plan;
  const cardPayments = useCardPayments();
  const prices = usePlanPrices(me.country);
  const onPhone = usePlanOnDevice(me);
  // A subscription that renews: another paid plan is bought only once it is cancelled.
  const subscribed = cardPayments === true && onPhone?.renews === true && current !== "free";
  const switching = useSwitchingSentence();
  const currentName = planName(current);
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const [sending, setSending] = useState(false);
  const back = { to: isReturnTo(returnTo) ? returnPaths[returnTo] : "/user/profile" } as const;

  const choose = (plan: Plan) => {
    if (planRequiresShop(plan)) void navigate({ to: "/shop/create" });
    else setConfirming(plan);
  };

  const change = async (plan: Plan) => {
    setSending(true);
    try {
      const reply = await api<{ payload: User }>("/users/plan", { method: "PATCH", body: { plan } });
      if (reply.status !== 200) throw new Error(String(reply.status));
      await writeServerRows(db, [{ table: "users", key: reply.body.payload._id, value: reply.body.payload }]);
      refreshSessionUser(reply.body.payload);
      const name = planName(plan);
      showToast(t`You are now on the ${name} plan.`, "success");
      setConfirming(null);
      if (isReturnTo(returnTo)) void navigate({ to: returnPaths[returnTo] });
    } catch {
      showToast(online ? messageText("wentWrong") : t`Changing plans needs a connection.`, "danger");
    } finally {
      setSending(false);
    }
  };

  return (
    <main id="main" className="page">
      <PageHeader title={t`Plans`} back={back} backLabel={t`Back`} subtitle={t`Choose what fits your garage`} />
      {!online && (
        <p className="notice" role="status">
          <Trans>You are offline. Changing plans needs a connection.</Trans>
        </p>
      )}
      {checkout === "done" && (
        <p className="notice success" role="status">
          {subscribed ? (
            <Trans>Payment received. You are on the {currentName} plan.</Trans>
          ) : (
            <Trans>Payment received. Your plan changes here within seconds.</Trans>
          )}
        </p>
      )}
      {checkout === "cancelled" && (
        <p className="notice" role="status">
          <Trans>Payment cancelled: nothing was charged.</Trans>
        </p>
      )}
      <PlanOnThisPhone me={me} />
      {cardPayments && onPhone?.paidAtProvider && current !== "free" && (
        <div className="row wrap plan-actions">
          <ManageSubscription disabled={!online} />
        </div>
      )}
      <div className="card-grid plans">
        {plans.map((plan) => (
          <PlanCard key={plan} plan={plan} prices={prices} highlighted={plan === current} headingLevel={2}>
            {!canChoosePlan(current, plan) ? (
              <p className="current-plan">
                <Icon name="check" size={18} />
                <Trans>Your current plan</Trans>
              </p>
            ) : subscribed && plan !== "free" ? (
              <p className="muted small-text switch-hint">{switching}</p>
            ) : cardPayments && plan !== "free" ? (
              <PayByCard plan={plan} disabled={!online} />
            ) : cardPayments ? null : (
              <button type="button" className="button" disabled={!online} onClick={() => choose(plan)}>
                {planRequiresShop(plan) ? <Trans>Create your shop</Trans> : <Trans>Choose this plan</Trans>}
              </button>
            )}
          </PlanCard>
        ))}
      </div>
      {cardPayments === false && (
        <p className="muted small-text">
          <Trans>Test mode: no payment is taken, and a plan you choose applies right away.</Trans>
        </p>
      )}
      {cardPayments && (
        <p className="muted small-text">
          <Trans>
            You pay on Stripe's secure page, which shows the price with your country's tax; Odo never sees your card.
            Export stays free on every plan, and nothing is deleted if you go back to free.
          </Trans>
        </p>
      )}
      <RedeemVoucher userId={me._id} />
      <ConfirmModal
        open={confirming !== null}
        title={confirming ? t`Switch to ${planName(confirming)}?` : ""}
        icon={<Icon name="crown" size={28} />}
        confirmLabel={t`Switch plan`}
        busy={sending}
        onConfirm={() => confirming && void change(confirming)}
        onCancel={() => setConfirming(null)}
      >
        {confirming === "free" ? (
          <Trans>Your vehicles stay. Past the free plan's limit you cannot add more.</Trans>
        ) : (
          <Trans>Up to 6 vehicles, advanced maintenance and the fitness-service integration.</Trans>
        )}
      </ConfirmModal>
    </main>
  );
}
