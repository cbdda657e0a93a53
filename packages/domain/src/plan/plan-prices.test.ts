import { describe, expect, it } from "vitest";
import { planOfProduct, providerProductsSchema } from "./paid-plans.js";
import { countryPlanPricesSchema, defaultPlanPrices, planPrice, planPricesFor } from "./plan-prices.js";

const colombia = {
  currency: "COP",
  basic: { month: 39_900, year: 399_000 },
  business: { month: 119_900, year: 1_199_000 },
} as const;

describe("plan prices", () => {
  it("are the spec's dollars by default, a year at ten months", () => {
    expect(defaultPlanPrices).toEqual({
      currency: "USD",
      basic: { month: 9.99, year: 99.9 },
      business: { month: 29.99, year: 299.9 },
    });
  });

  it("follow the operator's price for the user's country, and the default elsewhere", () => {
    const configured = countryPlanPricesSchema.parse({ colombia });
    expect(planPrice(planPricesFor("colombia", configured), "basic", "year")).toEqual({
      amount: 399_000,
      currency: "COP",
    });
    expect(planPricesFor("panama", configured)).toBe(defaultPlanPrices);
    expect(planPricesFor("none", {})).toBe(defaultPlanPrices);
  });

  it("refuse a country Odo does not know, a currency it does not offer, a missing plan or a price of nothing", () => {
    expect(countryPlanPricesSchema.safeParse({ narnia: colombia }).success).toBe(false);
    expect(countryPlanPricesSchema.safeParse({ colombia: { ...colombia, currency: "XXX" } }).success).toBe(false);
    expect(countryPlanPricesSchema.safeParse({ colombia: { currency: "COP", basic: colombia.basic } }).success).toBe(
      false,
    );
    const free = { ...colombia, basic: { month: 0, year: 0 } };
    expect(countryPlanPricesSchema.safeParse({ colombia: free }).success).toBe(false);
  });
});

describe("provider products", () => {
  it("name the plan a product is for, and nothing for another product", () => {
    const products = providerProductsSchema.parse({ basic: "prod_basic", business: "prod_business" });
    expect(planOfProduct(products, "prod_business")).toBe("business");
    expect(planOfProduct(products, "prod_other")).toBeNull();
    expect(providerProductsSchema.safeParse({ basic: "prod_basic" }).success).toBe(false);
  });
});
