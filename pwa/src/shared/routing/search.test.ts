import { describe, expect, it } from "vitest";
import { signInAfterSessionEnded } from "./search.js";

describe("signInAfterSessionEnded", () => {
  it("comes back to the screen the person was on", () => {
    expect(signInAfterSessionEnded("/vehicle/abc?tab=costs", "sessionExpired")).toEqual({
      to: "/signin",
      search: { next: "/vehicle/abc?tab=costs" },
    });
  });

  it("keeps the way back of a sign-in already under way, and adds none to a plain one", () => {
    expect(signInAfterSessionEnded(`/signin?next=${encodeURIComponent("/rateus")}`, "sessionExpired").search).toEqual({
      next: "/rateus",
    });
    expect(signInAfterSessionEnded("/signin", "sessionExpired").search).toEqual({});
  });

  it("gives a deleted account no way back", () => {
    expect(signInAfterSessionEnded("/vehicle/abc", "accountDeleted")).toEqual({ to: "/signin", search: {} });
  });

  it("never leads outside the app", () => {
    expect(signInAfterSessionEnded("", "sessionExpired").search).toEqual({});
    expect(
      signInAfterSessionEnded(`/signin?next=${encodeURIComponent("//evil.example")}`, "sessionExpired").search,
    ).toEqual({});
  });
});
