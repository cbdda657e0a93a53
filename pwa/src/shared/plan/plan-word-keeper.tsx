import type { User } from "@odo/domain";
import { useMe } from "../sync/context.js";
import { useKeepPlanWord } from "./plan-on-device.js";

/** Renders nothing: keeps the signed plan this phone holds fresh while it is online. */
export function PlanWordKeeper({ user }: { user: User }) {
  useKeepPlanWord(useMe(user));
  return null;
}
