import type { Currency } from "../units/units.js";
import type { CsvRow } from "./csv.js";
import { currencyInText } from "./header-units.js";
import type { Columns } from "./imported.js";
import { ImportProblem } from "./imported.js";
import { type DateOrder, dateOrderOf, decimalMarkOf, sourceDate, sourceNumber } from "./source-values.js";

/** How a file writes numbers and dates, found once from all its cells. */
export interface SourceConventions {
  decimalMark: "." | ",";
  dateOrder: DateOrder;
  timeZone: string;
}

/** The conventions of a file from the cells of its number and date columns. */
export function conventionsOf(
  numberCells: readonly string[],
  dates: readonly { date: string; km?: number | undefined }[],
  timeZone: string,
  preferredOrder: DateOrder = "mdy",
): SourceConventions {
  return { decimalMark: decimalMarkOf(numberCells), dateOrder: dateOrderOf(dates, preferredOrder), timeZone };
}

/** Reads typed cells of one section, naming the file and line of any cell that is not what it should be. */
export class RowReader<Field extends string> {
  constructor(
    readonly columns: Columns<Field>,
    readonly conventions: SourceConventions,
  ) {}

  text(row: CsvRow, field: Field): string {
    return this.columns.cell(row, field);
  }

  /** A number, or undefined for a blank cell; `invalidNumber` for anything else. */
  number(row: CsvRow, field: Field): number | undefined {
    const text = this.columns.cell(row, field);
    const value = sourceNumber(text, this.conventions.decimalMark);
    if (value !== undefined && !Number.isFinite(value)) {
      throw new ImportProblem("invalidNumber", this.columns.file, row.line, `${this.columns.headerOf(field)}: ${text}`);
    }
    return value;
  }

  requiredNumber(row: CsvRow, field: Field): number {
    const value = this.number(row, field);
    if (value === undefined) {
      throw new ImportProblem("invalidNumber", this.columns.file, row.line, `${this.columns.headerOf(field)}: ""`);
    }
    return value;
  }

  date(row: CsvRow, field: Field, timeField?: Field): string {
    const time = timeField ? this.columns.cell(row, timeField) : "";
    return this.dateOfText(row, this.columns.cell(row, field), this.columns.headerOf(field), time);
  }

  /** A date put together from several cells (Simply Auto's Day, Month and Year), named `label` if it is none. */
  dateOfText(row: CsvRow, text: string, label: string, time = ""): string {
    const { dateOrder, timeZone } = this.conventions;
    const iso = sourceDate(text, dateOrder, timeZone, time);
    if (!iso) throw new ImportProblem("invalidDate", this.columns.file, row.line, `${label}: ${text}`);
    return iso;
  }
}

/**
 * The currency money cells are written in, when their sign or code names one. `$` alone does not:
 * it is the sign of a dozen currencies, so the preview asks.
 */
export function currencyOfCells(cells: readonly string[]): Currency | undefined {
  for (const cell of cells) {
    const currency = currencyInText(cell);
    if (currency) return currency;
  }
  return undefined;
}
