import { describe, expect, it } from "vitest";
import { returnPathAfterSignIn } from "./return-path.js";

describe("returnPathAfterSignIn", () => {
  it("takes a path inside the app, with its query and fragment", () => {
    expect(returnPathAfterSignIn("/vehicle/abc123")).toBe("/vehicle/abc123");
    expect(returnPathAfterSignIn("/vehicle/history/abc?kind=refuel#top")).toBe("/vehicle/history/abc?kind=refuel#top");
    expect(returnPathAfterSignIn("/signup-done")).toBe("/signup-done");
  });

  it("refuses another site, a scheme, a backslash, a control character, sign-in itself and what is not text", () => {
    for (const outside of [
      "//evil.example/vehicle",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "vehicle/abc",
      "/vehicle\\..\\..",
      "/vehicle/\nabc",
      "/vehicle/\u202Eabc",
      "/signin",
      "/signin?next=/user",
      `/${"a".repeat(600)}`,
      "",
      42,
      null,
      undefined,
      ["/user"],
    ]) {
      expect(returnPathAfterSignIn(outside), JSON.stringify(outside)).toBeUndefined();
    }
  });
});
