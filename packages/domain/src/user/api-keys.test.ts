import { describe, expect, it } from "vitest";
import { apiKeyCreateSchema, scopeAllows } from "./api-keys.js";
import { webhookCreateSchema } from "./webhooks.js";

describe("personal API keys", () => {
  it("lets any key read and only a logging key log", () => {
    expect(scopeAllows("read", "read")).toBe(true);
    expect(scopeAllows("log", "read")).toBe(true);
    expect(scopeAllows("read", "log")).toBe(false);
    expect(scopeAllows("log", "log")).toBe(true);
  });

  it("takes a name without control characters and a known scope", () => {
    expect(apiKeyCreateSchema.safeParse({ name: " Home Assistant ", scope: "read" }).data).toEqual({
      name: "Home Assistant",
      scope: "read",
    });
    expect(apiKeyCreateSchema.safeParse({ name: "bad\u0000name", scope: "read" }).success).toBe(false);
    expect(apiKeyCreateSchema.safeParse({ name: "x", scope: "admin" }).success).toBe(false);
  });
});

describe("webhook endpoints", () => {
  it("takes an https address and each message type once", () => {
    expect(
      webhookCreateSchema.parse({ url: "https://hooks.example/odo", events: ["item.due", "item.due", "entry.logged"] }),
    ).toEqual({ url: "https://hooks.example/odo", events: ["item.due", "entry.logged"] });
    expect(webhookCreateSchema.safeParse({ url: "http://hooks.example/odo", events: ["item.due"] }).success).toBe(
      false,
    );
    expect(webhookCreateSchema.safeParse({ url: "https://hooks.example/odo", events: [] }).success).toBe(false);
    expect(webhookCreateSchema.safeParse({ url: "https://hooks.example/odo", events: ["recall.sold"] }).success).toBe(
      false,
    );
  });
});
