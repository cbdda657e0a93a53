import { describe, expect, it } from "vitest";
import { deviceName, passwordChangeSchema } from "./account.js";

describe("deviceName", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      { browser: "Chrome", os: "Android" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari", os: "iPhone" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
      { browser: "Chrome", os: "iPhone" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      { browser: "Edge", os: "Windows" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0",
      { browser: "Firefox", os: "macOS" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36",
      { browser: "Samsung Internet", os: "Android" },
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      { browser: "Chrome", os: "Linux" },
    ],
    ["curl/8.5.0", { browser: "curl", os: null }],
    [undefined, { browser: null, os: null }],
  ])("names %s", (agent, named) => {
    expect(deviceName(agent)).toEqual(named);
  });
});

describe("a new password", () => {
  it("needs the current one, and the new one twice by the sign-up rules", () => {
    const change = { currentPassword: "Secret123", password: "Better456", passwordConfirmation: "Better456" };
    expect(passwordChangeSchema.safeParse(change).success).toBe(true);
    const issues = (value: object) => passwordChangeSchema.safeParse(value).error?.issues[0]?.message;
    expect(issues({ ...change, currentPassword: "" })).toBe("required");
    expect(issues({ ...change, password: "short", passwordConfirmation: "short" })).toBe("passwordLength");
    expect(issues({ ...change, passwordConfirmation: "Better457" })).toBe("passwordsDontMatch");
  });
});
