import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { urlWithoutSecrets } from "../src/log-redaction.js";
import { loggableError } from "../src/loggable-error.js";
import { testConfig } from "./helper.js";

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

describe("errors in the logs", () => {
  /** As drizzle reports a failed query, over PostgreSQL's own error. */
  const failedQuery = () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: "23505",
      detail: "Key (email)=(ana.perez@example.com) already exists.",
    });
    return new Error(
      'Failed query: update "users" set "name" = $1, "email" = $2\nparams: Ana Pérez,ana.perez@example.com',
      {
        cause,
      },
    );
  };

  it("keep what failed and leave out whose data it was", () => {
    const logged = JSON.stringify(loggableError(failedQuery()));
    expect(logged).toContain('update \\"users\\" set');
    expect(logged).toContain("23505");
    for (const personal of ["Ana", "ana.perez@example.com", "Key (email)"]) expect(logged).not.toContain(personal);
  });

  it("are written so by the server's own logger", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "odo-log-"));
    let lines = "";
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines += String(chunk);
        done();
      },
    });
    const app = await buildApp(testConfig(dataDir), { logger: { level: "info", stream } });
    try {
      app.log.error({ err: failedQuery() }, "unhandled error");
      expect(lines).toContain("unhandled error");
      expect(lines).toContain("params: [redacted]");
      expect(lines).not.toContain("ana.perez@example.com");
      expect(lines).not.toContain("Ana Pérez");
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
