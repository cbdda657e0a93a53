import { z } from "zod";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { type ImportFormat, importFormats } from "../shared/import-formats.js";
import { numberLimits } from "../shared/limits.js";
import type { MessageKey } from "../shared/message-keys.js";
import { optionalAmount, storedNumber } from "../shared/numbers.js";
import type { MileageConflict } from "../shared/readings.js";
import { createdFields } from "../shared/record-fields.js";
import { optionalText } from "../shared/text.js";
import { type Currency, currencySchema } from "../units/units.js";
import type { VehicleType } from "../vehicle/catalog.js";
import { adjustmentKeySchema, maintenanceTypeSchema } from "./adjustment-schemas.js";
import { type AdjustmentKey, acceptedAdjustmentKeys, adjustmentKeysFor, otherAdjustmentKeys } from "./adjustments.js";
import { entrySealSchema } from "./entry-seal-schema.js";
import { mileageConflict, type TimelineNeighbours } from "./timeline.js";

/** A logged maintenance (SPEC §3). `kms` and `amount` are optional readings. */
export const maintenanceSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  type: maintenanceTypeSchema,
  adjustments: z.array(adjustmentKeySchema),
  description: z.string().nullable(),
  kms: storedNumber(numberLimits.odometerKm).nullable().describe("The odometer in km, whatever unit the user reads."),
  amount: storedNumber(numberLimits.amount).nullable().describe("What was paid, in `currency`."),
  /** What `amount` was paid in; missing on entries stored before entries had one (dollars). */
  currency: currencySchema
    .optional()
    .describe("ISO 4217 code of `amount`; absent on entries stored before currencies (US dollars)."),
  date: isoDateTimeSchema,
  /**
   * Set on a replacement recorded by km alone: `date` is where its km places it on the timeline
   * (`undatedReadingDate`), shown as "date unknown", and it is no neighbour of dated readings.
   */
  dateUnknown: z.boolean().optional(),
  /** Who wrote it; null on a grantee's copy of an entry someone else wrote. */
  createdBy: idSchema.nullable(),
  /**
   * The shop's name when a workshop the vehicle is shared with logged it, as it was then: the
   * printable service history names who did the work. Absent on entries the owner wrote.
   */
  loggedByShop: z.string().nullable().optional(),
  /** The app an imported entry came from: a buyer is told it was not logged in Odo. */
  importedFrom: z.enum(importFormats).nullable().optional(),
  /** The workshop's signature, written by the server alone when it accepts a workshop's work. */
  seal: entrySealSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
});
export type Maintenance = z.infer<typeof maintenanceSchema>;
/** A maintenance as its vehicle's owner and the server hold it: the author is always known. */
export type AuthoredMaintenance = Maintenance & { createdBy: string };

const tireKeys: readonly string[] = [...adjustmentKeysFor("tires", "car"), ...adjustmentKeysFor("tires", "moto")];

/**
 * SPEC §5 "Add maintenance", the rules that need no vehicle: date required, at least one tire for
 * tires (selectOneTire), at least one adjustment for general (selectOneAdjustemnt), a description
 * when "other" is chosen (enterDescription), kms and amount optional numbers ≥ 0 in steps of 0.01.
 * A battery maintenance always carries its one fixed adjustment.
 */
export const maintenanceCreateSchema = z
  .object({
    _id: idSchema.optional(),
    type: maintenanceTypeSchema,
    adjustments: z.array(adjustmentKeySchema, { error: "invalidOption" }).default([]),
    description: optionalText(500, "multi"),
    kms: optionalAmount(2, numberLimits.odometerKm),
    amount: optionalAmount(2, numberLimits.amount),
    /** What the amount was paid in; the user's currency when left out. */
    currency: currencySchema.optional(),
    date: dateInputSchema,
    /** The day is not known: `date` is the place `undatedReadingDate` gives its km. */
    dateUnknown: z.boolean().optional(),
  })
  .transform((input) => ({
    ...input,
    adjustments:
      input.type === "battery" ? (["changeBattery"] satisfies AdjustmentKey[]) : [...new Set(input.adjustments)],
  }))
  .superRefine((input, context) => {
    if (input.type === "tires" && !input.adjustments.some((key) => tireKeys.includes(key))) {
      context.addIssue({ code: "custom", message: "selectOneTire", path: ["adjustments"], input });
    }
    if (input.type === "general" && input.adjustments.length === 0) {
      context.addIssue({ code: "custom", message: "selectOneAdjustemnt", path: ["adjustments"], input });
    }
    if (input.adjustments.some((key) => otherAdjustmentKeys.includes(key)) && !input.description) {
      context.addIssue({ code: "custom", message: "enterDescription", path: ["description"], input });
    }
  });
export type MaintenanceCreateInput = z.input<typeof maintenanceCreateSchema>;
export type MaintenanceCreate = z.output<typeof maintenanceCreateSchema>;

export interface MaintenanceVehicleContext {
  vehicleType: VehicleType;
  /** The readings a reading dated `date` must fit between (see `mileageConflict`). */
  neighboursAt: (date: string) => TimelineNeighbours;
}

/** A rule of a vehicle's entries that a change breaks: the field, the key, and the reading it clashes with. */
export interface EntryRefusal<Path extends string> {
  path: Path;
  key: MessageKey;
  conflict?: MileageConflict | undefined;
}

/**
 * The rules that need the vehicle: the adjustments must belong to its type and maintenance type,
 * and the reading must fit the vehicle's timeline (invalidMileage, naming the reading it clashes
 * with). Returns the refused field and key, if any.
 */
export function maintenanceRefusal(
  input: Pick<MaintenanceCreate, "type" | "adjustments" | "kms" | "date" | "dateUnknown">,
  vehicle: MaintenanceVehicleContext,
): EntryRefusal<"adjustments" | "kms"> | undefined {
  const allowed = acceptedAdjustmentKeys(input.type, vehicle.vehicleType);
  if (input.adjustments.some((key) => !allowed.includes(key))) return { path: "adjustments", key: "invalidOption" };
  // A reading without its day has no neighbours in time: its km places it, and nothing dated is refused for it.
  if (input.dateUnknown) return undefined;
  const conflict = mileageConflict(input.kms, vehicle.neighboursAt(input.date));
  if (conflict) return { path: "kms", key: "invalidMileage", conflict };
  return undefined;
}

/** Adds a refusal to a schema's issues, with the clashing reading for the form's message. */
export function addRefusalIssue(
  context: z.RefinementCtx,
  refusal: EntryRefusal<string>,
  path: readonly (string | number)[] = [refusal.path],
): void {
  context.addIssue({
    code: "custom",
    message: refusal.key,
    path: [...path],
    ...(refusal.conflict ? { params: { conflict: refusal.conflict } } : {}),
  });
}

/** The whole rule set for one vehicle, as a schema for the add-maintenance form. */
export function maintenanceCreateSchemaFor(vehicle: MaintenanceVehicleContext) {
  return maintenanceCreateSchema.superRefine((input, context) => {
    const refusal = maintenanceRefusal(input, vehicle);
    if (refusal) addRefusalIssue(context, refusal);
  });
}

export interface NewMaintenanceContext {
  _id: string;
  vehicleId: string;
  authorId: string;
  /** The author's currency, used when the entry names none. */
  currency: Currency;
  now: string;
  /** The author's shop, when a workshop logs work on a vehicle shared with it. */
  loggedByShop?: string | null | undefined;
  /** The app an imported entry came from. */
  importedFrom?: ImportFormat | undefined;
}

export function newMaintenance(input: MaintenanceCreate, context: NewMaintenanceContext): AuthoredMaintenance {
  return {
    ...(createdFields(maintenanceCreateSchema, maintenanceSchema, input, ["currency", "dateUnknown"]) as Omit<
      Maintenance,
      "_id" | "vehicle" | "currency" | "createdBy" | "createdAt"
    >),
    _id: context._id,
    vehicle: context.vehicleId,
    currency: input.currency ?? context.currency,
    // Kept only when true: an entry with its day is the usual one.
    ...(input.dateUnknown ? { dateUnknown: true } : {}),
    createdBy: context.authorId,
    createdAt: context.now,
    ...(context.loggedByShop ? { loggedByShop: context.loggedByShop } : {}),
    ...(context.importedFrom ? { importedFrom: context.importedFrom } : {}),
  };
}
