import { z } from "zod";
import type { VehiclePower } from "../../energy/power.js";
import type { ExpenseCategory } from "../../expense/categories.js";
import type { TyreSeason } from "../../tyre/tyre-set.js";
import { type DistanceUnit, unitFactors } from "../../units/units.js";
import type { VehicleType } from "../../vehicle/catalog.js";
import { expenseCategoryOf } from "../expense-kinds.js";
import type {
  ImportedExpense,
  ImportedFitting,
  ImportedRefuel,
  ImportedService,
  ImportedTyreSet,
  ImportedVehicle,
  ParsedImport,
  SkippedRows,
  SourceFile,
} from "../imported.js";
import { sourceDate } from "../source-values.js";

/**
 * May (dannymcc/may): its JSON export (`may_backup_*.json`, or `data.json` in its full backup
 * ZIP), `{export_info, vehicles: [{…, fuel_logs, charging_sessions, expenses, maintenance_events,
 * tire_sets: [{…, fitments}], …}], fuel_stations}`, read as its own restore reads it
 * (`app/services/backup_restore.py`): every field may be missing or null. Odometers are in the
 * vehicle's `odometer_unit` (absent: the user's, which the backup does not say, so the preview
 * asks); volumes and the currency are the user's settings, not in the file: the preview asks.
 */
const text = z.string().nullish().catch(null);
const number = z.coerce.number().finite().nullish().catch(null);
const flag = z.boolean().nullish().catch(null);
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .catch([])
    .transform((rows) =>
      (rows ?? []).flatMap((row) => {
        const parsed = item.safeParse(row);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

const fitmentSchema = z.object({
  axle: text,
  fitted_date: text,
  fitted_odometer: number,
  removed_date: text,
  removed_odometer: number,
});
const vehicleSchema = z.object({
  name: text,
  vehicle_type: text,
  make: text,
  model: text,
  year: number,
  registration: text,
  tracking_unit: text,
  odometer_unit: text,
  fuel_type: text,
  fuel_logs: list(
    z.object({
      date: text,
      odometer: number,
      volume: number,
      price_per_unit: number,
      total_cost: number,
      fuel_type: text,
      is_full_tank: flag,
      is_missed: flag,
      station: text,
      notes: text,
    }),
  ),
  charging_sessions: list(
    z.object({
      date: text,
      start_time: text,
      odometer: number,
      kwh_added: number,
      start_soc: number,
      end_soc: number,
      cost_per_kwh: number,
      total_cost: number,
      charger_type: text,
      location: text,
      network: text,
      notes: text,
    }),
  ),
  expenses: list(
    z.object({
      date: text,
      category: text,
      description: text,
      cost: number,
      odometer: number,
      vendor: text,
      notes: text,
    }),
  ),
  maintenance_events: list(
    z.object({ name: text, maintenance_type: text, performed_date: text, odometer: number, notes: text }),
  ),
  tire_sets: list(
    z.object({
      name: text,
      tire_type: text,
      size: text,
      purchase_date: text,
      cost: number,
      notes: text,
      is_retired: flag,
      fitments: list(fitmentSchema),
    }),
  ),
  trips: z.array(z.unknown()).nullish().catch([]),
});
/** A May backup: vehicles whose records sit under May's own section names. */
export function isMayBackup(json: unknown): json is { vehicles: unknown[] } {
  if (typeof json !== "object" || json === null) return false;
  const { vehicles, export_info } = json as { vehicles?: unknown; export_info?: unknown };
  if (!Array.isArray(vehicles)) return false;
  if (export_info !== undefined) return true;
  return vehicles.some((vehicle) => typeof vehicle === "object" && vehicle !== null && "fuel_logs" in vehicle);
}

const vehicleTypes: Record<string, VehicleType> = { motorbike: "moto", scooter: "moto", truck: "truck" };
const powers: Record<string, VehiclePower> = {
  petrol: "gasoline",
  diesel: "diesel",
  electric: "electric",
  hybrid: "hybrid",
  plugin_hybrid: "plugInHybrid",
  lpg: "lpgBiFuel",
  cng: "cngBiFuel",
  e85: "flexFuel",
};
/** May's expense categories; maintenance and repairs are services, with their cost. */
const categories: Record<string, ExpenseCategory | "service"> = {
  maintenance: "service",
  repairs: "service",
  inspection: "inspection",
  insurance: "insurance",
  tax: "taxes",
  registration: "taxes",
  parking: "parking",
  tolls: "tolls",
  cleaning: "washing",
  accessories: "accessories",
};
const seasons: Record<string, TyreSeason> = { summer: "summer", winter: "winter" };
/** Sections of a May vehicle Odo has no home for yet, said in the preview. */
const otherSections = [
  "reminders",
  "maintenance_schedules",
  "recurring_expenses",
  "documents",
  "parts",
  "specifications",
] as const;

export function parseMayBackup(file: SourceFile, json: { vehicles: unknown[] }, timeZone: string): ParsedImport {
  const raws = json.vehicles.flatMap((raw) => {
    const vehicle = vehicleSchema.safeParse(raw);
    return vehicle.success ? [{ vehicle: vehicle.data, raw: raw as Record<string, unknown> }] : [];
  });
  // One unit for the file: the vehicles' own; where they differ, every odometer in km.
  const stated = new Set(raws.flatMap(({ vehicle }) => unitOf(vehicle.odometer_unit) ?? []));
  const mixed = stated.size > 1;
  const distanceUnit: DistanceUnit | undefined = mixed ? "km" : [...stated][0];
  const place = (line: number) => ({ file: file.name, line });
  const day = (value: string | null | undefined, time?: string | null) =>
    value ? sourceDate(value, "ymd", timeZone, time ?? "") : undefined;
  const result: ParsedImport = {
    format: "may",
    vehicles: [],
    refuels: [],
    services: [],
    expenses: [],
    tyreSets: [],
    skipped: [],
    distanceUnit,
  };
  const skipped = new Map<string, SkippedRows>();
  const skip = (reason: SkippedRows["reason"], name: string, rows: number) => {
    if (rows === 0) return;
    const found = skipped.get(name) ?? { reason, name, rows: 0 };
    found.rows += rows;
    skipped.set(name, found);
  };
  raws.forEach(({ vehicle, raw }, index) => {
    const key = `may-${index + 1}`;
    // Hours-tracked machines (a tractor) keep engine hours where the odometer goes: no km reading.
    const byHours = vehicle.tracking_unit === "hours";
    const factor = mixed && unitOf(vehicle.odometer_unit) === "mi" ? unitFactors.kmPerMile : 1;
    const odometer = (value: number | null | undefined) =>
      byHours || value === null || value === undefined || value <= 0 ? null : value * factor;
    result.vehicles.push(mayVehicle(key, vehicle));
    for (const [line, log] of vehicle.fuel_logs.entries()) {
      const date = day(log.date);
      if (!date || !log.volume) continue;
      result.refuels.push(
        refuelOf(key, place(line + 1), date, odometer(log.odometer), log.volume, {
          amount: log.total_cost ?? (log.price_per_unit ?? 0) * log.volume,
          fullTank: log.is_full_tank ?? true,
          missedPrevious: log.is_missed ?? false,
          station: log.station ?? "",
          notes: log.notes ?? "",
          fuel: log.fuel_type === "diesel" ? "diesel" : undefined,
        }),
      );
    }
    for (const [line, charge] of vehicle.charging_sessions.entries()) {
      const date = day(charge.date, charge.start_time);
      if (!date || !charge.kwh_added) continue;
      result.refuels.push({
        ...refuelOf(key, place(line + 1), date, odometer(charge.odometer), charge.kwh_added, {
          amount: charge.total_cost ?? (charge.cost_per_kwh ?? 0) * charge.kwh_added,
          fullTank: true,
          missedPrevious: false,
          station: [charge.network, charge.location].filter(Boolean).join(" · "),
          notes: charge.notes ?? "",
        }),
        energy: "electricity",
        charge: {
          chargePlace: charge.charger_type === "home" ? "home" : charge.charger_type ? "public" : undefined,
          socStart: charge.start_soc ?? undefined,
          socEnd: charge.end_soc ?? undefined,
        },
      });
    }
    // May logs a service's cost as an expense and the work as an event: one entry, by its day.
    const costedServices = new Map<string, ImportedService>();
    for (const [line, expense] of vehicle.expenses.entries()) {
      const date = day(expense.date);
      if (!date) continue;
      const title = expense.description ?? "";
      const category = categories[expense.category ?? ""] ?? expenseCategoryOf(title) ?? "other";
      const notes = [expense.vendor, expense.notes].filter(Boolean).join(" · ");
      if (category === "service") {
        const service: ImportedService = {
          ...place(line + 1),
          vehicleKey: key,
          date,
          odometer: odometer(expense.odometer),
          amount: expense.cost ?? null,
          title,
          notes,
        };
        costedServices.set(date, service);
        result.services.push(service);
        continue;
      }
      result.expenses?.push({
        ...place(line + 1),
        vehicleKey: key,
        date,
        odometer: odometer(expense.odometer),
        amount: expense.cost ?? 0,
        category,
        place: expense.vendor ?? "",
        notes: [title, expense.notes].filter(Boolean).join(" · "),
      } satisfies ImportedExpense);
    }
    for (const [line, event] of vehicle.maintenance_events.entries()) {
      const date = day(event.performed_date);
      if (!date) continue;
      const costed = costedServices.get(date);
      if (costed) {
        costed.odometer ??= odometer(event.odometer);
        continue;
      }
      result.services.push({
        ...place(line + 1),
        vehicleKey: key,
        date,
        odometer: odometer(event.odometer),
        amount: null,
        title: event.name ?? event.maintenance_type?.replaceAll("_", " ") ?? "",
        notes: event.notes ?? "",
      } satisfies ImportedService);
    }
    for (const [line, set] of vehicle.tire_sets.entries()) {
      result.tyreSets?.push(tyreSetOf(key, place(line + 1), set, byHours ? () => null : odometer, day));
    }
    skip("trip", "trips", vehicle.trips?.length ?? 0);
    for (const section of otherSections) {
      const rows = raw[section];
      if (Array.isArray(rows)) skip("section", section.replaceAll("_", " "), rows.length);
    }
  });
  result.skipped = [...skipped.values()];
  return result;
}

function unitOf(unit: string | null | undefined): DistanceUnit | undefined {
  return unit === "mi" ? "mi" : unit === "km" ? "km" : undefined;
}

function mayVehicle(key: string, vehicle: z.output<typeof vehicleSchema>): ImportedVehicle {
  return {
    key,
    name: vehicle.name ?? "",
    manufacture: vehicle.make ?? undefined,
    model: vehicle.model ?? undefined,
    year: vehicle.year ?? undefined,
    plateNumber: vehicle.registration ?? undefined,
    vehicleType: vehicleTypes[vehicle.vehicle_type ?? ""] ?? "car",
    power: powers[vehicle.fuel_type ?? ""],
  };
}

function refuelOf(
  vehicleKey: string,
  at: { file: string; line: number },
  date: string,
  odometer: number | null,
  volume: number,
  rest: Pick<ImportedRefuel, "amount" | "fullTank" | "missedPrevious" | "station" | "notes"> & {
    fuel?: "diesel" | undefined;
  },
): ImportedRefuel {
  return { ...at, vehicleKey, date, odometer, volume, ...rest };
}

type MaySet = z.output<typeof vehicleSchema>["tire_sets"][number];

function tyreSetOf(
  vehicleKey: string,
  at: { file: string; line: number },
  set: MaySet,
  odometer: (value: number | null | undefined) => number | null,
  day: (value: string | null | undefined) => string | undefined,
): ImportedTyreSet {
  const reading = (date: string | null | undefined, km: number | null | undefined) => {
    const when = day(date);
    const value = odometer(km);
    return when && value !== null ? { date: when, odometer: value } : null;
  };
  const fitted = set.fitments.flatMap((fitment): ImportedFitting[] => {
    const on = reading(fitment.fitted_date, fitment.fitted_odometer);
    if (!on) return [];
    const axle = fitment.axle === "front" || fitment.axle === "rear" ? fitment.axle : "all";
    return [{ axle, on, off: reading(fitment.removed_date, fitment.removed_odometer) }];
  });
  return {
    ...at,
    vehicleKey,
    name: set.name ?? "",
    size: set.size ?? "",
    season: seasons[set.tire_type ?? ""] ?? "allSeason",
    boughtOn: day(set.purchase_date) ?? null,
    price: set.cost ?? null,
    notes: set.notes ?? "",
    retired: set.is_retired ?? false,
    fitted,
  };
}
