import { type Plan, planSchema } from "@odo/domain";
import { z } from "zod";
import type { AppDeps } from "../deps.js";
import { addDelivery } from "../inbox/deliveries.js";
import { notify } from "../inbox/inbox.js";

/** Deliveries of a plan's mail are named `plan:…`: an account mail, not a reminder. */
export const planMailPrefix = "plan:";

export const planMailPayloadSchema = z.object({
  kind: z.enum(["planChanged", "planEnded"]),
  /** The new plan, or the one that ended. */
  plan: planSchema,
});
export type PlanMailPayload = z.infer<typeof planMailPayloadSchema>;

/**
 * A plan that changed is told in the app (the bell, synced to every device) and by mail, both in the
 * unit that changes it: the mail waits in the deliveries the scheduler sends (retried, once each),
 * so a crash after the change loses neither. A plan ending says which ended and that nothing is lost.
 */
export async function tellPlanChange(deps: AppDeps, userId: string, from: Plan, to: Plan): Promise<void> {
  if (from === to) return;
  const now = deps.clock();
  const payload: PlanMailPayload =
    to === "free" ? { kind: "planEnded", plan: from } : { kind: "planChanged", plan: to };
  await notify(deps, userId, payload.kind, { plan: payload.plan });
  await addDelivery(deps.db, {
    userId,
    occurrence: `${planMailPrefix}${to}:${now.toISOString()}`,
    channel: "email",
    payload,
    notBefore: now,
    now,
  });
}
