import { type Currency, currencies } from "../../units/units.js";
import type { FuelType } from "../../vehicle/catalog.js";
import { translatedColumns } from "../column-names.js";
import type { CsvRow } from "../csv.js";
import {
  Columns,
  type ImportedRefuel,
  type ImportedService,
  type ParsedImport,
  type SkippedRows,
  type SourceFile,
} from "../imported.js";
import { conventionsOf, RowReader } from "../row-reader.js";
import { headerKey } from "../source-values.js";

/**
 * SpritMonitor (spritmonitor.de): two CSV exports per vehicle, fuelings and costs, `;`-separated,
 * decimal commas, `DD.MM.YYYY` dates, quotes inside quoted text escaped with a backslash, headers in
 * the site's language. Where each column's meaning comes from:
 * - LukasMaly/PySpritmonitor (`read.py`: `sep=';'`, `decimal=','`, `dayfirst=True`,
 *   `escapechar='\\'`; `resources/formats.json`: the codes of Type, Fuel and Cost type);
 * - the export's description in hargata/lubelog#2 (fuelings `Date;Odometer;Trip;Quantity;Total
 *   price;Currency;Type;Tires;Roads;Driving style;Fuel;Note;Consumption;BC-Consumption;
 *   BC-Quantity;BC-Speed;Company;Country;Area;Location`, type 0 invalid, 1 full, 2 partial, 3 first
 *   fueling; fuel sorts 1–25 with 19 and 24 electricity);
 * - a public reader of the German export (`Datum;Km-Stand;Teil-Km;Spritmenge;Kosten;Währung;
 *   Tankart;Reifen;Strecken;Fahrweise;Kraftstoff;Bemerkung;Verbrauch;BC-Verbrauch;BC-Spritmenge;
 *   BC-Geschwindigkeit;Tankstelle;Land;Großraum;Ort`).
 * The costs export has `Date;Odometer;Cost type;Title;Costs;Currency;Note` (`Datum;Km-Stand;
 * Kostenart;Bezeichnung;Kosten;Währung;Bemerkung`), cost types as PySpritmonitor lists them.
 * Each row states its currency. Quantities are litres unless the account says otherwise: the file
 * does not, so the preview asks.
 */
const fuelingNames = {
  date: ["date", "datum", ...translatedColumns.date],
  odometer: ["odometer", "km stand", "kilometerstand", ...translatedColumns.odometer],
  quantity: ["quantity", "spritmenge", "menge", "quantite", "quantita", "ilosc"],
  total: ["total price", "kosten", "costs", "prix total", "prezzo totale", "koszt"],
  currency: ["currency", "wahrung", "devise", "valuta", "waluta", "moneda", "moeda"],
  type: ["type", "tankart", "fueling type", "type de plein", "tipo di rifornimento", "rodzaj tankowania"],
  fuel: ["fuel", "kraftstoff", "fuel sort", "sorte", "carburant", "carburante", "paliwo"],
  note: ["note", "bemerkung", ...translatedColumns.notes],
  station: ["company", "tankstelle", "gas station", "station", "distributore", "stacja"],
  location: ["location", "ort", "lieu", "luogo", "miejsce"],
} as const;
const costNames = {
  date: fuelingNames.date,
  odometer: fuelingNames.odometer,
  costType: ["cost type", "kostenart", "type de cout", "tipo di costo", "rodzaj kosztu"],
  title: ["title", "bezeichnung", "titre", "titolo", "tytuł", "nazwa"],
  costs: ["costs", "kosten", "cost", "couts", "costi", "koszty"],
  currency: fuelingNames.currency,
  note: fuelingNames.note,
} as const;

/** Fuel sorts (formats.json): diesels, petrols by grade, electricity; gases and AdBlue have no grade in Odo. */
const fuelOfCode: Record<string, FuelType> = {
  "1": "diesel",
  "2": "diesel",
  "3": "diesel",
  "4": "diesel",
  "25": "diesel",
  "6": "91",
  "7": "95",
  "8": "95",
  "9": "95",
  "18": "95",
  "20": "95",
  "22": "95",
};
const electricityCodes = new Set(["19", "24"]);
const adBlueCode = "21";

/** Cost types (formats.json), in English words the service reader knows; the purchase and a refund are no costs. */
const costTypeTitles: Record<string, string> = {
  "1": "Maintenance",
  "2": "Repair",
  "3": "Change tires",
  "4": "Change oil",
  "5": "Insurance",
  "6": "Tax",
  "7": "Inspection",
  "8": "Tuning",
  "9": "Accessories",
  "11": "Miscellaneous",
  "12": "Care",
  "13": "Payment",
  "14": "Registration",
  "15": "Financing",
  "17": "Fine",
  "18": "Parking tax",
  "19": "Toll",
  "20": "Spare parts",
};
const purchaseCode = "10";
const refundCode = "16";

export const spritmonitorVehicleKey = "spritmonitor";

export function spritmonitorKind(header: CsvRow): "fuelings" | "costs" | undefined {
  const fuelings = new Columns(header, fuelingNames, "");
  if (["date", "odometer", "quantity", "total", "currency", "type"].every((field) => fuelings.has(field as never))) {
    return "fuelings";
  }
  const costs = new Columns(header, costNames, "");
  if (["date", "costType", "costs", "currency"].every((field) => costs.has(field as never))) return "costs";
  return undefined;
}

const currencyOf = (code: string): Currency | undefined =>
  currencies.find((known) => known === code.trim().toUpperCase());

function readFuelings(file: SourceFile, rows: CsvRow[], timeZone: string, skipped: SkippedRows[]): ImportedRefuel[] {
  const [header, ...body] = rows as [CsvRow, ...CsvRow[]];
  const columns = new Columns(header, fuelingNames, file.name).require("date", "odometer", "quantity", "total");
  const read = new RowReader(
    columns,
    conventionsOf(
      body.flatMap((row) => [columns.cell(row, "quantity"), columns.cell(row, "total")]),
      body.map((row) => ({ date: columns.cell(row, "date") })),
      timeZone,
      "dmy",
    ),
  );
  const refuels: ImportedRefuel[] = [];
  let charges = 0;
  let adBlue = 0;
  for (const row of body) {
    const fuelCode = columns.cell(row, "fuel");
    if (electricityCodes.has(fuelCode)) {
      charges += 1;
      continue;
    }
    if (fuelCode === adBlueCode) {
      adBlue += 1;
      continue;
    }
    const type = columns.cell(row, "type");
    refuels.push({
      file: file.name,
      line: row.line,
      vehicleKey: spritmonitorVehicleKey,
      date: read.date(row, "date"),
      odometer: read.number(row, "odometer") ?? null,
      volume: read.requiredNumber(row, "quantity"),
      amount: read.number(row, "total") ?? 0,
      currency: currencyOf(columns.cell(row, "currency")),
      fullTank: type !== "2",
      // A first fueling (3) and an invalid one (0) start a new stretch: the one before it is unknown.
      missedPrevious: type === "3" || type === "0",
      fuel: fuelOfCode[fuelCode],
      station: [columns.cell(row, "station"), columns.cell(row, "location")].filter(Boolean).join(", "),
      notes: columns.cell(row, "note"),
    });
  }
  if (charges > 0) skipped.push({ reason: "charge", name: file.name, rows: charges });
  if (adBlue > 0) skipped.push({ reason: "other", name: "AdBlue", rows: adBlue });
  return refuels;
}

function readCosts(file: SourceFile, rows: CsvRow[], timeZone: string, skipped: SkippedRows[]): ImportedService[] {
  const [header, ...body] = rows as [CsvRow, ...CsvRow[]];
  const columns = new Columns(header, costNames, file.name).require("date", "costs");
  const read = new RowReader(
    columns,
    conventionsOf(
      body.map((row) => columns.cell(row, "costs")),
      body.map((row) => ({ date: columns.cell(row, "date") })),
      timeZone,
      "dmy",
    ),
  );
  const services: ImportedService[] = [];
  let purchases = 0;
  let refunds = 0;
  for (const row of body) {
    const costType = columns.cell(row, "costType");
    if (costType === purchaseCode) {
      purchases += 1;
      continue;
    }
    if (costType === refundCode) {
      refunds += 1;
      continue;
    }
    const odometer = read.number(row, "odometer");
    const typeTitle = costTypeTitles[costType] ?? (/^\d+$/.test(costType) ? "" : costType);
    const title = columns.cell(row, "title");
    services.push({
      file: file.name,
      line: row.line,
      vehicleKey: spritmonitorVehicleKey,
      date: read.date(row, "date"),
      odometer: odometer && odometer > 0 ? odometer : null,
      amount: read.number(row, "costs") ?? null,
      currency: currencyOf(columns.cell(row, "currency")),
      title:
        title && typeTitle && headerKey(title) !== headerKey(typeTitle) ? `${typeTitle}: ${title}` : title || typeTitle,
      notes: columns.cell(row, "note"),
    });
  }
  if (purchases > 0) skipped.push({ reason: "purchase", name: file.name, rows: purchases });
  if (refunds > 0) skipped.push({ reason: "income", name: file.name, rows: refunds });
  return services;
}

/** The fuelings file, the costs file or both, of one vehicle. */
export function parseSpritmonitor(
  files: readonly { file: SourceFile; rows: CsvRow[] }[],
  timeZone: string,
): ParsedImport {
  const refuels: ImportedRefuel[] = [];
  const services: ImportedService[] = [];
  const skipped: SkippedRows[] = [];
  for (const { file, rows } of files) {
    const [header] = rows;
    if (!header) continue;
    const kind = spritmonitorKind(header);
    if (kind === "fuelings") refuels.push(...readFuelings(file, rows, timeZone, skipped));
    else if (kind === "costs") services.push(...readCosts(file, rows, timeZone, skipped));
  }
  return {
    format: "spritmonitor",
    vehicles: [{ key: spritmonitorVehicleKey, name: "" }],
    refuels,
    services,
    skipped,
  };
}
