import { randomBytes } from "node:crypto";
import { uuidV7 } from "@odo/domain";

/** A sync mutation as a client sends it; `mid` is numbered by `pushAll`. */
export interface SeedMutation {
  name: string;
  args: Record<string, unknown>;
}

export const newId = () => uuidV7(Date.now(), randomBytes(10));

/**
 * `count` refuels and general maintenances, alternating, `stepMs` apart (an hour unless said) from
 * `start`, the odometer climbing `kmStep` km (15 unless said) each: a long history that fits the timeline of a vehicle
 * added later at a higher reading.
 */
export function longHistory(
  vehicleId: string,
  count: number,
  start = Date.parse("2024-01-01T00:00:00Z"),
  stepMs = 3_600_000,
  kmStep = 15,
) {
  return Array.from({ length: count }, (_, n): SeedMutation => {
    const km = 1_000 + n * kmStep;
    const date = new Date(start + n * stepMs).toISOString();
    return n % 2 === 0
      ? {
          name: "refuel.create",
          args: {
            vehicleId,
            refuel: { _id: newId(), date, quantity: 30, amount: 40, displacement: km, gasStation: { name: "Puma" } },
          },
        }
      : {
          name: "maintenance.create",
          args: {
            vehicleId,
            maintenance: { _id: newId(), type: "general", adjustments: ["changeOil"], kms: km, amount: 25, date },
          },
        };
  });
}

/** Sends mutations as one new client would, a hundred per push; fails on any refusal. */
export async function pushAll(baseUrl: string, token: string, mutations: readonly SeedMutation[]): Promise<void> {
  const clientId = newId();
  for (let index = 0; index < mutations.length; index += 100) {
    const batch = mutations
      .slice(index, index + 100)
      .map((mutation, offset) => ({ mid: index + offset + 1, ...mutation }));
    const response = await fetch(`${baseUrl}/api/sync/push`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ clientId, mutations: batch }),
    });
    const reply = (await response.json()) as { applied?: { results: { status: string }[] } };
    const refused = reply.applied?.results.find((result) => result.status !== "applied");
    if (!response.ok || refused)
      throw new Error(`push refused: ${response.status} ${JSON.stringify(refused ?? reply)}`);
  }
}
