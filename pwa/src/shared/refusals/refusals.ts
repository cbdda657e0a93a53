import { plural, t } from "@lingui/core/macro";
import { isMessageKey, type MaintenanceType, maintenanceTypes, planLimits } from "@odo/domain";
import type { RefusalContext } from "../../data/refusals.js";
import { day } from "../i18n/format.js";
import { maintenanceTypeName } from "../i18n/garage-labels.js";
import { fieldErrorText, messageText } from "../i18n/messages.js";
import type { RejectedEntry } from "../sync/db.js";

/** The form that opens filled with what was typed, for "Edit and retry". */
export type RetryForm =
  | { form: "vehicleAdd" }
  | { form: "maintenanceAdd"; vehicleId: string; type: MaintenanceType }
  | { form: "refuelAdd"; vehicleId: string }
  | { form: "expenseAdd"; vehicleId: string }
  | { form: "vehicleEdit"; vehicleId: string }
  | { form: "vehicleSettings"; vehicleId: string }
  | { form: "maintenanceEdit"; vehicleId: string; maintenanceId: string }
  | { form: "refuelEdit"; vehicleId: string; refuelId: string }
  | { form: "rating" };

/** A refused change as the "Not saved" list shows it, in the user's language. */
export interface Refusal {
  id: number;
  title: string;
  reason: string;
  rejectedAt: string;
  retry: RetryForm | null;
  /** Set when the change belongs to a vehicle that is not on the device: that one comes first. */
  waitsFor: string | null;
  /** Refused for the plan's limit: a bigger plan lets it through. */
  needsPlan: boolean;
}

type Args = Record<string, unknown>;
const argsOf = (entry: Pick<RejectedEntry, "args">): Args =>
  typeof entry.args === "object" && entry.args !== null ? (entry.args as Args) : {};
const text = (value: unknown) => (typeof value === "string" ? value : "");
const nested = (args: Args, key: string): Args => {
  const value = args[key];
  return typeof value === "object" && value !== null ? (value as Args) : {};
};

function refusedVehicleName(rejected: readonly RejectedEntry[], vehicleId: string): string | undefined {
  const create = rejected.find((entry) => entry.name === "vehicle.create" && argsOf(entry)._id === vehicleId);
  if (!create) return undefined;
  const args = argsOf(create);
  return `${text(args.manufacture)} ${text(args.model)}`.trim();
}

function vehicleName(context: RefusalContext, vehicleId: string): string {
  return context.vehicleNames.get(vehicleId) ?? refusedVehicleName(context.rejected, vehicleId) ?? t`a vehicle`;
}

function title(entry: RejectedEntry, context: RefusalContext): string {
  const args = argsOf(entry);
  const id = text(args._id);
  const vehicleId = text(args.vehicleId);
  switch (entry.name) {
    case "vehicle.create": {
      const name = `${text(args.manufacture)} ${text(args.model)}`.trim();
      return t`${name} was not added`;
    }
    case "vehicle.update": {
      const name = vehicleName(context, id);
      return t`Your changes to ${name} were not saved`;
    }
    case "vehicle.settings": {
      const name = vehicleName(context, id);
      return t`The maintenance settings of ${name} were not saved`;
    }
    case "vehicle.delete": {
      const name = vehicleName(context, id);
      return t`${name} was not removed`;
    }
    case "vehicle.endVisit": {
      const name = vehicleName(context, id);
      return t`The end of the workshop visit of ${name} was not saved`;
    }
    case "maintenance.create": {
      const maintenance = nested(args, "maintenance");
      const kind = maintenanceTypeName(typeOf(maintenance.type)).toLocaleLowerCase();
      const name = vehicleName(context, vehicleId);
      const when = day(text(maintenance.date) || entry.rejectedAt);
      return t`The ${kind} maintenance of ${name} on ${when} was not saved`;
    }
    case "refuel.create": {
      const name = vehicleName(context, vehicleId);
      const when = day(text(nested(args, "refuel").date) || entry.rejectedAt);
      return t`The refuel of ${name} on ${when} was not saved`;
    }
    case "maintenance.update": {
      const name = vehicleName(context, context.entryVehicles.get(id) ?? "");
      return t`Your changes to a maintenance of ${name} were not saved`;
    }
    case "refuel.update": {
      const name = vehicleName(context, context.entryVehicles.get(id) ?? "");
      return t`Your changes to a refuel of ${name} were not saved`;
    }
    case "maintenance.delete":
      return t`A maintenance was not removed`;
    case "refuel.delete":
      return t`A refuel was not removed`;
    case "expense.create": {
      const name = vehicleName(context, vehicleId);
      const when = day(text(nested(args, "expense").date) || entry.rejectedAt);
      return t`An expense of ${name} on ${when} was not saved`;
    }
    case "expense.update":
      return t`Your changes to an expense were not saved`;
    case "expense.delete":
      return t`An expense was not removed`;
    case "attachment.create": {
      const name = vehicleName(context, vehicleId);
      const file = text(nested(args, "attachment").name);
      return t`The file ${file} of ${name} was not saved (it stays on this device)`;
    }
    case "attachment.delete":
      return t`A file was not removed`;
    case "reminder.create": {
      const name = vehicleName(context, vehicleId);
      return t`A reminder for ${name} was not saved`;
    }
    case "reminder.update":
      return t`Your changes to a reminder were not saved`;
    case "reminder.delete":
      return t`A reminder was not removed`;
    case "reminder.complete":
      return t`A reminder was not marked as done`;
    case "reminder.snooze":
      return t`A reminder was not snoozed`;
    case "tyreSet.create": {
      const name = vehicleName(context, vehicleId);
      const size = text(nested(args, "set").size);
      return t`The tyre set ${size} of ${name} was not saved`;
    }
    case "tyreSet.update":
      return t`Your changes to a tyre set were not saved`;
    case "tyreSet.delete":
      return t`A tyre set was not removed`;
    case "tyreEvent.create": {
      const name = vehicleName(context, vehicleId);
      const when = day(text(nested(args, "event").date) || entry.rejectedAt);
      return t`A tyre change of ${name} on ${when} was not saved`;
    }
    case "tyreEvent.update":
      return t`Your changes to a tyre change were not saved`;
    case "tyreEvent.delete":
      return t`A tyre change was not removed`;
    case "treadReading.create": {
      const name = vehicleName(context, vehicleId);
      const when = day(text(nested(args, "reading").date) || entry.rejectedAt);
      return t`A tread reading of ${name} on ${when} was not saved`;
    }
    case "treadReading.update":
      return t`Your changes to a tread reading were not saved`;
    case "treadReading.delete":
      return t`A tread reading was not removed`;
    case "recall.dismiss":
      return t`A recall was not set aside`;
    case "notification.read":
      return t`A notification was not marked as read`;
    case "user.update":
      return t`Your profile changes were not saved`;
    case "user.rate":
      return t`Your rating was not sent`;
  }
}

const typeOf = (value: unknown): MaintenanceType => maintenanceTypes.find((type) => type === value) ?? "general";

/**
 * For a file refused with the entry it was attached to: which entry, and that retrying the entry
 * brings the file along ("Edit and retry" puts it back on the form).
 */
function fileEntryText(entry: RejectedEntry): string | null {
  if (entry.name !== "attachment.create") return null;
  const attachment = nested(argsOf(entry), "attachment");
  if (attachment.purpose !== "entry") return null;
  switch (attachment.recordKind) {
    case "refuel":
      return t`It belongs to a refuel that was not saved either: retry the refuel and the file goes with it`;
    case "maintenance":
      return t`It belongs to a maintenance that was not saved either: retry the maintenance and the file goes with it`;
    case "expense":
      return t`It belongs to an expense that was not saved either: retry the expense and the file goes with it`;
    default:
      return null;
  }
}

/** Why the server said no, in the user's words. */
function reason(entry: RejectedEntry, context: RefusalContext): string {
  const args = argsOf(entry);
  switch (entry.code) {
    case "PLAN_LIMIT_EXCEEDED": {
      const count = planLimits[context.plan].total;
      return plural(count, {
        one: "Your plan allows # vehicle. Change your plan to add more",
        other: "Your plan allows # vehicles. Change your plan to add more",
      });
    }
    case "DEPENDENCY_REJECTED": {
      const entryOfFile = fileEntryText(entry);
      if (entryOfFile) return entryOfFile;
      const name = vehicleName(context, text(args.vehicleId) || text(args._id));
      return t`It belongs to ${name}, which was not saved either`;
    }
    case "VEHICLE_READ_ONLY": {
      const name = vehicleName(context, text(args.vehicleId) || text(args._id));
      return t`${name} is past your plan's limit, so it is read-only: it stays shown and exported. Change your plan, or remove another vehicle, to change it`;
    }
    case "FORBIDDEN":
      return messageText("noPermission");
    case "VEHICLE_NOT_FOUND":
      return t`That vehicle is no longer in your garage, or no longer shared with you`;
    case "VALIDATION_FAILED": {
      if (!isMessageKey(entry.message)) return messageText("wentWrong");
      const { conflict } = entry;
      return fieldErrorText({
        key: entry.message,
        ...(conflict ? { conflict: { ...conflict, km: conflict.kms } } : {}),
      });
    }
    default:
      return messageText("wentWrong");
  }
}

/** The form that takes the change again, if the change came from one. */
function retryForm(entry: RejectedEntry, context: RefusalContext): RetryForm | null {
  const args = argsOf(entry);
  const entryId = text(args._id);
  const entryVehicle = context.entryVehicles.get(entryId);
  switch (entry.name) {
    case "vehicle.create":
      return { form: "vehicleAdd" };
    case "maintenance.create":
      return {
        form: "maintenanceAdd",
        vehicleId: text(args.vehicleId),
        type: typeOf(nested(args, "maintenance").type),
      };
    case "refuel.create":
      return { form: "refuelAdd", vehicleId: text(args.vehicleId) };
    case "expense.create":
      return { form: "expenseAdd", vehicleId: text(args.vehicleId) };
    case "vehicle.update":
      return { form: "vehicleEdit", vehicleId: text(args._id) };
    case "vehicle.settings":
      return { form: "vehicleSettings", vehicleId: text(args._id) };
    case "maintenance.update":
      return entryVehicle ? { form: "maintenanceEdit", vehicleId: entryVehicle, maintenanceId: entryId } : null;
    case "refuel.update":
      return entryVehicle ? { form: "refuelEdit", vehicleId: entryVehicle, refuelId: entryId } : null;
    case "user.rate":
      return { form: "rating" };
    default:
      return null;
  }
}

export function describeRefusal(entry: RejectedEntry, context: RefusalContext): Refusal {
  const retry = retryForm(entry, context);
  const vehicleId = retry && "vehicleId" in retry ? retry.vehicleId : undefined;
  const missing = vehicleId !== undefined && !context.vehicleNames.has(vehicleId);
  return {
    id: entry.id ?? 0,
    title: title(entry, context),
    reason: reason(entry, context),
    rejectedAt: entry.rejectedAt,
    retry,
    waitsFor: missing ? vehicleName(context, vehicleId) : null,
    needsPlan: entry.code === "PLAN_LIMIT_EXCEEDED",
  };
}
