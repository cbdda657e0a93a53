import type { Vehicle } from "@odo/domain";
import type { Db } from "../db/connection.js";
import { queueWebhookMessage, webhookVehicle } from "./queue-message.js";
import { type WebhookRow, webhooksOf } from "./webhooks-repository.js";

/**
 * `entry.logged` for one unit of writes: each new refuel, maintenance, expense or tyre entry queues
 * a message for the endpoints of those who follow the vehicle (its owner and household), whoever
 * logged it (the app, a sync push, a script's key). Each user's endpoints are read once a unit and
 * kept: a pushed batch of a hundred entries of a user without webhooks costs one query and no
 * further wait (an await per entry cost a pushed batch on PostgreSQL half its rate).
 */
export class EntryWebhooks {
  readonly #endpoints = new Map<string, readonly WebhookRow[]>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** `followers`: the users who follow the vehicle's reminders (its owner and household). */
  async logged(kind: string, entry: object, vehicle: Vehicle, followers: readonly string[]) {
    const endpoints: WebhookRow[] = [];
    for (const userId of followers) {
      let known = this.#endpoints.get(userId);
      if (!known) {
        known = await webhooksOf(this.db, [userId]);
        this.#endpoints.set(userId, known);
      }
      endpoints.push(...known);
    }
    if (endpoints.length === 0) return;
    const data = { kind, vehicle: webhookVehicle(vehicle), entry };
    await queueWebhookMessage(this.db, endpoints, "entry.logged", data, this.clock());
  }
}
