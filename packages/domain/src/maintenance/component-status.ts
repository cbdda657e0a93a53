import { z } from "zod";
import { type VehicleType, wheelLayout } from "../vehicle/catalog.js";
import type { AdjustmentKey } from "./adjustments.js";
import type { Maintenance } from "./maintenance.js";
import { kmReadings, odometerKm } from "./odometer.js";
import { counterStartKm, type StatusVehicle, type Usage, usage, usageSchema, worstStatus } from "./status.js";

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
 *   a moto at ~8,000 km a year reaches 30,000 in about four; an e-bike pack lasts ~800 cycles,
 *   which at ~25 km a charge is 20,000 km.
 */
export const componentIntervalsKm: Record<
  VehicleType,
  { tires: number; brakes: number; battery: number; chain: number | null }
> = {
  car: { tires: 50_000, brakes: 40_000, battery: 60_000, chain: null },
  truck: { tires: 50_000, brakes: 40_000, battery: 60_000, chain: null },
  bus: { tires: 50_000, brakes: 40_000, battery: 60_000, chain: null },
  moto: { tires: 12_000, brakes: 20_000, battery: 30_000, chain: null },
  bicycle: { tires: 5_000, brakes: 2_000, battery: 20_000, chain: 3_000 },
};

const brakeKeys: readonly string[] = ["changeBrake", "bikeChangeBrake"];

const fourWheelTiresSchema = z.object({
  layout: z.literal("fourWheels"),
  status: usageSchema.shape.status,
  frontLeft: usageSchema,
  frontRight: usageSchema,
  rearLeft: usageSchema,
  rearRight: usageSchema,
});
const twoWheelTiresSchema = z.object({
  layout: z.literal("twoWheels"),
  status: usageSchema.shape.status,
  front: usageSchema,
  rear: usageSchema,
});

/** SPEC §3 "Detailed maintenance status". */
export const detailedMaintenanceStatusSchema = z.object({
  vehicle: z.object({ brand: z.string(), model: z.string(), vehicleType: z.string() }),
  components: z.object({
    tires: z.discriminatedUnion("layout", [fourWheelTiresSchema, twoWheelTiresSchema]),
    chain: usageSchema.optional(),
    brakes: usageSchema,
    battery: usageSchema,
  }),
});
export type DetailedMaintenanceStatus = z.infer<typeof detailedMaintenanceStatusSchema>;

export interface DetailedStatusVehicle extends StatusVehicle {
  brand: string;
  model: string;
  vehicleType: VehicleType;
}

type MaintenanceRecord = Pick<Maintenance, "type" | "adjustments" | "kms" | "date">;

/**
 * Each component counts from the latest maintenance that touched it: a tire from its position's
 * adjustment, the chain from a chain change, brakes from a brake change, the battery from a battery
 * maintenance. The overall tire status is the worst tire's.
 */
export function detailedMaintenanceStatus(
  vehicle: DetailedStatusVehicle,
  maintenances: readonly MaintenanceRecord[],
  refuels: readonly { date: string; displacement: number }[],
): DetailedMaintenanceStatus {
  const readings = kmReadings(maintenances, refuels);
  const odometer = odometerKm(vehicle, readings);
  const intervals = componentIntervalsKm[vehicle.vehicleType];
  const component = (interval: number, touches: (m: MaintenanceRecord) => boolean): Usage =>
    usage(odometer - counterStartKm(vehicle, maintenances, readings, touches), interval);
  const tire = (key: AdjustmentKey) => component(intervals.tires, (m) => m.adjustments.includes(key));
  const withWorst = <P extends Record<string, Usage>>(positions: P) => ({
    ...positions,
    status: worstStatus(Object.values(positions).map((position) => position.status)),
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
      ...(intervals.chain === null
        ? {}
        : { chain: component(intervals.chain, (m) => m.adjustments.includes("bikeChangeChain")) }),
      brakes: component(intervals.brakes, (m) => m.adjustments.some((key) => brakeKeys.includes(key))),
      battery: component(intervals.battery, (m) => m.type === "battery" || m.adjustments.includes("changeBattery")),
    },
  };
}
