import type { AdjustmentKey, MaintenanceType } from "../maintenance/adjustments.js";
import type { VehicleType } from "../vehicle/catalog.js";
import type { ImportedService, ServicePart } from "./imported.js";
import { otherWork, serviceKindsOf } from "./service-kinds.js";

/** One maintenance an imported service becomes: its type, its work, its cost and what it says. */
export interface ServiceEntry {
  type: MaintenanceType;
  adjustments: AdjustmentKey[];
  amount: number | null;
  description: string;
}

interface Group {
  type: MaintenanceType;
  adjustments: Set<AdjustmentKey>;
  amount: number | null;
  titles: string[];
}

const added = (sum: number | null, amount: number | null) =>
  sum === null && amount === null ? null : (sum ?? 0) + (amount ?? 0);

/**
 * The maintenances a service becomes, one per maintenance type its work names (an oil change and
 * new tyres at one visit are two entries), each with the cost of its parts. Work no line of the
 * table names joins the general entry, or the first one; a service naming nothing is one "other"
 * entry. Odo's own export says its type and work, which are kept as they are. A title naming no
 * work is read in the notes too (LubeLogger's and Fuelly's titles are sometimes only "Service").
 */
export function serviceEntries(service: ImportedService, vehicleType: VehicleType): ServiceEntry[] {
  const describe = (titles: string[]) => [titles.filter(Boolean).join(", "), service.notes].filter(Boolean).join(" — ");
  if (service.type) {
    return [
      {
        type: service.type,
        adjustments: service.adjustments ?? [],
        amount: service.amount,
        description: describe([service.title]),
      },
    ];
  }
  const parts: ServicePart[] = service.parts ?? [{ title: service.title, amount: service.amount }];
  const groups = new Map<MaintenanceType, Group>();
  const unnamed: ServicePart[] = [];
  for (const part of parts) {
    const kinds = serviceKindsOf(part.title, vehicleType);
    if (kinds.length === 0) {
      unnamed.push(part);
      continue;
    }
    kinds.forEach((kind, index) => {
      const group = groups.get(kind.type) ?? { type: kind.type, adjustments: new Set(), amount: null, titles: [] };
      for (const key of kind.adjustments) group.adjustments.add(key);
      // A part's cost counts once, with the first kind of work it names.
      if (index === 0) group.amount = added(group.amount, part.amount);
      group.titles.push(part.title);
      groups.set(kind.type, group);
    });
  }
  if (groups.size === 0) {
    const fromNotes = parts.length === 1 ? serviceKindsOf(service.notes, vehicleType)[0] : undefined;
    const kind = fromNotes ?? otherWork(vehicleType);
    return [
      {
        type: kind.type,
        adjustments: kind.adjustments,
        amount: service.amount,
        description: describe(parts.map((part) => part.title)),
      },
    ];
  }
  const home = groups.get("general") ?? [...groups.values()][0];
  for (const part of unnamed) {
    if (!home) break;
    home.amount = added(home.amount, part.amount);
    home.titles.push(part.title);
  }
  return [...groups.values()].map((group) => ({
    type: group.type,
    adjustments: [...group.adjustments],
    amount: group.amount,
    description: describe(group.titles),
  }));
}
