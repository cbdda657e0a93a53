import { z } from "zod";
import { type Country, countries } from "../app/regions.js";
import { oneOf } from "../shared/one-of.js";
import { type Currency, currencies } from "../units/units.js";
import { type BillingInterval, type PaidPlan, paidPlans } from "./paid-plans.js";
import { planMonthlyPriceUsd } from "./plans.js";

/** A year paid at once costs ten months: two months free, the usual reward for paying ahead. */
export const yearlyPriceMonths = 10;

/** The most a configured price may be, in any currency's units (a million bolívares is a real price). */
const largestPrice = 1e9;

const intervalPricesSchema = z
  .object({ month: z.number().positive().max(largestPrice), year: z.number().positive().max(largestPrice) })
  .strict();

/** What the paid plans cost in one country: one currency, a monthly and a yearly price for each. */
export const planPriceListSchema = z
  .object({
    currency: oneOf(currencies),
    ...(Object.fromEntries(paidPlans.map((plan) => [plan, intervalPricesSchema])) as Record<
      PaidPlan,
      typeof intervalPricesSchema
    >),
  })
  .strict();
export type PlanPriceList = z.infer<typeof planPriceListSchema>;

/**
 * The operator's prices by the country a user lives in (`PLAN_PRICES`): e.g. Colombia in pesos,
 * Spain in euros with VAT added at the checkout. A country left out pays the default.
 */
export const countryPlanPricesSchema = z.partialRecord(oneOf(countries), planPriceListSchema);
export type CountryPlanPrices = z.infer<typeof countryPlanPricesSchema>;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The spec's dollar prices (SPEC §9), and a year at ten months' price. */
export const defaultPlanPrices: PlanPriceList = {
  currency: "USD",
  ...(Object.fromEntries(
    paidPlans.map((plan) => [
      plan,
      { month: planMonthlyPriceUsd[plan], year: cents(planMonthlyPriceUsd[plan] * yearlyPriceMonths) },
    ]),
  ) as Record<PaidPlan, { month: number; year: number }>),
};

/** The prices a user in `country` sees and pays: the operator's for that country, else the default. */
export function planPricesFor(country: Country, configured: CountryPlanPrices): PlanPriceList {
  return configured[country] ?? defaultPlanPrices;
}

/** One price: a paid plan at an interval, in its list's currency. */
export function planPrice(
  list: PlanPriceList,
  plan: PaidPlan,
  interval: BillingInterval,
): { amount: number; currency: Currency } {
  return { amount: list[plan][interval], currency: list.currency };
}
