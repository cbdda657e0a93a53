import type { Vehicle } from "@odo/domain";
import type { Db } from "../db/connection.js";
import { queueWebhookMessage } from "./queue-message.js";
import { type WebhookRow, webhooksOf } from "./webhooks-repository.js";

/**
 * `entry.logged` for one unit of writes: each new refuel, maintenance, expense or tyre entry queues a message
 * for the endpoints of those who follow the vehicle (its owner and household), whoever logged it
 * (the app, a sync push, a script's key). The endpoints are read once per user per unit, so a
 * pushed batch of a thousand entries of a user without webhooks costs one query.
 */
export class EntryWebhooks {
  readonly #endpoints = new Map<string, Promise<WebhookRow[]>>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** `followers`: the users who follow the vehicle's reminders (its owner and household). */
  async logged(kind: string, entry: object, vehicle: Vehicle, followers: readonly string[]) {
    const endpoints = (await Promise.all(followers.map((userId) => this.#of(userId)))).flat();
    if (endpoints.length === 0) return;
    const about = { _id: vehicle._id, fullname: vehicle.fullname, plateNumber: vehicle.plateNumber };
    await queueWebhookMessage(this.db, endpoints, "entry.logged", { kind, vehicle: about, entry }, this.clock());
  }

  #of(userId: string): Promise<WebhookRow[]> {
    let endpoints = this.#endpoints.get(userId);
    if (!endpoints) {
      endpoints = webhooksOf(this.db, [userId]);
      this.#endpoints.set(userId, endpoints);
    }
    return endpoints;
  }
}
