import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import { isAdmin, ratingSchema, userSchema, userUpdateSchema } from "./user.js";

describe("ratingSchema", () => {
  it.each([0, 6, 2.5, undefined])("refuses %s stars with selectOneStar", (rating) => {
    expect(fieldErrorsOf(ratingSchema, { rating }).rating?.key).toBe("selectOneStar");
  });

  it("accepts 1 to 5 stars with an optional, trimmed review", () => {
    expect(ratingSchema.parse({ rating: 1 })).toEqual({ rating: 1 });
    expect(ratingSchema.parse({ rating: 5, review: "  Great app " })).toEqual({ rating: 5, review: "Great app" });
    expect(ratingSchema.parse({ rating: 3, review: "   " })).toEqual({ rating: 3 });
  });
});

describe("userUpdateSchema", () => {
  it("accepts the profile fields a user may change", () => {
    expect(userUpdateSchema.parse({ name: " Ana ", lang: "es" })).toEqual({ name: "Ana", lang: "es" });
  });

  it("refuses an empty patch and fields a user may not change", () => {
    expect(userUpdateSchema.safeParse({}).success).toBe(false);
    expect(userUpdateSchema.safeParse({ role: "admin" }).success).toBe(false);
    expect(userUpdateSchema.safeParse({ subscription: { plan: "business" } }).success).toBe(false);
  });
});

describe("userSchema", () => {
  it("defaults the country to panama and knows admins", () => {
    const user = userSchema.parse({
      _id: "01900000-0000-7000-8000-000000000001",
      username: "driver1",
      name: "Ana",
      lastname: "Pérez",
      email: "ana@example.com",
      picture: null,
      role: "admin",
      subscription: { plan: "free" },
      integrations: ["strava"],
      rate: null,
      lang: "es",
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    expect(user.country).toBe("panama");
    expect(isAdmin(user)).toBe(true);
    expect(isAdmin({ role: "user" })).toBe(false);
  });
});
