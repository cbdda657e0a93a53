import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { webhookDisableAfterFailures, webhooksPerUser, webhookTimeoutMs } from "@odo/domain";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writing } from "../../src/deps.js";
import { evaluateVehicle } from "../../src/notifications/evaluate.js";
import { sendDueWebhooks } from "../../src/webhooks/send-webhooks.js";
import { aCar, build, call, lastServiceWhenAdded, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * Outbound webhooks (issue 52): messages signed as Standard Webhooks says (checked here with the
 * spec's own reference library), sent to a real receiver on loopback, tried again on failure,
 * logged for the owner, disabled after repeated failures; a hostile target refused.
 */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

let server: TestServer;
let receiver: Server;
let target = "";
let answer = 204;
let received: Received[] = [];
let ana: Session;
let vehicleId = "";

const hooks = async (session: Session) => (await call(server, session, "GET", "/api/users/webhooks")).json().payload;
const send = () => sendDueWebhooks(server.app.deps);
/** A refuel a second after the last thing done, so the log's newest first is this one. */
const refuel = (km: number) => {
  server.clock.advance(1_000);
  return call(server, ana, "POST", `/api/refuels/${vehicleId}`, {
    displacement: km,
    quantity: 30,
    amount: 120_000,
    date: server.clock.now.toISOString(),
  });
};

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body, path: request.url ?? "" });
      if (answer === 302) response.writeHead(302, { location: `${target}/elsewhere` }).end();
      else response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await build({ config: { loopbackTargetsForTests: true } });
  ana = await userOnPlan(server, "anahooks");
  const car = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload;
  vehicleId = car._id;
  const lastService = lastServiceWhenAdded(car);
  await call(server, ana, "POST", lastService.path, lastService.body);
  await call(server, ana, "PATCH", `/api/vehicles/${vehicleId}/settings`, {
    maintenanceInterval: 5_000,
    resetMaintenanceType: "oil",
  });
  await send();
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = 204;
});

describe("webhooks", () => {
  let secret = "";
  let hookId = "";

  it("signs an entry logged as Standard Webhooks does, and its reference library verifies it", async () => {
    const made = await call(server, ana, "POST", "/api/users/webhooks", {
      url: `${target}/odo`,
      events: ["entry.logged", "item.due", "entry.logged"],
    });
    expect(made.statusCode).toBe(201);
    ({ secret, _id: hookId } = made.json().payload);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made.json().payload.events).toEqual(["entry.logged", "item.due"]);

    const logged = (await refuel(11_000)).json().payload;
    expect(await send()).toBe(1);
    expect(received).toHaveLength(1);
    const [message] = received;
    const verified = new Webhook(secret).verify(message?.body ?? "", message?.headers as Record<string, string>) as {
      type: string;
      data: { kind: string; vehicle: { _id: string }; entry: { _id: string; displacement: number } };
    };
    expect(verified.type).toBe("entry.logged");
    expect(verified.data).toMatchObject({ kind: "refuel", vehicle: { _id: vehicleId }, entry: { _id: logged._id } });
    // A forged one fails the same check.
    expect(() =>
      new Webhook(secret).verify(
        message?.body.replace("11000", "99000") ?? "",
        message?.headers as Record<string, string>,
      ),
    ).toThrow();
    expect((await hooks(ana))[0].deliveries[0]).toMatchObject({
      type: "entry.logged",
      state: "delivered",
      lastStatus: 204,
    });
    // Sent once: a second round has nothing to send.
    expect(await send()).toBe(0);
  });

  it("tries a failed message again on the spec's schedule, with the same id, and logs each try", async () => {
    answer = 500;
    await refuel(11_200);
    await send();
    const [first] = (await hooks(ana))[0].deliveries;
    expect(first).toMatchObject({ state: "pending", attempts: 1, lastStatus: 500 });
    expect(Date.parse(first.nextAttemptAt) - server.clock.now.getTime()).toBe(5_000);
    expect(await send()).toBe(0);
    server.clock.advance(5_000);
    answer = 302;
    await send();
    expect((await hooks(ana))[0].deliveries[0]).toMatchObject({ state: "pending", attempts: 2, lastStatus: 302 });
    server.clock.advance(300_000);
    answer = 200;
    await send();
    expect((await hooks(ana))[0].deliveries[0]).toMatchObject({ state: "delivered", attempts: 3, lastStatus: 200 });
    // The redirect was an answer like any other: its target was never asked.
    expect(received.map((message) => message.path)).toEqual(["/odo", "/odo", "/odo"]);
    expect(new Set(received.map((message) => message.headers["webhook-id"])).size).toBe(1);
  });

  it("tells a script what fell due, once", async () => {
    await refuel(14_600);
    await send();
    received = [];
    await writing(server.app.deps, (deps) => evaluateVehicle(deps, vehicleId, server.clock.now));
    await writing(server.app.deps, (deps) => evaluateVehicle(deps, vehicleId, server.clock.now));
    await send();
    const types = received.map((message) => JSON.parse(message.body));
    expect(types).toEqual([
      expect.objectContaining({
        type: "item.due",
        data: expect.objectContaining({ item: expect.objectContaining({ id: "service", level: "due" }) }),
      }),
    ]);
  });

  it("disables an endpoint after repeated failures, and its owner turns it on again", async () => {
    answer = 503;
    for (let failed = 0; failed < webhookDisableAfterFailures; failed += 1) {
      await refuel(15_000 + failed * 10);
      await send();
    }
    const [stopped] = await hooks(ana);
    expect(stopped.disabledAt).not.toBeNull();
    expect(received.length).toBe(webhookDisableAfterFailures);
    const before = received.length;
    await refuel(16_000);
    expect(await send()).toBeGreaterThanOrEqual(0);
    expect(received.length).toBe(before);
    const enabled = await call(server, ana, "POST", `/api/users/webhooks/${hookId}/enable`);
    expect(enabled.json().payload.disabledAt).toBeNull();
  });

  it("refuses a target that is not https on a public address, and more endpoints than the cap", async () => {
    const strict = await build({
      lookupHost: async (hostname) =>
        hostname === "intranet.example"
          ? [{ address: "10.1.2.3", family: 4 }]
          : [{ address: "93.184.216.34", family: 4 }],
    });
    try {
      const bea = await userOnPlan(strict, "beahooks");
      for (const url of [
        "https://127.0.0.1/hook",
        "https://[::1]/hook",
        "https://169.254.169.254/latest/meta-data",
        "https://intranet.example/hook",
        `${target}/odo`,
      ]) {
        const refused = await call(strict, bea, "POST", "/api/users/webhooks", { url, events: ["entry.logged"] });
        expect([url, refused.statusCode]).toEqual([url, 400]);
      }
      for (let made = 0; made < webhooksPerUser; made += 1) {
        const ok = await call(strict, bea, "POST", "/api/users/webhooks", {
          url: `https://hooks.example/${made}`,
          events: ["item.due"],
        });
        expect(ok.statusCode).toBe(201);
      }
      const over = await call(strict, bea, "POST", "/api/users/webhooks", {
        url: "https://hooks.example/more",
        events: ["item.due"],
      });
      expect(over.json().message).toBe("WEBHOOK_LIMIT");
    } finally {
      await strict.close();
    }
  });

  it("deletes an endpoint with its log; another user cannot touch it", async () => {
    const other = await userOnPlan(server, "otrohooks");
    expect((await call(server, other, "DELETE", `/api/users/webhooks/${hookId}`)).statusCode).toBe(404);
    expect((await call(server, ana, "DELETE", `/api/users/webhooks/${hookId}`)).statusCode).toBe(200);
    expect(await hooks(ana)).toEqual([]);
  });

  it("does not hold one script's messages behind another's receiver that hangs", async () => {
    const held: ServerResponse[] = [];
    const hanging = createServer((request, response) => {
      request.resume();
      held.push(response);
    });
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    try {
      const logRefuel = async (session: Session, url: string) => {
        const hook = await call(server, session, "POST", "/api/users/webhooks", { url, events: ["entry.logged"] });
        expect(hook.statusCode).toBe(201);
        const car = (await call(server, session, "POST", "/api/vehicles", aCar)).json().payload._id;
        server.clock.advance(1_000);
        const logged = await call(server, session, "POST", `/api/refuels/${car}`, {
          displacement: 20_000,
          quantity: 30,
          amount: 120_000,
          date: server.clock.now.toISOString(),
        });
        expect(logged.statusCode).toBe(201);
      };
      // The hanging receiver's message is queued first.
      await logRefuel(
        await userOnPlan(server, "slowhooks"),
        `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hook`,
      );
      await logRefuel(await userOnPlan(server, "fasthooks"), `${target}/fast`);
      const sending = send();
      // Delivered while the other receiver still holds its request, not after its timeout (allowing
      // a busy machine half of it). Either request may arrive first: they are sent side by side.
      await expect
        .poll(() => ({ held: held.length, fast: received.filter((message) => message.path === "/fast").length }), {
          timeout: webhookTimeoutMs / 2,
        })
        .toEqual({ held: 1, fast: 1 });
      for (const response of held) response.writeHead(204).end();
      expect(await sending).toBe(2);
    } finally {
      for (const response of held) if (!response.writableEnded) response.writeHead(204).end();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
