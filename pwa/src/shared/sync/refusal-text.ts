import { vehicleCreateErrorKey } from "@odo/domain";
import { isKnownKey, messageText } from "../i18n/messages.js";

/** Why the server refused a change, in the user's language (the change itself was undone). */
export function refusalText(code: string, message: string): string {
  if (code === "PLAN_LIMIT_EXCEEDED") return messageText(vehicleCreateErrorKey({ status: 403, message }));
  if (code === "FORBIDDEN") return messageText("noPermission");
  if (code === "VALIDATION_FAILED" && isKnownKey(message)) return messageText(message);
  return messageText("wentWrong");
}
