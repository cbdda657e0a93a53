/**
 * Transport Canada's Vehicle Recalls Database API (VRDB v1) as the fake serves it: every answer is
 * `{ResultSet: [[{Name, Value: {Literal}}, …], …]}`, one inner list of named fields per row; a
 * search by make, model and year range lists recall numbers, and each number's summary has its texts.
 */
export interface FakeCanadaRecall {
  recallNumber: string;
  manufacturerRecallNumber: string;
  recallDate: string;
  systemType: string;
  category: string;
  notificationType: string;
  unitsAffected: number;
  comment: string;
}

/** Where the fake serves it: the real service's path under its host. */
export const canadaBasePath = "/eng/vehicle-recall-database/v1";

/** The `user-key` the fake accepts, as the real service wants one issued to the operator. */
export const canadaUserKey = "fake-tc-user-key";

/**
 * Two campaigns of a 2003 Honda Accord kept in Canada, shaped as Transport Canada publishes them.
 * Numbers and texts are written for tests (after the air-bag and transmission defects NHTSA's fake
 * lists for the same car), not copied from the database.
 */
export const canadianAccordRecalls: FakeCanadaRecall[] = [
  {
    recallNumber: "2015239",
    manufacturerRecallNumber: "LM5",
    recallDate: "5/29/2015 12:00:00 AM",
    systemType: "Airbags",
    category: "Car",
    notificationType: "Safety Mfr",
    unitsAffected: 41_500,
    comment:
      "On certain vehicles, the driver's frontal airbag inflator could rupture when the airbag deploys. Dealers will replace the inflator.",
  },
  {
    recallNumber: "2004089",
    manufacturerRecallNumber: "F10",
    recallDate: "4/15/2004 12:00:00 AM",
    systemType: "Powertrain",
    category: "Car",
    notificationType: "Safety Mfr",
    unitsAffected: 18_200,
    comment:
      "On certain vehicles, the automatic transmission second gear could wear and break, which could lock the transmission.",
  },
];

const field = (name: string, literal: string | number) => ({ Name: name, Value: { Literal: String(literal) } });

/** A row of the search by make, model and year range. */
export const canadaSearchRow = (recall: FakeCanadaRecall, make: string, model: string, year: string) => [
  field("Recall number", recall.recallNumber),
  field("Manufacturer Name", make.toUpperCase()),
  field("Make name", make.toUpperCase()),
  field("Model name", model.toUpperCase()),
  field("Year", year),
  field("Recall date", recall.recallDate),
];

/** The one row of a recall number's summary. */
export const canadaSummaryRow = (recall: FakeCanadaRecall) => [
  field("Recall number", recall.recallNumber),
  field("Manufacturer Recall Number", recall.manufacturerRecallNumber),
  field("Category", recall.category),
  field("Units Affected", recall.unitsAffected),
  field("System Type", recall.systemType),
  field("Notification Type", recall.notificationType),
  field("Comment", recall.comment),
  field("Recall date", recall.recallDate),
];

/** The make, model and year range a search path names, or null when it is not one. */
export function canadaSearchOf(pathname: string): { make: string; model: string; from: number; to: number } | null {
  const match = /^\/recall\/make-name\/([^/]+)\/model-name\/([^/]+)\/year-range\/(\d{4})-(\d{4})$/.exec(pathname);
  if (!match) return null;
  const [, make = "", model = "", from = "", to = ""] = match;
  return { make: decodeURIComponent(make), model: decodeURIComponent(model), from: Number(from), to: Number(to) };
}

/** The recall number a summary path names, or null. */
export const canadaSummaryOf = (pathname: string): string | null =>
  /^\/recall-summary\/recall-number\/(\d+)$/.exec(pathname)?.[1] ?? null;
