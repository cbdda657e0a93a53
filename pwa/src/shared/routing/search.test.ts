import { describe, expect, it } from "vitest";
import { signInComingBackTo } from "./search.js";

describe("signInComingBackTo", () => {
  it("comes back to the screen the person was on", () => {
    expect(signInComingBackTo("/vehicle/abc?tab=costs")).toEqual({
      to: "/signin",
      search: { next: "/vehicle/abc?tab=costs" },
    });
  });

  it("keeps the way back of a sign-in already under way, and adds none to a plain one", () => {
    expect(signInComingBackTo(`/signin?next=${encodeURIComponent("/rateus")}`).search).toEqual({ next: "/rateus" });
    expect(signInComingBackTo("/signin").search).toEqual({});
  });

  it("never leads outside the app", () => {
    expect(signInComingBackTo("").search).toEqual({});
    expect(signInComingBackTo(`/signin?next=${encodeURIComponent("//evil.example")}`).search).toEqual({});
  });
});
