import { plural, t } from "@lingui/core/macro";
import { i18n } from "../../shared/i18n/i18n.js";
import type { ImportFileProblem } from "./import-protocol.js";

/**
 * What an import brings, each noun in its number: "3 refuels, 1 maintenance and 1 expense"; a
 * file's rows before they become entries count services.
 */
export function entryCounts(
  counts: { refuels: number; expenses: number } & ({ maintenances: number } | { services: number }),
): string {
  const parts = [
    plural(counts.refuels, { one: "# refuel", other: "# refuels" }),
    "maintenances" in counts
      ? plural(counts.maintenances, { one: "# maintenance", other: "# maintenances" })
      : plural(counts.services, { one: "# service", other: "# services" }),
    ...(counts.expenses > 0 ? [plural(counts.expenses, { one: "# expense", other: "# expenses" })] : []),
  ];
  return new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(parts);
}

/** Why a file cannot be read, naming its line: "fuelly.csv, line 12: …". Nothing was imported. */
export function problemText({ key, file, line, detail }: ImportFileProblem): string {
  const where = file ? t`${file}, line ${line}` : t`Line ${line}`;
  const what = (() => {
    switch (key) {
      case "unknownFormat":
        return t`this is not an export Odo knows. Pick a file exported by LubeLogger, Fuelly, Drivvo, Fuelio, SpritMonitor, Simply Auto, May or Odo.`;
      case "notText":
        return t`this file is not text: pick the CSV the other app exported, not a photo or a spreadsheet.`;
      case "tooManyRows":
        return t`the file goes on past ${detail} entries, more than one import takes. Export a shorter period, or one vehicle at a time.`;
      case "tooLarge":
        return t`the file is larger than any export of a vehicle's history. Check it is the right file.`;
      case "unclosedQuote":
        return t`a quote opened here is never closed, so the file is cut short.`;
      case "missingColumn":
        return t`the column "${detail}" is missing from this header.`;
      case "invalidNumber":
        return t`this is not a number (${detail}).`;
      case "invalidDate":
        return t`this is not a date (${detail}).`;
      case "invalidValue":
        return t`this value is not one Odo knows (${detail}).`;
      case "emptyFile":
        return t`the file is empty.`;
      case "mixedFormats":
        return t`these files come from different apps or units. Import them one app at a time.`;
      case "invalidBackup":
        return detail
          ? t`this backup is damaged or from a newer Odo (${detail}).`
          : t`this backup is damaged or from a newer Odo.`;
    }
  })();
  return `${where}: ${what}`;
}
