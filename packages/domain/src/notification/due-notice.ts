import { type DueItem, type DueLevel, dueKinds, dueLevels } from "../reminder/due.js";
import { uuidFromText } from "../shared/ids.js";
import { tyrePositions } from "../tyre/positions.js";
import { tyreSeasons } from "../tyre/tyre-set.js";
import type { NotificationParams } from "./notification.js";

/**
 * The id of the notice that an item reached `level` in one occurrence, for one user. The device
 * and the server compute the same id, so a notice written on the phone offline and the server's
 * copy of it are one notification, never two.
 */
export function dueNoticeId(userId: string, vehicleId: string, occurrence: string, level: DueLevel): string {
  return uuidFromText(`${userId}|${vehicleId}|${occurrence}|${level}`);
}

/** The parameters a due notification carries, rendered in the reader's language. */
export function dueNoticeParams(vehicle: { _id: string; fullname: string }, item: DueItem): NotificationParams {
  return {
    vehicleId: vehicle._id,
    vehicle: vehicle.fullname,
    item: item.id,
    kind: item.kind,
    part: item.part ?? null,
    title: item.reminder?.title ?? null,
    adjustment: item.reminder?.adjustment ?? null,
    maintenanceType: item.reminder?.maintenanceType ?? null,
    level: item.level,
    kmLeft: item.kmLeft,
    daysLeft: item.daysLeft,
    ...(item.tyres
      ? {
          axle: item.tyres.axle,
          season: item.tyres.season,
          positions: item.tyres.positions.join(" "),
          minimumMm: item.tyres.minimumMm,
          ageYears: item.tyres.ageYears,
        }
      : {}),
  };
}

/** Enough of an item to say it again, as a notification keeps it. */
export type SayableDueItem = Pick<DueItem, "kind" | "part" | "reminder" | "level" | "kmLeft" | "daysLeft"> & {
  tyres?: Pick<NonNullable<DueItem["tyres"]>, "axle" | "season" | "minimumMm" | "ageYears" | "positions">;
};

/** Back from a notification's parameters: enough of the item to say it again. */
export function dueItemFromParams(params: NotificationParams): SayableDueItem | null {
  const kind = dueKinds.find((known) => known === params.kind);
  const level = dueLevels.find((known) => known === params.level);
  if (!kind || !level) return null;
  const number = (value: unknown) => (typeof value === "number" ? value : null);
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    kind,
    level,
    kmLeft: number(params.kmLeft),
    daysLeft: number(params.daysLeft),
    ...(text(params.part) ? { part: text(params.part) as DueItem["part"] } : {}),
    ...(kind === "reminder"
      ? {
          reminder: {
            _id: text(params.item)?.replace("reminder:", "") ?? "",
            title: text(params.title),
            adjustment: text(params.adjustment) as NonNullable<DueItem["reminder"]>["adjustment"],
            maintenanceType: text(params.maintenanceType) as NonNullable<DueItem["reminder"]>["maintenanceType"],
          },
        }
      : {}),
    ...(kind === "tyreTread" || kind === "tyreAge"
      ? {
          tyres: {
            axle: number(params.axle),
            season: tyreSeasons.find((season) => season === params.season) ?? "summer",
            minimumMm: number(params.minimumMm),
            ageYears: number(params.ageYears),
            positions: (text(params.positions) ?? "").split(" ").flatMap((name) => {
              const position = tyrePositions.find((known) => known === name);
              return position ? [position] : [];
            }),
          },
        }
      : {}),
  };
}

/**
 * Where a reminder mail or push for one user stands on the server's queue: waiting (or waiting to
 * retry), being sent by an instance, sent, given up on, or not needed (nothing to say).
 */
export const dueDeliveryStates = ["pending", "sending", "sent", "failed", "skipped"] as const;
export type DueDeliveryState = (typeof dueDeliveryStates)[number];

/** The id of a shop's reminder to the owner about one occurrence of an item: sent once. */
export function shopReminderNoticeId(ownerId: string, vehicleId: string, occurrence: string): string {
  return uuidFromText(`shop|${ownerId}|${vehicleId}|${occurrence}`);
}
