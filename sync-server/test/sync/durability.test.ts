import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PullResponse, PushResponse } from "@odo/domain";
import { afterAll, describe, expect, it } from "vitest";
import { base64Json, basic } from "../helper.js";
import { type RunningServer, startServerProcess } from "../process.js";

const dataDir = mkdtempSync(join(tmpdir(), "odo-durability-"));
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    PWA_DIR: join(dataDir, "none"),
    RATE_LIMIT_PER_MINUTE: "1000",
  });
  servers.push(server);
  return server;
}

async function signUpAndIn(url: string): Promise<{ authorization: string }> {
  await fetch(`${url}/api/users/signup`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-credentials": base64Json({ username: "durable1", password: "Secret123", passwordConfirmation: "Secret123" }),
    },
    body: JSON.stringify({
      step: "complete",
      email: "durable@example.com",
      name: "D",
      lastname: "U",
      termsAccepted: true,
    }),
  });
  const mail = readdirSync(join(dataDir, "mail"))[0] ?? "";
  const token = /\/activate\/([A-Za-z0-9_-]+)/.exec(
    readFileSync(join(dataDir, "mail", mail), "utf8").replace(/=\r?\n/g, ""),
  )?.[1];
  await fetch(`${url}/api/users/activate`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  const session = (await (
    await fetch(`${url}/api/users/signin`, { headers: { authorization: basic("durable1", "Secret123") } })
  ).json()) as {
    token: string;
  };
  return { authorization: `Bearer ${session.token}` };
}

describe("durability", () => {
  it("keeps every acknowledged mutation through a SIGKILL and applies resent ones once", async () => {
    const first = await start();
    const auth = await signUpAndIn(first.url);
    const clientId = randomUUID();
    const vehicleId = randomUUID();
    const pushTo = async (url: string, mutations: unknown[]) => {
      const response = await fetch(`${url}/api/sync/push`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ clientId, mutations }),
      });
      return (await response.json()) as PushResponse;
    };

    const all = [
      { mid: 1, name: "vehicle.create", args: { _id: vehicleId, vehicleType: "car", manufacture: "a", model: "b" } },
    ];
    for (let mid = 2; mid <= 4_000; mid += 1) {
      all.push({
        mid,
        name: "maintenance.create",
        args: { vehicleId, maintenance: { _id: randomUUID(), type: "battery", date: "2026-11-20T10:00:00.000Z" } },
      } as never);
    }

    const acknowledged = new Set<number>();
    let sent = 0;
    const pushing = (async () => {
      while (sent < all.length) {
        const batch = all.slice(sent, sent + 20);
        try {
          const answer = await pushTo(first.url, batch);
          for (const result of answer.results) if (result.status === "applied") acknowledged.add(result.mid);
          sent += batch.length;
        } catch {
          return; // the server is gone mid-request: this batch is unacknowledged
        }
      }
    })();
    while (acknowledged.size < 200) await new Promise((resolve) => setTimeout(resolve, 5));
    await first.stop("SIGKILL");
    await pushing;
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(acknowledged.size).toBeLessThan(all.length);

    const second = await start();
    const pulled = new Set<string>();
    let cursor = 0;
    for (let hasMore = true; hasMore; ) {
      const page = (await (
        await fetch(`${second.url}/api/sync/pull?cursor=${cursor}&limit=1000`, { headers: auth })
      ).json()) as PullResponse;
      for (const change of page.changes) if (change.op === "put") pulled.add(change.id);
      cursor = page.cursor;
      hasMore = page.hasMore;
    }
    for (const mutation of all) {
      if (!acknowledged.has(mutation.mid)) continue;
      const id =
        mutation.name === "vehicle.create"
          ? vehicleId
          : (mutation.args as unknown as { maintenance: { _id: string } }).maintenance._id;
      expect(pulled.has(id), `mid ${mutation.mid}`).toBe(true);
    }

    // The device resends everything it has no answer for, in batches, plus a few it has: each
    // mutation ends up applied exactly once.
    const unanswered = all.filter((m) => !acknowledged.has(m.mid));
    const replayed = await pushTo(second.url, all.slice(0, 5));
    expect(replayed.results.map((result) => result.status)).toEqual(Array(5).fill("applied"));
    for (let index = 0; index < unanswered.length; index += 100) {
      const answer = await pushTo(second.url, unanswered.slice(index, index + 100));
      expect(answer.results.every((result) => result.status === "applied")).toBe(true);
    }
    const seen = new Map<string, number>();
    cursor = 0;
    for (let hasMore = true; hasMore; ) {
      const page = (await (
        await fetch(`${second.url}/api/sync/pull?cursor=${cursor}&limit=1000`, { headers: auth })
      ).json()) as PullResponse;
      for (const change of page.changes) {
        if (change.entity === "maintenance") seen.set(change.id, (seen.get(change.id) ?? 0) + 1);
      }
      cursor = page.cursor;
      hasMore = page.hasMore;
    }
    expect(seen.size).toBe(all.length - 1);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    await second.stop();
  });
});
