import { randomBytes } from "node:crypto";
import { get } from "node:http";
import { type PullResponse, type PushResponse, parseLiveChange, uuidV7 } from "@odo/domain";

interface Device {
  url: string;
  authorization: string;
}

const newId = () => uuidV7(Date.now(), randomBytes(10));

/** Seqs announced on a device's open event stream, with a way to wait for one past a cursor. */
function openStream(device: Device) {
  const seqs: number[] = [];
  let wake: (() => void) | undefined;
  let buffer = "";
  const request = get(`${device.url}/api/sync/events`, {
    agent: false,
    headers: { authorization: device.authorization },
  });
  const opened = new Promise<void>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        const events = buffer.split("\n\n");
        buffer = events.pop() ?? "";
        for (const event of events) {
          const change = parseLiveChange(event);
          if (change) seqs.push(change.seq);
        }
        if (seqs.length > 0) resolve();
        wake?.();
      });
    });
  });
  return {
    opened,
    async past(cursor: number): Promise<void> {
      while (!seqs.some((seq) => seq > cursor)) await new Promise<void>((resolve) => (wake = resolve));
    },
    close: () => request.destroy(),
  };
}

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
  const stream = openStream(listener);
  await stream.opened;
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
