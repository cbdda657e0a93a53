import { z } from "zod";
import type { VehiclePower } from "../energy/power.js";
import type { PowerSource } from "../vehicle/catalog.js";
import { type VehicleType, wheelLayout } from "../vehicle/catalog.js";
import type { AdjustmentKey } from "./adjustments.js";
import type { Maintenance } from "./maintenance.js";
import { kmReadings, odometerKm } from "./odometer.js";
import {
  counterStartKm,
  knownOrUnknownStatuses,
  type StatusVehicle,
  usage,
  usageSchema,
  worstStatus,
} from "./status.js";

/**
 * A component's state: the status of its counter, or unknown while no replacement of it was ever
 * logged (shown gray, SPEC §4 "gray otherwise", and left out of the overall status).
 */
export const componentStatuses = knownOrUnknownStatuses;
export type ComponentStatus = (typeof componentStatuses)[number];
export const componentUsageSchema = usageSchema.extend({ status: z.enum(componentStatuses) });
export type ComponentUsage = z.infer<typeof componentUsageSchema>;

/** The worst known status of several components; unknown when none is known. */
export function worstComponentStatus(statuses: readonly ComponentStatus[]): ComponentStatus {
  const known = statuses.filter((status) => status !== "unknown");
  return known.length === 0 ? "unknown" : worstStatus(known);
}

/**
 * How far each component goes between services, in km. Chosen from common manufacturer and
 * workshop guidance, leaning to the early side so a warning arrives before the part is worn:
 * - Car, truck and bus tires: tread lasts 40,000–80,000 km; 50,000 is a typical replacement.
 * - Moto tires wear faster (rear 8,000–15,000 km, front a little longer): 12,000.
 * - Bicycle tires: road and city tires last 3,000–8,000 km: 5,000.
 * - Bicycle chain: stretches past 0.5 % at 2,000–5,000 km and then eats the cassette: 3,000.
 * - Brake pads: cars 30,000–70,000 km (40,000); motos about half that (20,000); bicycle pads
 *   1,000–3,000 km (2,000).
 * - Battery: replaced on age (3–5 years); at ~15,000 km a year a car reaches 60,000 km in four,
 *   a moto at ~8,000 km a year reaches 30,000 in about four. A bicycle has none (the user test
 *   found a "battery" component on a plain bike confusing).
 */
export const componentIntervalsKm: Record<
  VehicleType,
  { tires: number; brakes: number; battery: number | null; chain: number | null }
> = {
  car: { tires: 50_000, brakes: 40_000, battery: 60_000, chain: null },
  truck: { tires: 50_000, brakes: 40_000, battery: 60_000, chain: null },
  bus: { tires: 50_000, brakes: 40_000, battery: 60_000, chain: null },
  moto: { tires: 12_000, brakes: 20_000, battery: 30_000, chain: null },
  bicycle: { tires: 5_000, brakes: 2_000, battery: null, chain: 3_000 },
};

/**
 * An electric vehicle's parts: regeneration does most of its braking, so pads last about two and
 * a half times as long; its weight and torque wear tyres about a fifth sooner.
 */
export function componentIntervalsFor(vehicle: {
  vehicleType: VehicleType;
  power?: VehiclePower | null | undefined;
  /** The seed's field, on a vehicle stored before powers. */
  type?: PowerSource | null | undefined;
}) {
  const base = componentIntervalsKm[vehicle.vehicleType];
  const electric = (vehicle.power ?? (vehicle.type === "electric" ? "electric" : null)) === "electric";
  if (!electric || vehicle.vehicleType === "bicycle") return base;
  return { ...base, tires: Math.round(base.tires * 0.8), brakes: Math.round(base.brakes * 2.5) };
}

const brakeKeys: readonly string[] = ["changeBrake", "bikeChangeBrake"];

/** A part followed on its own: one tire position, the brakes, the battery or a bicycle's chain. */
export type TrackedPart = "brakes" | "battery" | "chain" | AdjustmentKey;

/** Whether a logged maintenance replaced `part` (its counter restarts there). */
export function touchesPart(part: TrackedPart): (maintenance: Pick<Maintenance, "type" | "adjustments">) => boolean {
  switch (part) {
    case "brakes":
      return (m) => m.adjustments.some((key) => brakeKeys.includes(key));
    case "battery":
      return (m) => m.type === "battery" || m.adjustments.includes("changeBattery");
    case "chain":
      return (m) => m.adjustments.includes("bikeChangeChain");
    default:
      return (m) => m.adjustments.includes(part);
  }
}

const fourWheelTiresSchema = z.object({
  layout: z.literal("fourWheels"),
  status: componentUsageSchema.shape.status,
  frontLeft: componentUsageSchema,
  frontRight: componentUsageSchema,
  rearLeft: componentUsageSchema,
  rearRight: componentUsageSchema,
});
const twoWheelTiresSchema = z.object({
  layout: z.literal("twoWheels"),
  status: componentUsageSchema.shape.status,
  front: componentUsageSchema,
  rear: componentUsageSchema,
});

/** SPEC §3 "Detailed maintenance status". */
export const detailedMaintenanceStatusSchema = z.object({
  vehicle: z.object({ brand: z.string(), model: z.string(), vehicleType: z.string() }),
  components: z.object({
    tires: z.discriminatedUnion("layout", [fourWheelTiresSchema, twoWheelTiresSchema]),
    chain: componentUsageSchema.optional(),
    brakes: componentUsageSchema,
    battery: componentUsageSchema.optional(),
  }),
});
export type DetailedMaintenanceStatus = z.infer<typeof detailedMaintenanceStatusSchema>;

export interface DetailedStatusVehicle extends StatusVehicle {
  brand: string;
  model: string;
  vehicleType: VehicleType;
  /** What it runs on: an electric car's parts last differently. */
  power?: VehiclePower | null | undefined;
}

type MaintenanceRecord = Pick<Maintenance, "type" | "adjustments" | "kms" | "date">;

/**
 * Each component counts from the latest maintenance that touched it: a tire from its position's
 * adjustment, the chain from a chain change, brakes from a brake change, the battery from a battery
 * maintenance. One never replaced in the log is unknown: assuming it new when the vehicle was
 * added would call an 84,500 km car's tires good. The overall tire status is the worst known
 * tire's. A bicycle has no battery (an e-bike's pack is logged as a general maintenance).
 */
export function detailedMaintenanceStatus(
  vehicle: DetailedStatusVehicle,
  maintenances: readonly MaintenanceRecord[],
  refuels: readonly { date: string; displacement: number }[],
): DetailedMaintenanceStatus {
  const readings = kmReadings(maintenances, refuels);
  const odometer = odometerKm(vehicle, readings);
  const intervals = componentIntervalsFor(vehicle);
  const component = (interval: number, touches: (m: MaintenanceRecord) => boolean): ComponentUsage =>
    maintenances.some(touches)
      ? usage(odometer - counterStartKm(vehicle, maintenances, readings, touches), interval)
      : { ...usage(0, interval), status: "unknown" };
  const tire = (key: AdjustmentKey) => component(intervals.tires, touchesPart(key));
  const withWorst = <P extends Record<string, ComponentUsage>>(positions: P) => ({
    ...positions,
    status: worstComponentStatus(Object.values(positions).map((position) => position.status)),
  });
  const tires =
    wheelLayout(vehicle.vehicleType) === "fourWheels"
      ? {
          layout: "fourWheels" as const,
          ...withWorst({
            frontLeft: tire("tireLeftFront"),
            frontRight: tire("tireRightFront"),
            rearLeft: tire("tireLeftBack"),
            rearRight: tire("tireRightBack"),
          }),
        }
      : { layout: "twoWheels" as const, ...withWorst({ front: tire("bikeTireFront"), rear: tire("bikeTireBack") }) };

  return {
    vehicle: { brand: vehicle.brand, model: vehicle.model, vehicleType: vehicle.vehicleType },
    components: {
      tires,
      ...(intervals.chain === null ? {} : { chain: component(intervals.chain, touchesPart("chain")) }),
      brakes: component(intervals.brakes, touchesPart("brakes")),
      ...(intervals.battery === null ? {} : { battery: component(intervals.battery, touchesPart("battery")) }),
    },
  };
}

/** A part whose last replacement can be recorded: a whole component, or one tire position. */
export type ReplaceablePart = "tires" | "brakes" | "battery" | "chain" | AdjustmentKey;

/**
 * The maintenance that records a part's last replacement (from the add form or the detailed
 * status): an ordinary entry, so it counts, shows in the history and can be fixed like any other.
 */
export function partReplacement(
  part: ReplaceablePart,
  vehicleType: VehicleType,
): { type: "tires" | "battery" | "general"; adjustments: AdjustmentKey[] } {
  switch (part) {
    case "tires":
      return {
        type: "tires",
        adjustments:
          wheelLayout(vehicleType) === "fourWheels"
            ? ["tireLeftFront", "tireRightFront", "tireLeftBack", "tireRightBack"]
            : ["bikeTireFront", "bikeTireBack"],
      };
    case "brakes":
      return { type: "general", adjustments: [vehicleType === "bicycle" ? "bikeChangeBrake" : "changeBrake"] };
    case "battery":
      return { type: "battery", adjustments: ["changeBattery"] };
    case "chain":
      return { type: "general", adjustments: ["bikeChangeChain"] };
    default:
      return { type: "tires", adjustments: [part] };
  }
}
