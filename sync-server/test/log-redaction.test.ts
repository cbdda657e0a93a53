import { describe, expect, it } from "vitest";
import { urlWithoutSecrets } from "../src/log-redaction.js";

describe("urlWithoutSecrets", () => {
  it("hides link tokens and OAuth codes and keeps the rest", () => {
    expect(urlWithoutSecrets("/activate/abc123")).toBe("/activate/[redacted]");
    expect(urlWithoutSecrets("/reset-password?token=abc&x=1")).toBe("/reset-password?token=[redacted]&x=1");
    expect(urlWithoutSecrets("/integrations/callback?state=s&code=c&scope=read")).toBe(
      "/integrations/callback?state=[redacted]&code=[redacted]&scope=read",
    );
    expect(urlWithoutSecrets("/api/health")).toBe("/api/health");
  });
});
