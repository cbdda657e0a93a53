import { z } from "zod";
import { attachmentCreateSchema } from "../attachment/attachment.js";
import { expenseCreateSchema, expenseUpdateSchema } from "../expense/expense.js";
import { maintenanceCreateSchema } from "../maintenance/maintenance.js";
import { maintenanceUpdateSchema } from "../maintenance/update.js";
import { notificationReadSchema } from "../notification/notification.js";
import { recallDismissSchema } from "../recall/recall.js";
import { refuelCreateSchema } from "../refuel/refuel.js";
import { refuelUpdateSchema } from "../refuel/update.js";
import {
  reminderCompleteSchema,
  reminderCreateSchema,
  reminderSnoozeSchema,
  reminderUpdateSchema,
} from "../reminder/reminder.js";
import { firstMessageKey } from "../shared/field-errors.js";
import { idSchema } from "../shared/ids.js";
import { importFormats } from "../shared/import-formats.js";
import { treadReadingCreateSchema, treadReadingUpdateSchema } from "../tyre/tread-reading.js";
import { tyreEventCreateSchema, tyreEventUpdateSchema } from "../tyre/tyre-event.js";
import { tyreSetCreateSchema, tyreSetUpdateSchema } from "../tyre/tyre-set.js";
import { ratingSchema, userUpdateSchema } from "../user/user.js";
import { vehicleCreateSchema } from "../vehicle/create.js";
import { vehicleSettingsSchema } from "../vehicle/settings.js";
import { vehicleUpdateSchema } from "../vehicle/update.js";

/** Offline-born rows must carry their final id, which the REST doors leave optional. */
function withId<Schema extends z.ZodType<{ _id?: string | undefined }>>(schema: Schema) {
  return schema.transform((value, context) => {
    if (value._id === undefined) {
      context.addIssue({ code: "custom", message: "invalidId", path: ["_id"], input: value });
      return z.NEVER;
    }
    return { ...value, _id: value._id };
  });
}

const byId = z.object({ _id: idSchema });

/**
 * The sync wire contract (docs/architecture.md "Data ownership and sync"): every mutation a device may
 * push, with the schema of its args. The PWA validates before it writes to its outbox and the
 * server validates again before it applies, with these same schemas.
 */
export const mutationArgsSchemas = {
  "vehicle.create": withId(vehicleCreateSchema),
  "vehicle.update": z.object({ _id: idSchema, patch: vehicleUpdateSchema }),
  "vehicle.delete": byId,
  "vehicle.settings": z.object({ _id: idSchema, settings: vehicleSettingsSchema }),
  /** The workshop marks its visit done, or the owner collects the vehicle (SPEC §2 maintenance mode). */
  "vehicle.endVisit": byId,
  "maintenance.create": z.object({
    vehicleId: idSchema,
    maintenance: withId(maintenanceCreateSchema),
    /** Entries from an import name the app they came from. */
    importedFrom: z.enum(importFormats).optional(),
  }),
  "maintenance.update": z.object({ _id: idSchema, patch: maintenanceUpdateSchema }),
  "maintenance.delete": byId,
  "refuel.create": z.object({ vehicleId: idSchema, refuel: withId(refuelCreateSchema) }),
  "refuel.update": z.object({ _id: idSchema, patch: refuelUpdateSchema }),
  "refuel.delete": byId,
  "expense.create": z.object({
    vehicleId: idSchema,
    expense: withId(expenseCreateSchema),
    /** An insurance or tax payment moves the vehicle's due date forward by the period paid. */
    moveDueDate: z.boolean({ error: "invalidOption" }).default(false),
  }),
  "expense.update": z.object({ _id: idSchema, patch: expenseUpdateSchema }),
  "expense.delete": byId,
  "attachment.create": z.object({ vehicleId: idSchema, attachment: withId(attachmentCreateSchema) }),
  "attachment.delete": byId,
  "reminder.create": z.object({ vehicleId: idSchema, reminder: withId(reminderCreateSchema) }),
  "reminder.update": z.object({ _id: idSchema, patch: reminderUpdateSchema }),
  "reminder.delete": byId,
  "reminder.complete": reminderCompleteSchema,
  "reminder.snooze": reminderSnoozeSchema,
  "tyreSet.create": z.object({ vehicleId: idSchema, set: withId(tyreSetCreateSchema) }),
  "tyreSet.update": z.object({ _id: idSchema, patch: tyreSetUpdateSchema }),
  "tyreSet.delete": byId,
  "tyreEvent.create": z.object({ vehicleId: idSchema, event: withId(tyreEventCreateSchema) }),
  "tyreEvent.update": z.object({ _id: idSchema, patch: tyreEventUpdateSchema }),
  "tyreEvent.delete": byId,
  "treadReading.create": z.object({ vehicleId: idSchema, reading: withId(treadReadingCreateSchema) }),
  "treadReading.update": z.object({ _id: idSchema, patch: treadReadingUpdateSchema }),
  "treadReading.delete": byId,
  "recall.dismiss": recallDismissSchema,
  "notification.read": notificationReadSchema,
  "user.update": userUpdateSchema,
  "user.rate": ratingSchema,
} as const;

export type MutationName = keyof typeof mutationArgsSchemas;

/** What a device writes to its outbox for mutation `N`. */
export type MutationArgsInput<N extends MutationName> = z.input<(typeof mutationArgsSchemas)[N]>;
/** What the server's service function receives for mutation `N`, validated and normalised. */
export type MutationArgs<N extends MutationName> = z.output<(typeof mutationArgsSchemas)[N]>;

export type Mutation = { [N in MutationName]: { mid: number; name: N; args: MutationArgs<N> } }[MutationName];

export function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(mutationArgsSchemas, name);
}

export const mutationNames: readonly MutationName[] = Object.keys(mutationArgsSchemas).filter(isMutationName);

export type ParsedMutation =
  | { ok: true; mutation: Mutation }
  | { ok: false; code: "UNKNOWN_MUTATION" | "VALIDATION_FAILED"; message: string };

/** Validates one pushed mutation; a refusal names why, for the per-mutation `rejected` result. */
export function parseMutation(raw: { mid: number; name: string; args: unknown }): ParsedMutation {
  if (!isMutationName(raw.name)) return { ok: false, code: "UNKNOWN_MUTATION", message: raw.name };
  const parsed = mutationArgsSchemas[raw.name].safeParse(raw.args);
  if (!parsed.success) return { ok: false, code: "VALIDATION_FAILED", message: firstMessageKey(parsed.error) };
  // The name was checked against the table, so the args belong to it.
  return { ok: true, mutation: { mid: raw.mid, name: raw.name, args: parsed.data } as Mutation };
}
