import { z } from "zod";
import { oneOf } from "../shared/one-of.js";
import { plans } from "./plans.js";

export const planSchema = oneOf(plans);

/**
 * `PATCH /users/plan`: free and basic are chosen directly (no payment provider exists yet);
 * business comes with creating a shop (`POST /shops`).
 */
export const planChangeSchema = z.object({ plan: z.enum(["free", "basic"], { error: "invalidOption" }) }).strict();
export type PlanChange = z.infer<typeof planChangeSchema>;
