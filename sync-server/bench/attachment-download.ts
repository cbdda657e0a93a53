import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { startFloor } from "./floors.js";

/** What the download bench needs from the bench's runner: a server, an account on it, a load. */
export interface DownloadBench {
  serverUrl: string;
  dataDir: string;
  account(username: string): Promise<{ authorization: string; id: string }>;
  against(
    odo: { url: string; headers: Record<string, string> },
    floor: { url: string },
  ): Promise<{ odo: number[]; floor: number[]; ratio: number }>;
}

/** A 300 kB photo as a device uploads one (a JPEG's signature, then its body). */
function photo(): Buffer {
  const bytes = Buffer.alloc(300 * 1024, 7);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
}

/**
 * Downloads of a 300 kB receipt by its owner (session, access check, the store's stream) against
 * Fastify streaming the same file from disk: requests a second, Odo ÷ floor.
 */
export async function downloadFigures(bench: DownloadBench, backend: string): Promise<[string, string, string][]> {
  const owner = await bench.account(`dl${backend.replace(/\W/g, "").slice(0, 8)}${Date.now().toString(36)}`);
  const headers = { authorization: owner.authorization, "content-type": "application/json" };
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`${bench.serverUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body) })
    ).json()) as {
      payload: { _id: string };
    };
  const car = await post("/api/vehicles", {
    vehicleType: "car",
    manufacture: "bench",
    model: "files",
    displacement: 1,
  });
  const refuel = await post(`/api/refuels/${car.payload._id}`, {
    date: new Date(Date.now() + 60_000).toISOString(),
    quantity: 10,
    amount: 10,
  });
  const bytes = photo();
  const id = crypto.randomUUID();
  await fetch(`${bench.serverUrl}/api/sync/push`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      clientId: crypto.randomUUID(),
      mutations: [
        {
          mid: 1,
          name: "attachment.create",
          args: {
            vehicleId: car.payload._id,
            attachment: {
              _id: id,
              purpose: "entry",
              recordKind: "refuel",
              recordId: refuel.payload._id,
              mediaType: "image/jpeg",
              bytes: bytes.length,
              sha256: createHash("sha256").update(bytes).digest("hex"),
              name: "receipt.jpg",
            },
          },
        },
      ],
    }),
  });
  const stored = await fetch(`${bench.serverUrl}/api/attachments/${id}/content`, {
    method: "PUT",
    headers: { authorization: owner.authorization, "content-type": "image/jpeg" },
    body: bytes,
  });
  if (!stored.ok) throw new Error(`upload for the bench answered ${stored.status}`);
  const file = join(bench.dataDir, "floor-photo.jpg");
  writeFileSync(file, bytes);
  const floor = await startFloor("static-file", { FILE: file });
  try {
    const measured = await bench.against(
      { url: `${bench.serverUrl}/api/attachments/${id}/content`, headers: { authorization: owner.authorization } },
      floor,
    );
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    return [
      [
        `GET a 300 kB attachment by its owner, ${backend}`,
        `${Math.round(median(measured.odo)).toLocaleString("en")} req/s`,
        "",
      ],
      [
        "floor: bare Fastify streaming the same file from disk",
        `${Math.round(median(measured.floor)).toLocaleString("en")} req/s`,
        "",
      ],
      ["ratio (median of the rounds' ratios)", measured.ratio.toFixed(2), "≥ 0.8"],
    ];
  } finally {
    await floor.stop();
  }
}
