import { calendarDaysBetween } from "../format/calendar.js";
import type { ComponentStatus, DetailedMaintenanceStatus } from "../maintenance/component-status.js";
import type { MaintenanceStatusSummary } from "../maintenance/status.js";
import { toTime } from "../shared/dates.js";

/** Insurance or taxes due within this many days show as coming up. */
export const dueSoonDays = 30;

export type AttentionTone = "urgent" | "warning" | "unknown" | "good";
export type ComponentName = "tires" | "brakes" | "battery" | "chain";

/** One thing about a vehicle its owner should know, most pressing first. */
export type Attention =
  | { kind: "service"; tone: AttentionTone; remainingKm: number }
  | { kind: "noInterval"; tone: "unknown" }
  | { kind: "insurance" | "taxes"; tone: "urgent" | "warning"; days: number }
  | { kind: "component"; tone: AttentionTone; component: ComponentName };

const toneOrder: Record<AttentionTone, number> = { urgent: 0, warning: 1, unknown: 2, good: 3 };
const componentTone: Record<ComponentStatus, AttentionTone> = {
  urgent: "urgent",
  warning: "warning",
  unknown: "unknown",
  good: "good",
};

function dueDate(kind: "insurance" | "taxes", date: string | null, now: Date, timeZone: string): Attention[] {
  if (!date || Number.isNaN(toTime(date))) return [];
  const days = calendarDaysBetween(now, new Date(date), timeZone);
  if (toTime(date) <= now.getTime()) return [{ kind, tone: "urgent", days: -days }];
  return days <= dueSoonDays ? [{ kind, tone: "warning", days }] : [];
}

/**
 * What a garage card leads with: the service counter, insurance and taxes, and each component, in
 * order of urgency (expired and urgent, then coming up, then unknown parts, then the next service).
 * `days` counts calendar days in `timeZone`: until a date ahead, since one gone by.
 */
export function vehicleAttention(
  vehicle: { insuranceDate: string | null; taxesDate: string | null },
  summary: MaintenanceStatusSummary,
  detailed: DetailedMaintenanceStatus,
  now: Date,
  timeZone = "UTC",
): Attention[] {
  const { tires, chain, brakes, battery } = detailed.components;
  const components: [ComponentName, ComponentStatus | undefined][] = [
    ["tires", tires.status],
    ["brakes", brakes.status],
    ["battery", battery?.status],
    ["chain", chain?.status],
  ];
  const items: Attention[] = [
    summary.maintenanceInterval > 0
      ? {
          kind: "service",
          tone: summary.status === "good" ? "good" : summary.status,
          remainingKm: summary.remainingKm,
        }
      : { kind: "noInterval", tone: "unknown" },
    ...dueDate("insurance", vehicle.insuranceDate, now, timeZone),
    ...dueDate("taxes", vehicle.taxesDate, now, timeZone),
    ...components.flatMap(([component, status]): Attention[] =>
      status && status !== "good" ? [{ kind: "component", tone: componentTone[status], component }] : [],
    ),
  ];
  // A stable sort keeps the order above among items of one tone.
  return items.sort((a, b) => toneOrder[a.tone] - toneOrder[b.tone]);
}

/**
 * The colour of a card (SPEC §4's colours): red or amber when something is urgent or coming up,
 * green when what is known is fine, gray only when nothing is known at all.
 */
export function attentionTone(items: readonly Attention[]): AttentionTone {
  const tones = new Set(items.map((item) => item.tone));
  for (const tone of ["urgent", "warning", "good"] as const) if (tones.has(tone)) return tone;
  return "unknown";
}
