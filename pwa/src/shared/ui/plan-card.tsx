import { Trans } from "@lingui/react/macro";
import { type Plan, planFeatures, planMonthlyPriceUsd } from "@odo/domain";
import type { ReactNode } from "react";
import { money } from "../i18n/format.js";
import { planFeatureName, planName } from "../i18n/labels.js";
import { Icon } from "./icons.js";

/** A plan's name, monthly price and features (SPEC §6, §9); `children` is the card's action. */
export function PlanCard({
  plan,
  highlighted,
  headingLevel = 3,
  children,
}: {
  plan: Plan;
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
        {money(planMonthlyPriceUsd[plan], "USD")}
        <span>
          <Trans>/month</Trans>
        </span>
      </p>
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
