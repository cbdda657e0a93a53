import { randomBytes } from "node:crypto";
import {
  type Country,
  capabilitiesByRole,
  dayMs,
  hasVinShape,
  normalisedVin,
  notifiesOn,
  type RecallCampaign,
  type RecallReport,
  type RecallSource,
  recallLimits,
  recallLookupOf,
  recallNoticeId,
  recallNoticeParams,
  recallSourceFor,
  refreshedReport,
  uuidV7,
  type Vehicle,
} from "@odo/domain";
import { notificationSentence } from "@odo/words";
import { and, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { recallLookups, recalls, users, vehicles } from "../db/schema.js";
import { type AppDeps, reading, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import { insertNotification } from "../inbox/inbox.js";
import { queueNotice } from "../notifications/queue-notice.js";
import { recipient } from "../notifications/scheduler-repository.js";
import { recallView } from "../store/recall-rows.js";
import { findVehicle, sharesOf } from "../store/repository.js";
import { ServerTransaction } from "../store/server-transaction.js";
import { vehicleView } from "../store/views.js";
import { queueWebhookMessage, webhookVehicle } from "../webhooks/queue-message.js";
import { webhooksOf } from "../webhooks/webhooks-repository.js";
import { nhtsaRecalls } from "./nhtsa-recalls.js";
import { RecallSourceFailed } from "./recall-source.js";
import { canadaRecalls } from "./transport-canada-recalls.js";

const hourMs = 3_600_000;
/** How long a process holds a vehicle it claimed before another may take it (a process that died). */
const claimMs = 10 * 60_000;
/** When to look again: a week after a look-up, a month after a VIN the source does not know, an hour after a failure. */
const lookAgainMs = { decoded: recallLimits.checkEveryDays * dayMs, unknown: 30 * dayMs, failed: hourMs } as const;
/** Vehicles looked at per round; the next round takes the rest. */
const vehiclesPerRound = 20;

const at = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

interface DueVehicle {
  id: string;
  vin: string;
  /** Where its owner lives, which says whose recalls it is asked of. */
  country: Country;
}

/** Vehicles whose VIN is due a look-up: never looked up, a VIN changed since, or their time come. */
async function dueVehicles(db: Db, now: Date): Promise<DueVehicle[]> {
  const rows = await db
    .select({ id: vehicles.id, vin: vehicles.bodySerial, country: users.country })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .leftJoin(recallLookups, eq(recallLookups.vehicleId, vehicles.id))
    .where(
      and(
        sql`length(${vehicles.bodySerial}) = 17`,
        or(
          isNull(recallLookups.vehicleId),
          ne(recallLookups.vin, vehicles.bodySerial),
          lte(recallLookups.nextAt, now.toISOString()),
        ),
      ),
    )
    .limit(vehiclesPerRound);
  return rows.flatMap(({ id, vin, country }) => (vin && hasVinShape(normalisedVin(vin)) ? [{ id, vin, country }] : []));
}

/** Takes a vehicle's look-up for this process: false when another process holds it or did it already. */
async function claimed(db: Db, vehicleId: string, vin: string, now: Date): Promise<boolean> {
  const row = { vehicleId, vin, outcome: "claimed" as const, nextAt: at(now, claimMs) };
  const taken = await db
    .insert(recallLookups)
    .values(row)
    .onConflictDoUpdate({
      target: recallLookups.vehicleId,
      set: { vin, outcome: "claimed", nextAt: row.nextAt },
      setWhere: or(lte(recallLookups.nextAt, now.toISOString()), ne(recallLookups.vin, vin)),
    })
    .returning({ vehicleId: recallLookups.vehicleId });
  return taken.length > 0;
}

async function settle(db: Db, vehicleId: string, outcome: keyof typeof lookAgainMs, now: Date) {
  await db
    .update(recallLookups)
    .set({ outcome, nextAt: at(now, lookAgainMs[outcome]) })
    .where(eq(recallLookups.vehicleId, vehicleId));
}

/**
 * Tells each reader of the vehicle's reminders (its owner and household) of each campaign found,
 * once whatever reruns (the notification's id is the campaign's for that reader), and their
 * scripts through the `recall.found` webhook, in the unit that keeps the report.
 */
async function announce(
  deps: AppDeps,
  vehicle: Vehicle,
  source: RecallSource,
  added: readonly RecallCampaign[],
  now: Date,
) {
  const household = (await sharesOf(deps.db, vehicle._id)).filter(
    (share) => capabilitiesByRole[share.role].receivesReminders,
  );
  const readers = [vehicle.user._id, ...household.map((share) => share.userId)];
  for (const readerId of readers) {
    const reader = await recipient(deps.db, readerId);
    if (!reader) continue;
    const told: RecallCampaign[] = [];
    for (const campaign of added) {
      const params = recallNoticeParams(vehicle, source, campaign);
      const content = {
        key: "recallFound" as const,
        params,
        message: notificationSentence("recallFound", params, reader.lang),
      };
      const id = recallNoticeId(readerId, vehicle._id, campaign.campaign);
      if (!(await insertNotification(deps, readerId, content, id))) continue;
      told.push(campaign);
      // A recall is as pressing as an item due now: pushed and mailed as the reader has those told.
      const channels = (["push", "email"] as const).filter((channel) =>
        notifiesOn(reader.settings, channel, vehicle._id, "due"),
      );
      await queueNotice(deps, reader, id, { notificationId: id, params, key: "recallFound" }, channels, now);
    }
    const hooks = told.length > 0 ? await webhooksOf(deps.db, [readerId]) : [];
    for (const campaign of told) {
      await queueWebhookMessage(
        deps.db,
        hooks,
        "recall.found",
        { vehicle: webhookVehicle(vehicle), recall: campaign },
        now,
      );
    }
  }
}

/** Keeps the new report as the vehicle's (through the shared transaction: its audience receives it). */
async function keepReport(
  deps: AppDeps,
  vehicleId: string,
  found: Awaited<ReturnType<typeof nhtsaRecalls>>,
  lookup: { make: string; model: string; modelYear: number; source: RecallSource },
  now: Date,
) {
  const row = await findVehicle(deps.db, vehicleId);
  if (!row) return;
  const vehicle = vehicleView(row);
  const before = firstRow(await deps.db.select().from(recalls).where(eq(recalls.vehicleId, vehicleId)));
  const previous: RecallReport | undefined = before && recallView(before);
  const fields = {
    _id: uuidV7(now.getTime(), randomBytes(10)),
    vehicle: vehicleId,
    ...lookup,
  };
  const { report, added } = refreshedReport(previous, found, fields, now.toISOString());
  const tx = new ServerTransaction(deps.db, { id: vehicle.user._id, role: "user" }, deps.deletedFiles, deps.clock);
  try {
    await tx.put("recalls", report, previous);
  } catch (error) {
    // A vehicle past its owner's plan is read-only: its report waits until it is not.
    if (error instanceof ApiError && error.code === "VEHICLE_READ_ONLY") return;
    throw error;
  }
  await announce(deps, vehicle, report.source, added, now);
}

/** Whether any recall source is configured: without one, no vehicle is looked up. */
export const recallsConfigured = (recalls: AppConfig["recalls"]) => recalls.baseUrl !== null || recalls.canada !== null;

/**
 * The source a vehicle is asked of: Transport Canada for an owner in Canada where it is configured;
 * else NHTSA (a car sold in Canada is almost always the US model under another campaign number,
 * so NHTSA's campaigns still tell its owner of the defect). None when that one is off too.
 */
function sourceOf(deps: ServerDeps, country: Country): RecallSource | null {
  const { baseUrl, canada } = deps.config.recalls;
  if (recallSourceFor(country) === "transportCanada" && canada) return "transportCanada";
  return baseUrl ? "nhtsa" : null;
}

const campaignsFrom = { nhtsa: nhtsaRecalls, transportCanada: canadaRecalls } as const satisfies Record<
  RecallSource,
  typeof nhtsaRecalls
>;

/**
 * Looks up one vehicle's recalls: its VIN decoded from the vPIC copy; for one built for the North
 * American market, its source's campaigns for its make, model and year, kept as the vehicle's
 * report (a campaign new to it told once). A VIN the source does not know, or a vehicle no
 * configured source covers, is looked at again in a month; a failed call in an hour. Returns the
 * outcome.
 */
export async function checkVehicleRecalls(
  deps: ServerDeps,
  vehicle: DueVehicle,
  now: Date,
): Promise<keyof typeof lookAgainMs | "skipped"> {
  if (!(await writing(deps, (app) => claimed(app.db, vehicle.id, vehicle.vin, now)))) return "skipped";
  const decode = await deps.vinDecoder.decode(vehicle.vin);
  const found = recallLookupOf(decode);
  const source = sourceOf(deps, vehicle.country);
  if (!found || !source) {
    await writing(deps, (app) => settle(app.db, vehicle.id, "unknown", now));
    return "unknown";
  }
  const lookup = { ...found, source };
  try {
    const campaigns = await campaignsFrom[source](deps, lookup);
    await writing(deps, async (app) => {
      await keepReport(app, vehicle.id, campaigns, lookup, now);
      await settle(app.db, vehicle.id, "decoded", now);
    });
    return "decoded";
  } catch (error) {
    if (!(error instanceof RecallSourceFailed)) throw error;
    deps.log.warn({ vehicleId: vehicle.id, reason: error.message }, "recall look-up failed; trying again in an hour");
    await writing(deps, (app) => settle(app.db, vehicle.id, "failed", now));
    return "failed";
  }
}

/** One round of look-ups: every vehicle due, one after another (the source is asked gently). */
export async function checkDueRecalls(deps: ServerDeps, now: Date = deps.clock()): Promise<number> {
  if (!recallsConfigured(deps.config.recalls)) return 0;
  const due = await reading(deps, (app) => dueVehicles(app.db, now));
  let looked = 0;
  for (const vehicle of due) if ((await checkVehicleRecalls(deps, vehicle, now)) !== "skipped") looked += 1;
  return looked;
}
