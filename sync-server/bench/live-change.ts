import { randomBytes } from "node:crypto";
import { type PullResponse, type PushResponse, uuidV7 } from "@odo/domain";
import { EventStream } from "../test/event-stream.js";

interface Device {
  url: string;
  authorization: string;
}

const newId = () => uuidV7(Date.now(), randomBytes(10));

/**
 * Device A pushes one maintenance; device B, its event stream open (on `listener`, which may be
 * another instance), hears of it and pulls it: the time from A's push to B holding the row, `count`
 * times. Returns the times in milliseconds.
 */
export async function liveChangeTimes(writer: Device, listener: Device, count: number): Promise<number[]> {
  const post = (path: string, body: unknown) =>
    fetch(`${writer.url}/api${path}`, {
      method: "POST",
      headers: { authorization: writer.authorization, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const vehicleId = newId();
  const clientId = newId();
  const push = async (mid: number, name: string, args: unknown) => {
    const body = (await (
      await post("/sync/push", { clientId, mutations: [{ mid, name, args }] })
    ).json()) as PushResponse;
    if (body.results[0]?.status !== "applied") throw new Error(`refused: ${JSON.stringify(body)}`);
  };
  await push(1, "vehicle.create", {
    _id: vehicleId,
    vehicleType: "car",
    manufacture: "bench",
    model: "live",
    plateNumber: "LIVE1",
  });

  const pull = async (cursor: number) =>
    (await (
      await fetch(`${listener.url}/api/sync/pull?cursor=${cursor}&limit=1000`, {
        headers: { authorization: listener.authorization },
      })
    ).json()) as PullResponse;
  let cursor = (await pull(0)).cursor;
  const stream = await EventStream.open(listener.url, { auth: { authorization: listener.authorization } });
  await stream.past(-1);
  const times: number[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const maintenanceId = newId();
      const started = performance.now();
      await push(index + 2, "maintenance.create", {
        vehicleId,
        maintenance: {
          _id: maintenanceId,
          type: "general",
          adjustments: ["changeOil"],
          kms: 1_000 + index,
          date: new Date().toISOString(),
        },
      });
      await stream.past(cursor);
      const page = await pull(cursor);
      if (!page.changes.some((change) => change.id === maintenanceId)) throw new Error("the poke came before the row");
      times.push(performance.now() - started);
      cursor = page.cursor;
    }
  } finally {
    stream.close();
  }
  return times;
}

/** The value below which `share` of the values fall (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}
