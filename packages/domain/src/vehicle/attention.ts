import type { DetailedMaintenanceStatus } from "../maintenance/component-status.js";
import type { DueItem, DueLevel } from "../reminder/due.js";

export type AttentionTone = "urgent" | "warning" | "unknown" | "good";
export type ComponentName = "tires" | "brakes" | "battery" | "chain";

/**
 * One thing about a vehicle its owner should know, most pressing first: an item of `dueItems`,
 * no service interval set, a last service nobody logged (a used car), or a part whose last
 * replacement nobody logged.
 */
export type Attention =
  | { kind: "due"; tone: AttentionTone; item: DueItem }
  | { kind: "noInterval"; tone: "unknown" }
  | { kind: "unknownService"; tone: "unknown" }
  | { kind: "unknownPart"; tone: "unknown"; component: ComponentName };

const toneOrder: Record<AttentionTone, number> = { urgent: 0, warning: 1, unknown: 2, good: 3 };
const levelTone: Record<DueLevel, AttentionTone> = { overdue: "urgent", due: "urgent", soon: "warning", ok: "good" };

/**
 * What a garage card leads with (the same items the "Due soon" list and the reminders use):
 * overdue and due items, then coming up, then parts never logged, then the next service when all
 * is well. Snoozed reminders and items far off are left out.
 */
export function vehicleAttention(
  vehicle: { settings: { maintenanceInterval: number | null } },
  items: readonly DueItem[],
  detailed: DetailedMaintenanceStatus,
  serviceKnown = true,
  /** The vehicle has a tyre set in use: its tyres are followed by the set, not by the last tyres maintenance. */
  tyreSetsKnown = false,
): Attention[] {
  const interval = vehicle.settings.maintenanceInterval ?? 0;
  const { tires, chain, brakes, battery } = detailed.components;
  const unknown: [ComponentName, string | undefined][] = [
    ["tires", tyreSetsKnown ? undefined : tires.status],
    ["brakes", brakes.status],
    ["battery", battery?.status],
    ["chain", chain?.status],
  ];
  const attention: Attention[] = [
    ...items
      .filter((item) => !item.snoozed && (item.level !== "ok" || item.kind === "service"))
      .map((item): Attention => ({ kind: "due", tone: levelTone[item.level], item })),
    ...(interval > 0 ? [] : [{ kind: "noInterval", tone: "unknown" } as const]),
    ...(interval > 0 && !serviceKnown ? [{ kind: "unknownService", tone: "unknown" } as const] : []),
    ...unknown.flatMap(([component, status]): Attention[] =>
      status === "unknown" ? [{ kind: "unknownPart", tone: "unknown", component }] : [],
    ),
  ];
  // A stable sort keeps dueItems' order (most pressing, then soonest) within a tone.
  return attention.sort((a, b) => toneOrder[a.tone] - toneOrder[b.tone]);
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
