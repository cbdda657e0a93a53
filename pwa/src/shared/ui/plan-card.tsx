import { Trans } from "@lingui/react/macro";
import { type Plan, type PlanPriceList, planFeatures } from "@odo/domain";
import type { ReactNode } from "react";
import { money } from "../i18n/format.js";
import { planFeatureName, planName } from "../i18n/labels.js";
import { Icon } from "./icons.js";

/** A plan's name, its prices where the reader lives and its features (SPEC §6, §9); `children` is the card's action. */
export function PlanCard({
  plan,
  prices,
  highlighted,
  headingLevel = 3,
  children,
}: {
  plan: Plan;
  /** The paid plans' prices in the reader's country (`usePlanPrices`). */
  prices: PlanPriceList;
  highlighted: boolean;
  /** The card's heading sits one level under the section that lists the cards. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`card plan${highlighted ? " featured" : ""}`}>
      <Heading>{planName(plan)}</Heading>
      <p className="price">
        {money(plan === "free" ? 0 : prices[plan].month, prices.currency)}
        <span>
          <Trans>/month</Trans>
        </span>
      </p>
      {plan !== "free" && (
        <p className="muted yearly-price">
          <Trans>or {money(prices[plan].year, prices.currency)} a year</Trans>
        </p>
      )}
      <ul className="ticks">
        {planFeatures[plan].map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} />
            {planFeatureName(feature)}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}
