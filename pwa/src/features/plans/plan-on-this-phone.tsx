import { Trans } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { day } from "../../shared/i18n/format.js";
import { planName } from "../../shared/i18n/labels.js";
import { usePlanOnDevice } from "../../shared/plan/plan-on-device.js";

/**
 * Until when the plan is paid, and what this phone keeps of it without a connection: its end told
 * a week before it comes, and a plan the phone can no longer vouch for said so.
 */
export function PlanOnThisPhone({ me }: { me: User }) {
  const onPhone = usePlanOnDevice(me);
  if (!onPhone) return null;
  const name = planName(me.subscription.plan);
  const keptUntil = onPhone.keptUntil ? day(onPhone.keptUntil) : "";
  const paidUntil = onPhone.paidUntil ? day(onPhone.paidUntil) : "";
  if (onPhone.state === "needsConnection") {
    return (
      <p className="notice warning" role="status">
        <Trans>
          This phone has not confirmed your {name} plan for 30 days: connect to the internet. Your data stays, and
          vehicles past the free plan's limit are read-only until then.
        </Trans>
      </p>
    );
  }
  if (onPhone.state === "ended") {
    return (
      <p className="notice warning" role="status">
        <Trans>Your paid time is over: you are on the free plan. Every vehicle and entry stays.</Trans>
      </p>
    );
  }
  if (onPhone.state === "endsSoon") {
    return (
      <p className="notice warning" role="status">
        {onPhone.paidUntil && onPhone.keptUntil === onPhone.paidUntil ? (
          <Trans>
            Your {name} plan ends on {paidUntil}. Redeem a voucher to keep it.
          </Trans>
        ) : (
          <Trans>
            This phone keeps your {name} plan offline until {keptUntil}: connect before then to confirm it.
          </Trans>
        )}
      </p>
    );
  }
  return onPhone.paidUntil ? (
    <p className="notice" role="status">
      <Trans>
        Your {name} plan is paid until {paidUntil}.
      </Trans>
    </p>
  ) : null;
}
