import { z } from "zod";
import { dateInputSchema } from "../shared/dates.js";
import { numberLimits } from "../shared/limits.js";
import { clearableAmount } from "../shared/numbers.js";
import { changedFields, editableFields, recordAsInput } from "../shared/record-fields.js";
import { clearableText } from "../shared/text.js";
import { currencySchema } from "../units/units.js";
import { adjustmentKeySchema, maintenanceTypeSchema } from "./adjustment-schemas.js";
import {
  type Maintenance,
  type MaintenanceCreate,
  type MaintenanceCreateInput,
  maintenanceCreateSchema,
} from "./maintenance.js";

/**
 * `PATCH /maintenances/{id}` and `maintenance.update`: the fields that changed, as typed. The
 * patched maintenance must still pass every rule of a new one (`patchedMaintenance`).
 */
export const maintenanceUpdateSchema = z
  .object({
    type: maintenanceTypeSchema.optional(),
    adjustments: z.array(adjustmentKeySchema, { error: "invalidOption" }).optional(),
    // null clears a field, absent leaves it.
    description: clearableText(500, "multi"),
    kms: clearableAmount(2, numberLimits.odometerKm),
    amount: clearableAmount(2, numberLimits.amount),
    currency: currencySchema.optional(),
    date: dateInputSchema.optional(),
    /** false once the day is given; a new date alone makes an undated entry dated. */
    dateUnknown: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "nothingToUpdate" });
export type MaintenanceUpdate = z.output<typeof maintenanceUpdateSchema>;
export type MaintenanceUpdateInput = z.input<typeof maintenanceUpdateSchema>;

const editable = editableFields(maintenanceCreateSchema, maintenanceUpdateSchema);

/** What a stored maintenance was typed as: the create input its mutation carries, or a patch applies to. */
export function maintenanceAsInput(maintenance: Maintenance): MaintenanceCreateInput & MaintenanceCreate {
  // The create schema's own fields, so the input has its shape.
  return recordAsInput(maintenanceCreateSchema, maintenance) as MaintenanceCreateInput & MaintenanceCreate;
}

/**
 * The maintenance after a patch, checked with every rule of a new one (a tires entry keeps a tire,
 * "other" keeps its description): the fields to store, or the zod error of the broken rule.
 */
export function patchedMaintenance(maintenance: Maintenance, patch: MaintenanceUpdate) {
  const merged: Record<string, unknown> = maintenanceAsInput(maintenance);
  for (const [field, value] of Object.entries(patch)) {
    if (value !== undefined) merged[field] = value ?? undefined;
  }
  // A day typed for an undated entry dates it.
  if (patch.date !== undefined && patch.dateUnknown === undefined) merged.dateUnknown = undefined;
  return maintenanceCreateSchema.safeParse(merged);
}

/** The stored maintenance with checked fields applied; a cleared field is stored as none (null). */
export function withMaintenanceFields<M extends Maintenance>(maintenance: M, fields: MaintenanceCreate): M {
  const { dateUnknown: _wasUnknown, ...rest } = maintenance;
  const { _id: _sameId, currency, dateUnknown, description, kms, amount, ...checked } = fields;
  return {
    ...(rest as M),
    ...checked,
    description: description ?? null,
    kms: kms ?? null,
    amount: amount ?? null,
    ...(currency ? { currency } : {}),
    ...(dateUnknown ? { dateUnknown: true } : {}),
  };
}

/** The patch an edit form sends: only the fields whose value changed, null for one cleared. */
export function maintenanceChanges(maintenance: Maintenance, edited: MaintenanceCreate): MaintenanceUpdate {
  // Each field is copied from a checked maintenance, so the patch has the update's shape.
  return changedFields(maintenanceUpdateSchema, editable, maintenanceAsInput(maintenance), edited) as MaintenanceUpdate;
}
