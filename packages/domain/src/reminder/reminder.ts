import { z } from "zod";
import { adjustmentKeySchema, maintenanceTypeSchema } from "../maintenance/adjustment-schemas.js";
import type { AdjustmentKey, MaintenanceType } from "../maintenance/adjustments.js";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { numberLimits } from "../shared/limits.js";
import { clearableAmount, optionalAmount, optionalInteger, storedNumber } from "../shared/numbers.js";
import { changedFields, createdFields, editableFields } from "../shared/record-fields.js";
import { clearableText, optionalText } from "../shared/text.js";

export const reminderLimits = {
  titleChars: 80,
  /** Twenty years: longer than anything a vehicle is serviced by. */
  everyMonthsMax: 240,
  /** "Snooze" puts an item out of sight for a week. */
  snoozeDays: 7,
} as const;

/**
 * A reminder the user set for a vehicle (docs/architecture.md "Reminders"): what (a title, or a
 * maintenance type or adjustment from the catalogue, which a logged maintenance then completes),
 * when (a km and/or a date), and, when recurring, how often ("every N km and/or M months, whichever
 * comes first"). A one-off reminder ends when done; a recurring one counts again from the km and
 * date it was last done.
 */
export const reminderSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  title: z.string().nullable(),
  adjustment: adjustmentKeySchema.nullable(),
  maintenanceType: maintenanceTypeSchema.nullable(),
  dueKm: storedNumber(numberLimits.odometerKm).nullable(),
  dueDate: isoDateTimeSchema.nullable(),
  everyKm: storedNumber(numberLimits.odometerKm).nullable(),
  everyMonths: z.number().int().min(1).max(reminderLimits.everyMonthsMax).nullable(),
  lastDoneKm: storedNumber(numberLimits.odometerKm).nullable(),
  lastDoneDate: isoDateTimeSchema.nullable(),
  /** A one-off reminder marked done. */
  doneAt: isoDateTimeSchema.nullable(),
  snoozedUntil: isoDateTimeSchema.nullable(),
  dismissed: z.boolean(),
  createdBy: idSchema.nullable(),
  /** The shop's name when a workshop set it (the next service at handover): the owner sees who. */
  setByShop: z.string().nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Reminder = z.infer<typeof reminderSchema>;

/** A date from a form ("yyyy-mm-dd" or an instant); blank is "not given". */
const optionalDate = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  dateInputSchema.optional(),
);
const clearableDate = z.preprocess((value) => (value === "" ? null : value), dateInputSchema.nullable().optional());

export type ReminderRefusal = { key: "reminderNeedsWhat" | "reminderNeedsWhen" | "invalidNumber"; path: string };

type ReminderFields = {
  title?: string | null | undefined;
  adjustment?: AdjustmentKey | null | undefined;
  maintenanceType?: MaintenanceType | null | undefined;
  dueKm?: number | null | undefined;
  dueDate?: string | null | undefined;
  everyKm?: number | null | undefined;
  everyMonths?: number | null | undefined;
};

/** A reminder says what (a title, a type or an adjustment) and when (a km, a date or a period). */
export function reminderRefusals(input: ReminderFields): ReminderRefusal[] {
  const refusals: ReminderRefusal[] = [];
  if (!input.title && !input.adjustment && !input.maintenanceType) {
    refusals.push({ key: "reminderNeedsWhat", path: "title" });
  }
  const when = [input.dueKm, input.dueDate, input.everyKm, input.everyMonths];
  if (when.every((value) => value === null || value === undefined)) {
    refusals.push({ key: "reminderNeedsWhen", path: "dueKm" });
  }
  if (input.everyKm === 0) refusals.push({ key: "invalidNumber", path: "everyKm" });
  return refusals;
}

const whatAndWhen = (input: ReminderFields, context: z.RefinementCtx) => {
  for (const refusal of reminderRefusals(input)) {
    context.addIssue({ code: "custom", message: refusal.key, path: [refusal.path], input });
  }
};

const fields = {
  title: optionalText(reminderLimits.titleChars),
  adjustment: adjustmentKeySchema.optional(),
  maintenanceType: maintenanceTypeSchema.optional(),
  dueKm: optionalAmount(0, numberLimits.odometerKm),
  dueDate: optionalDate,
  everyKm: optionalAmount(0, numberLimits.odometerKm),
  everyMonths: optionalInteger(1, reminderLimits.everyMonthsMax, "invalidNumber"),
};

/** `POST /vehicles/{id}/reminders` and `reminder.create`. */
export const reminderCreateSchema = z
  .object({ _id: idSchema.optional(), ...fields })
  .strict()
  .superRefine(whatAndWhen);
export type ReminderCreateInput = z.input<typeof reminderCreateSchema>;
export type ReminderCreate = z.output<typeof reminderCreateSchema>;

/** `PATCH /vehicles/{id}/reminders/{rid}` and `reminder.update`: changed fields; null clears one. */
export const reminderUpdateSchema = z
  .object({
    title: clearableText(reminderLimits.titleChars),
    adjustment: adjustmentKeySchema.nullable().optional(),
    maintenanceType: maintenanceTypeSchema.nullable().optional(),
    dueKm: clearableAmount(0, numberLimits.odometerKm),
    dueDate: clearableDate,
    everyKm: clearableAmount(0, numberLimits.odometerKm),
    everyMonths: z.preprocess(
      (value) => (value === "" ? null : value),
      z.number().int({ error: "invalidNumber" }).min(1).max(reminderLimits.everyMonthsMax).nullable().optional(),
    ),
    dismissed: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "nothingToUpdate" });
export type ReminderUpdate = z.output<typeof reminderUpdateSchema>;

/** `reminder.complete`: done at a reading and a date (a recurring one counts again from there). */
export const reminderCompleteSchema = z.object({
  _id: idSchema,
  km: optionalAmount(0, numberLimits.odometerKm),
  date: dateInputSchema,
});
export type ReminderComplete = z.output<typeof reminderCompleteSchema>;

/** `reminder.snooze`: out of sight until `until`. */
export const reminderSnoozeSchema = z.object({ _id: idSchema, until: dateInputSchema });

/** Until when "Snooze" hides an item: a week from now. */
export function snoozeUntil(now: Date): string {
  return new Date(now.getTime() + reminderLimits.snoozeDays * 86_400_000).toISOString();
}

export function isRecurring(reminder: Pick<Reminder, "everyKm" | "everyMonths">): boolean {
  return (reminder.everyKm ?? 0) > 0 || (reminder.everyMonths ?? 0) > 0;
}

/** A new reminder from its validated fields. */
export function newReminder(
  input: ReminderCreate,
  context: { _id: string; vehicleId: string; authorId: string; now: string; setByShop?: string | null },
): Reminder {
  return {
    ...(createdFields(reminderCreateSchema, reminderSchema, input) as Pick<
      Reminder,
      keyof ReminderCreate & keyof Reminder
    >),
    _id: context._id,
    vehicle: context.vehicleId,
    lastDoneKm: null,
    lastDoneDate: null,
    doneAt: null,
    snoozedUntil: null,
    dismissed: false,
    createdBy: context.authorId,
    ...(context.setByShop ? { setByShop: context.setByShop } : {}),
    createdAt: context.now,
    updatedAt: context.now,
  };
}

/** The reminder after a patch, or why the patched reminder would not be a reminder any more. */
export function patchedReminder(
  reminder: Reminder,
  patch: ReminderUpdate,
  now: string,
): { ok: true; reminder: Reminder } | { ok: false; refusal: ReminderRefusal } {
  const next: Reminder = { ...reminder, updatedAt: now };
  for (const [field, value] of Object.entries(patch)) {
    if (value !== undefined) Object.assign(next, { [field]: value });
  }
  const [first] = reminderRefusals(next);
  return first ? { ok: false, refusal: first } : { ok: true, reminder: next };
}

/** Done at `km` on `date`: a recurring reminder counts again from there, a one-off one ends. */
export function completedReminder(reminder: Reminder, done: ReminderComplete, now: string): Reminder {
  return isRecurring(reminder)
    ? {
        ...reminder,
        lastDoneKm: done.km ?? reminder.lastDoneKm,
        lastDoneDate: done.date,
        snoozedUntil: null,
        updatedAt: now,
      }
    : { ...reminder, doneAt: done.date, snoozedUntil: null, updatedAt: now };
}

const editable = editableFields(reminderCreateSchema, reminderUpdateSchema);

/** The fields an edit changed, as a patch (null clears a field); empty when nothing changed. */
export function reminderChanges(before: Reminder, edited: ReminderCreate): ReminderUpdate {
  // Each field is copied from a checked reminder, so the patch has the update's shape.
  return changedFields(reminderUpdateSchema, editable, before, edited) as ReminderUpdate;
}
