import { z } from "zod";
import { planSchema } from "./plan-schema.js";

const countSchema = z.number().int().min(-1);
const limitTableSchema = z.object({
  bicycle: countSchema,
  car: countSchema,
  truck: countSchema,
  bus: countSchema,
  moto: countSchema,
  total: countSchema,
});

/** `GET /vehicles/limits` payload, also cached on the device for the offline pre-check. */
export const vehicleLimitsSchema = z.object({
  plan: planSchema,
  limits: limitTableSchema,
  currentCounts: limitTableSchema.omit({ total: true }),
  totalVehicles: z.number().int().min(0),
});
export type VehicleLimits = z.infer<typeof vehicleLimitsSchema>;
