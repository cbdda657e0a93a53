import { z } from "zod";
import type { NotificationSettings } from "../notification/settings.js";
import type { DueItem } from "../reminder/due.js";
import { dayMs } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";

/** How far ahead the shop panel looks: the next month, or the next two. */
export const comingDueWindowsDays = [30, 60] as const;
export type ComingDueWindow = (typeof comingDueWindowsDays)[number];

/**
 * When an item comes due, by the owner's own projection: its date, or the day the vehicle's pace
 * reaches its km; null when neither is known (a km item of a vehicle not moving).
 */
export function comingDueAt(item: DueItem, now: Date): string | null {
  const dates = [item.dueDate, item.projection && "date" in item.projection ? item.projection.date : null]
    .filter((date): date is string => date !== null)
    .sort();
  if (dates[0]) return dates[0];
  // Already due by its km, with no date: it is due now.
  return item.level === "due" || item.level === "overdue" ? now.toISOString() : null;
}

/** The items a shop sees coming due within `days` (already due ones included), soonest first. */
export function comingDueWithin(items: readonly DueItem[], days: number, now: Date): DueItem[] {
  const until = now.getTime() + days * dayMs;
  return items
    .filter((item) => !item.snoozed)
    .map((item) => ({ item, at: comingDueAt(item, now) }))
    .filter((entry): entry is { item: DueItem; at: string } => entry.at !== null && Date.parse(entry.at) <= until)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((entry) => entry.item);
}

/** "Remind the owner": a workshop asks Odo to tell the owner about one item of one vehicle. */
export const shopReminderSchema = z.object({ vehicleId: idSchema, itemId: z.string().min(1).max(120) });
export type ShopReminderInput = z.infer<typeof shopReminderSchema>;

/**
 * How often one shop may remind one owner: a limit, not only "once per occurrence", which a moved
 * date resets. Counted over a week across every vehicle the owner shares with the shop.
 */
export const shopReminderLimits = { perOwnerPerWeek: 5, weekMs: 7 * dayMs } as const;

/** A reminder the shop sent: once per item's occurrence, so it is never sent twice. */
export const sentShopReminderSchema = z.object({ vehicleId: idSchema, occurrence: z.string(), sentAt: z.string() });
export type SentShopReminder = z.infer<typeof sentShopReminderSchema>;

/**
 * The channels a shop's reminder takes besides the app's inbox: the owner's own choices (push,
 * mail) for the vehicle, unless they muted it. Quiet hours hold a push back, as for any notice.
 */
export function shopReminderChannels(
  settings: Pick<NotificationSettings, "push" | "email" | "mutedVehicles">,
  vehicleId: string,
): ("push" | "email")[] {
  if (settings.mutedVehicles.includes(vehicleId)) return [];
  return (["push", "email"] as const).filter((channel) => settings[channel]);
}
