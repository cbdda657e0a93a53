import type { Country } from "../app/constants.js";
import { type Attachment, type AttachmentCreate, attachmentCreateSchema } from "../attachment/attachment.js";
import { energiesOfVehicle } from "../energy/power.js";
import { type Expense, type ExpenseCreate, expenseCreateSchema, newExpense } from "../expense/expense.js";
import { occurrenceId } from "../expense/recurrence.js";
import { attachmentPath } from "../export/odo-export.js";
import { dayKey } from "../format/calendar.js";
import {
  type AuthoredMaintenance,
  type Maintenance,
  maintenanceCreateSchema,
  maintenanceRefusal,
  newMaintenance,
} from "../maintenance/maintenance.js";
import { odometerKm } from "../maintenance/odometer.js";
import {
  creationReading,
  mileageConflict,
  readingsAround,
  readingsOf,
  type TimedReading,
  type TimelineNeighbours,
} from "../maintenance/timeline.js";
import { newRefuel, type Refuel, refuelCreateSchema, refuelRefusal } from "../refuel/refuel.js";
import type { ImportFormat } from "../shared/import-formats.js";
import type { MessageKey } from "../shared/message-keys.js";
import { roundTo } from "../shared/numbers.js";
import type { DatedReading, MileageConflict } from "../shared/readings.js";
import { truncate } from "../shared/text.js";
import { energyMeasures } from "../units/energies.js";
import { type Currency, type DistanceUnit, distanceToKm, type VolumeUnit, volumeToLitres } from "../units/units.js";
import { newVehicle, type VehicleCreate, type VehicleCreateInput, vehicleCreateSchema } from "../vehicle/create.js";
import { splitVehicleName } from "../vehicle/makes.js";
import { applyVehicleUpdate } from "../vehicle/update.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import type {
  ImportedExpense,
  ImportedRefuel,
  ImportedService,
  ImportedTyreSet,
  ImportedVehicle,
  ParsedImport,
  SourcePlace,
} from "./imported.js";
import { issueKey } from "./issue-key.js";
import { type RestoredDetails, restoredDetails } from "./restored-details.js";
import { rivalTyres } from "./rival-tyres.js";
import { serviceEntries } from "./service-entries.js";

/** What the user settles in the preview: the units and currency the file does not state. */
export interface ImportChoices {
  distanceUnit: DistanceUnit;
  volumeUnit: VolumeUnit;
  currency: Currency;
}

/** Where a file's vehicle goes: a new Odo vehicle, one the user has, or nowhere. */
export type VehicleTarget =
  | { kind: "new"; vehicle: VehicleCreateInput }
  | { kind: "existing"; vehicleId: string }
  | { kind: "skip" };

/** The account the import lands in, as the device holds it. */
export interface ImportAccount {
  authorId: string;
  country: Country;
  timeZone: string;
  vehicles: readonly Vehicle[];
  maintenances: readonly Maintenance[];
  refuels: readonly Refuel[];
  /** The device's expenses: an expense already there is a duplicate. */
  expenses: readonly Expense[];
  now: Date;
  newId: () => string;
}

/** A row of the file that breaks one of Odo's rules, with the rule's message key. */
export interface RefusedRow extends SourcePlace {
  entry: "refuel" | "service" | "expense" | "tyreSet";
  date: string;
  key: MessageKey;
  conflict?: MileageConflict | undefined;
}

export interface PlannedVehicle {
  key: string;
  /** The vehicle the entries go to: a new one (`create` says how it is made) or an existing one. */
  vehicle: Vehicle;
  create?: VehicleCreate & { _id: string };
  refuels: Refuel[];
  maintenances: AuthoredMaintenance[];
  /** Each with the create input its mutation carries. */
  expenses: { expense: Expense; create: ExpenseCreate & { _id: string } }[];
  duplicates: number;
  refused: RefusedRow[];
  /** The odometer after the import: the highest reading, as the server moves it too. */
  odometerKm: number;
  /** From Odo's backup, for a vehicle the import creates: its details, settings and reminders. */
  restored?: RestoredDetails | undefined;
  /**
   * From a backup ZIP: each file's new record (on the entry imported in place of the one it was
   * on, or on the vehicle) and where its bytes are in the ZIP. A file on an entry left out (a
   * duplicate, a refused row) is left out with it.
   */
  files: { create: AttachmentCreate & { _id: string }; path: string }[];
}

export interface ImportPlan {
  vehicles: PlannedVehicle[];
  /** A new vehicle's details the vehicle rules refuse, by the file's vehicle key. */
  vehicleErrors: { key: string; field: string; message: MessageKey }[];
}

/**
 * A new vehicle's suggested details from what the file says: make and model, else its name split
 * by a known make at its front ("2018 Toyota Corolla Cross" → 2018, Toyota, Corolla Cross). A name
 * that starts with no known make is the model, and the make is left for the user ("Outback"); a
 * file that names no vehicle (LubeLogger, Drivvo) leaves both to type.
 */
export function suggestedVehicle(imported: ImportedVehicle): VehicleCreateInput {
  const named = splitVehicleName(imported.name);
  const make = imported.manufacture?.trim() || named.make || "";
  const model = imported.model?.trim() || named.model;
  return {
    vehicleType: imported.vehicleType ?? "car",
    manufacture: make,
    model: model === make ? "" : model,
    plateNumber: imported.plateNumber,
    year: imported.year ?? named.year,
    power: imported.power,
    type: imported.powerSource,
    energyType: imported.fuel,
  };
}

/** Date (the day, where the user is), odometer and amount: what makes two entries the same entry. */
function duplicateKey(date: string, km: number | null, amount: number | null, timeZone: string): string {
  const day = dayKey(new Date(date), timeZone);
  return `${day}|${km === null || km <= 0 ? "" : roundTo(km, 0)}|${amount === null ? "" : roundTo(amount, 2)}`;
}

/** An expense already in Odo: the same kind, day, km and amount. */
function expenseKey(category: string, date: string, km: number | null, amount: number, timeZone: string): string {
  return `${category}|${duplicateKey(date, km, amount, timeZone)}`;
}

/**
 * One vehicle's readings as the import goes, checked with the rule the server applies
 * (`mileageConflict`) and its neighbours (`readingsAround`): the readings' dates are parsed once,
 * not again for every row as `timelineNeighbours` would, so 5,000 rows check in well under a second.
 */
class Timeline {
  private readonly readings: TimedReading[];

  constructor(
    private readonly vehicle: Vehicle,
    initial: readonly DatedReading[],
  ) {
    this.readings = readingsOf(initial);
  }

  add(reading: DatedReading): void {
    this.readings.push(...readingsOf([reading]));
  }

  neighboursAt(date: string): TimelineNeighbours {
    const { before, after } = readingsAround(this.readings, Date.parse(date));
    if (after) return { before, after };
    const km = odometerKm(this.vehicle, this.readings);
    const holder = this.readings.find((reading) => reading.km === km);
    return { before, odometer: { date: holder?.date ?? this.vehicle.updatedAt, km } };
  }
}

const oneLine = (text: string) => text.replaceAll(/\s+/g, " ").trim();

/** A backup's files as new records: on the entries imported in place of theirs, or on the vehicle. */
function restoredFiles(
  attachments: readonly Attachment[],
  entryIds: ReadonlyMap<string, { kind: "refuel" | "maintenance" | "expense"; id: string }>,
  newId: () => string,
): PlannedVehicle["files"] {
  return attachments.flatMap((attachment) => {
    const entry = attachment.recordId ? entryIds.get(attachment.recordId) : undefined;
    if (attachment.purpose === "entry" && !entry) return [];
    const parsed = attachmentCreateSchema.safeParse({
      purpose: attachment.purpose,
      recordKind: entry?.kind ?? null,
      recordId: entry?.id ?? null,
      paper: attachment.paper,
      expiresOn: attachment.expiresOn,
      mediaType: attachment.mediaType,
      bytes: attachment.bytes,
      sha256: attachment.sha256,
      name: attachment.name,
      width: attachment.width,
      height: attachment.height,
      thumbnail: attachment.thumbnail,
      takenAt: attachment.takenAt,
    });
    return parsed.success ? [{ create: { ...parsed.data, _id: newId() }, path: attachmentPath(attachment) }] : [];
  });
}

interface VehiclePlanContext {
  account: ImportAccount;
  choices: ImportChoices;
  /** The app the file came from: each entry says so. */
  format: ImportFormat;
}

function planVehicle(
  imported: ImportedVehicle,
  target: Exclude<VehicleTarget, { kind: "skip" }>,
  rows: {
    refuels: ImportedRefuel[];
    services: ImportedService[];
    expenses: ImportedExpense[];
    tyreSets: ImportedTyreSet[];
  },
  distanceUnit: DistanceUnit,
  volumeUnit: VolumeUnit,
  { account, choices, format }: VehiclePlanContext,
): PlannedVehicle | { error: { field: string; message: MessageKey } } {
  const kmOf = (odometer: number | null) =>
    odometer === null || odometer <= 0 ? null : distanceToKm(odometer, distanceUnit);
  const now = account.now.toISOString();
  let vehicle: Vehicle;
  let create: (VehicleCreate & { _id: string }) | undefined;
  let restored: RestoredDetails | undefined;
  if (target.kind === "new") {
    const highestKm = Math.max(
      0,
      ...rows.refuels.map((row) => kmOf(row.odometer) ?? 0),
      ...rows.services.map((row) => kmOf(row.odometer) ?? 0),
      ...rows.expenses.map((row) => kmOf(row.odometer) ?? 0),
      ...rows.tyreSets.flatMap((set) =>
        set.fitted.flatMap((fitting) => [fitting.on, fitting.off].map((at) => (at ? (kmOf(at.odometer) ?? 0) : 0))),
      ),
    );
    const backedUpKm = imported.record?.vehicle.displacement ?? 0;
    const parsed = vehicleCreateSchema.safeParse({
      ...target.vehicle,
      displacement: Math.max(highestKm, backedUpKm) || undefined,
    });
    if (!parsed.success) {
      return { error: { field: String(parsed.error.issues[0]?.path[0]), message: issueKey(parsed.error) } };
    }
    create = { ...parsed.data, _id: account.newId() };
    vehicle = newVehicle(parsed.data, { _id: create._id, ownerId: account.authorId, now });
    if (imported.record) {
      restored = restoredDetails(imported.record, vehicle, { authorId: account.authorId, now, newId: account.newId });
      if (restored.patch) vehicle = applyVehicleUpdate(vehicle, restored.patch, now);
      if (restored.settings) vehicle = { ...vehicle, settings: imported.record.vehicle.settings };
    }
  } else {
    const found = account.vehicles.find((candidate) => candidate._id === target.vehicleId);
    if (!found) return { error: { field: "vehicle", message: "selectVehicle" } };
    vehicle = found;
  }
  const ownRefuels = account.refuels.filter((refuel) => refuel.vehicle === vehicle._id);
  const ownMaintenances = account.maintenances.filter((maintenance) => maintenance.vehicle === vehicle._id);
  const ownExpenses = account.expenses.filter((expense) => expense.vehicle === vehicle._id);
  const seenExpenses = new Set(
    ownExpenses.map((expense) =>
      expenseKey(expense.category, expense.date, expense.km, expense.amount, account.timeZone),
    ),
  );
  const seen = new Set<string>([
    ...ownRefuels.map((refuel) => duplicateKey(refuel.date, refuel.displacement, refuel.amount, account.timeZone)),
    ...ownMaintenances.map((entry) => duplicateKey(entry.date, entry.kms, entry.amount, account.timeZone)),
  ]);
  const timeline = new Timeline(vehicle, [
    ...creationReading(vehicle),
    ...ownRefuels
      .filter((refuel) => refuel.displacement > 0)
      .map((refuel) => ({ date: refuel.date, km: refuel.displacement })),
    // A record without its day is no neighbour in time (`readingsOf`).
    ...ownMaintenances.flatMap((entry) =>
      entry.kms === null || entry.dateUnknown ? [] : [{ date: entry.date, km: entry.kms }],
    ),
    ...ownExpenses.flatMap((expense) => (expense.km === null ? [] : [{ date: expense.date, km: expense.km }])),
  ]);
  const planned: PlannedVehicle = {
    key: imported.key,
    vehicle,
    ...(create ? { create } : {}),
    ...(restored ? { restored } : {}),
    refuels: [],
    maintenances: [],
    expenses: [],
    files: [],
    duplicates: 0,
    refused: [],
    odometerKm: vehicle.displacement,
  };
  const refuse = (
    row: SourcePlace & { date: string },
    entry: RefusedRow["entry"],
    key: MessageKey,
    conflict?: MileageConflict,
  ) => planned.refused.push({ file: row.file, line: row.line, date: row.date, entry, key, conflict });
  // A backup's series get new ids: its occurrences follow them.
  const seriesIds = new Map<string, string>();
  // A backup's entries get new ids: their files follow them.
  const entryIds = new Map<string, { kind: "refuel" | "maintenance" | "expense"; id: string }>();
  const ordered = [
    ...rows.refuels.map((row) => ({ entry: "refuel" as const, row })),
    ...rows.services.map((row) => ({ entry: "service" as const, row })),
    ...rows.expenses.map((row) => ({ entry: "expense" as const, row })),
  ].sort((a, b) => Date.parse(a.row.date) - Date.parse(b.row.date) || Number(a.row.odometer) - Number(b.row.odometer));
  // A file that does not say what a fill was (LubeLogger's fuel records) fills the vehicle it goes
  // into: an electric car's records are its charges, in kWh, never litres.
  const takes = energiesOfVehicle(vehicle);
  const unstatedEnergy = takes.includes("fuel") ? "fuel" : (takes[0] ?? "fuel");
  for (const item of ordered) {
    const km = kmOf(item.row.odometer);
    const currency = item.row.currency ?? choices.currency;
    if (item.entry === "expense") {
      const row = item.row;
      const key = expenseKey(row.category, row.date, km, row.amount, account.timeZone);
      if (seenExpenses.has(key)) {
        planned.duplicates += 1;
        continue;
      }
      const series = row.occurrenceOf && seriesIds.get(row.occurrenceOf.series);
      const parsed = expenseCreateSchema.safeParse({
        category: row.category,
        amount: roundTo(row.amount, 2),
        currency,
        date: row.date,
        km: km ?? undefined,
        place: truncate(oneLine(row.place), 120),
        notes: truncate(row.notes, 1_000),
        recurrence: row.recurrence ?? null,
        coversMonths: row.coversMonths,
        ...(series && row.occurrenceOf ? { occurrenceOf: { series, index: row.occurrenceOf.index } } : {}),
      });
      if (!parsed.success) {
        refuse(row, "expense", issueKey(parsed.error));
        continue;
      }
      const conflict = mileageConflict(parsed.data.km, timeline.neighboursAt(parsed.data.date));
      if (conflict) {
        refuse(row, "expense", "invalidMileage", conflict);
        continue;
      }
      seenExpenses.add(key);
      const of = parsed.data.occurrenceOf;
      const _id = of ? occurrenceId(of.series, of.index) : account.newId();
      if (row.sourceId && parsed.data.recurrence) seriesIds.set(row.sourceId, _id);
      if (row.sourceId) entryIds.set(row.sourceId, { kind: "expense", id: _id });
      const create = { ...parsed.data, _id };
      planned.expenses.push({
        create,
        expense: newExpense(parsed.data, { _id, vehicleId: vehicle._id, authorId: account.authorId, currency, now }),
      });
      if (km !== null) timeline.add({ date: parsed.data.date, km });
      continue;
    }
    if (item.entry === "refuel") {
      const row = item.row;
      const key = duplicateKey(row.date, km, row.amount, account.timeZone);
      if (seen.has(key)) {
        planned.duplicates += 1;
        continue;
      }
      const energy = row.energy ?? unstatedEnergy;
      const parsed = refuelCreateSchema.safeParse({
        date: row.date,
        energy,
        // Only fuel and LPG are sold by volume; kWh and kg are the same everywhere.
        quantity:
          energyMeasures[energy].measure === "volume" ? volumeToLitres(row.volume, volumeUnit) : roundTo(row.volume, 3),
        amount: roundTo(row.amount, 3),
        currency,
        displacement: km ?? undefined,
        fuel: row.fuel ?? undefined,
        gasStation: {
          name: row.gasStationName ?? "",
          location: truncate(oneLine([row.station, row.notes].filter(Boolean).join(" · ")), 199),
        },
        fullTank: row.fullTank,
        missedPrevious: row.missedPrevious,
        ...row.charge,
      });
      if (!parsed.success) {
        refuse(row, "refuel", issueKey(parsed.error));
        continue;
      }
      const refusal = refuelRefusal(parsed.data, {
        energies: energiesOfVehicle(vehicle),
        country: account.country,
        neighboursAt: (date) => timeline.neighboursAt(date),
      });
      if (refusal) {
        refuse(row, "refuel", refusal.key, refusal.conflict);
        continue;
      }
      seen.add(key);
      const refuel = newRefuel(parsed.data, {
        _id: account.newId(),
        vehicleId: vehicle._id,
        authorId: account.authorId,
        vehicleFuel: vehicle.energyType,
        currency,
        now,
      });
      planned.refuels.push(refuel);
      if (row.sourceId) entryIds.set(row.sourceId, { kind: "refuel", id: refuel._id });
      if (km !== null) timeline.add({ date: refuel.date, km });
    } else {
      const row = item.row;
      const entries = serviceEntries(row, vehicle.vehicleType).filter(
        (entry) => !seen.has(duplicateKey(row.date, km, entry.amount, account.timeZone)),
      );
      if (entries.length === 0) {
        planned.duplicates += 1;
        continue;
      }
      for (const entry of entries) {
        const parsed = maintenanceCreateSchema.safeParse({
          type: entry.type,
          adjustments: entry.adjustments,
          description: entry.description ? truncate(entry.description, 499) : undefined,
          kms: km ?? undefined,
          amount: entry.amount === null ? undefined : roundTo(entry.amount, 2),
          currency,
          date: row.date,
          ...(row.dateUnknown ? { dateUnknown: true } : {}),
        });
        if (!parsed.success) {
          refuse(row, "service", issueKey(parsed.error));
          break;
        }
        const refusal = maintenanceRefusal(parsed.data, {
          vehicleType: vehicle.vehicleType,
          neighboursAt: (date) => timeline.neighboursAt(date),
        });
        if (refusal) {
          refuse(row, "service", refusal.key, refusal.conflict);
          break;
        }
        seen.add(duplicateKey(row.date, km, entry.amount, account.timeZone));
        const maintenance = newMaintenance(parsed.data, {
          _id: account.newId(),
          vehicleId: vehicle._id,
          authorId: account.authorId,
          currency,
          now,
          importedFrom: format,
        });
        planned.maintenances.push(maintenance);
        if (row.sourceId && !entryIds.has(row.sourceId)) {
          entryIds.set(row.sourceId, { kind: "maintenance", id: maintenance._id });
        }
        if (km !== null && !row.dateUnknown) timeline.add({ date: row.date, km });
      }
    }
  }
  const readings = [
    ...planned.refuels.map((refuel) => refuel.displacement),
    ...planned.maintenances.map((entry) => entry.kms ?? 0),
    ...planned.expenses.map(({ expense }) => expense.km ?? 0),
  ];
  planned.odometerKm = Math.max(vehicle.displacement, ...readings);
  planned.files = restoredFiles(imported.record?.attachments ?? [], entryIds, account.newId);
  // Another app's tyre sets come with a vehicle the import makes, as a backup's do.
  if (create && rows.tyreSets.length > 0) {
    const dates = [...planned.refuels, ...planned.maintenances, ...planned.expenses.map(({ expense }) => expense)].map(
      (entry) => entry.date,
    );
    const rival = rivalTyres(rows.tyreSets, {
      vehicle,
      distanceUnit,
      currency: choices.currency,
      authorId: account.authorId,
      now,
      newId: account.newId,
      neighboursAt: (date) => timeline.neighboursAt(date),
      latest: { date: dates.sort().at(-1) ?? now, km: planned.odometerKm },
    });
    planned.restored = { reminders: [], ...planned.restored, tyres: rival.tyres };
    planned.refused.push(...rival.refused.map((row) => ({ ...row, entry: "tyreSet" as const })));
    planned.odometerKm = Math.max(planned.odometerKm, ...rival.tyres.events.map(({ event }) => event.km));
  }
  return planned;
}

/**
 * What an import will write, vehicle by vehicle: each row converted to Odo's units by the
 * domain's functions, checked by the same schemas and rules as a typed entry (in date order,
 * against the vehicle's history and the rows before it), rows already in Odo (same day, km and
 * amount) counted as duplicates and left out, and rows that break a rule listed with the reason.
 */
export function importPlan(
  parsed: ParsedImport,
  targets: Readonly<Record<string, VehicleTarget>>,
  choices: ImportChoices,
  account: ImportAccount,
): ImportPlan {
  const distanceUnit = parsed.distanceUnit ?? choices.distanceUnit;
  const volumeUnit = parsed.volumeUnit ?? choices.volumeUnit;
  const plan: ImportPlan = { vehicles: [], vehicleErrors: [] };
  for (const imported of parsed.vehicles) {
    const target = targets[imported.key] ?? { kind: "skip" };
    if (target.kind === "skip") continue;
    const rows = {
      refuels: parsed.refuels.filter((row) => row.vehicleKey === imported.key),
      services: parsed.services.filter((row) => row.vehicleKey === imported.key),
      expenses: (parsed.expenses ?? []).filter((row) => row.vehicleKey === imported.key),
      tyreSets: (parsed.tyreSets ?? []).filter((row) => row.vehicleKey === imported.key),
    };
    const result = planVehicle(imported, target, rows, distanceUnit, volumeUnit, {
      account,
      choices,
      format: parsed.format,
    });
    if ("error" in result) plan.vehicleErrors.push({ key: imported.key, ...result.error });
    else plan.vehicles.push(result);
  }
  return plan;
}

/** A file's outline for the preview: per vehicle, how many entries, from when to when. */
export interface ImportOutline {
  vehicles: { key: string; name: string; refuels: number; services: number; expenses: number }[];
  refuels: number;
  services: number;
  expenses: number;
  /** Another app's tyre sets (Odo's backup counts its own with the vehicle). */
  tyreSets: number;
  from: string | null;
  to: string | null;
}

export function importOutline(parsed: ParsedImport): ImportOutline {
  const expenses = parsed.expenses ?? [];
  const dates = [...parsed.refuels, ...parsed.services, ...expenses].map((row) => row.date).sort();
  return {
    vehicles: parsed.vehicles.map((vehicle) => ({
      key: vehicle.key,
      name: vehicle.name,
      refuels: parsed.refuels.filter((row) => row.vehicleKey === vehicle.key).length,
      services: parsed.services.filter((row) => row.vehicleKey === vehicle.key).length,
      expenses: expenses.filter((row) => row.vehicleKey === vehicle.key).length,
    })),
    refuels: parsed.refuels.length,
    services: parsed.services.length,
    expenses: expenses.length,
    tyreSets: parsed.tyreSets?.length ?? 0,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
  };
}
