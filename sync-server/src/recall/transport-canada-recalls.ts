import { normalisedCampaign, type RecallCampaign, recallLimits } from "@odo/domain";
import { z } from "zod";
import type { ServerDeps } from "../deps.js";
import { askRecallSource, keptText, RecallSourceFailed } from "./recall-source.js";

/**
 * Summaries asked per look-up: the database allows its users 60 calls a minute, and a model year
 * with more campaigns than this keeps the rest by number and date only, until a later look-up.
 */
const summariesPerLookup = 30;

/** Every answer of Transport Canada's VRDB API: rows, each a list of named fields. */
const resultSetSchema = z.object({
  ResultSet: z.array(
    z.array(z.object({ Name: z.string(), Value: z.object({ Literal: z.union([z.string(), z.number()]).nullish() }) })),
  ),
});
type Row = Map<string, string>;

async function rowsOf(deps: ServerDeps, path: string): Promise<Row[]> {
  const canada = deps.config.recalls.canada;
  if (!canada) throw new RecallSourceFailed("not configured");
  const answer = resultSetSchema.safeParse(
    await askRecallSource(deps, new URL(`${canada.baseUrl}${path}`), { "user-key": canada.userKey }),
  );
  if (!answer.success) throw new RecallSourceFailed("not Transport Canada's answer");
  return answer.data.ResultSet.map(
    (fields) => new Map(fields.map((field) => [field.Name, String(field.Value.Literal ?? "")])),
  );
}

/** The database writes its dates month first with a time ("5/29/2015 12:00:00 AM"), or as ISO; either becomes an instant. */
function reportedOn(value: string | undefined): string | null {
  if (!value) return null;
  const monthFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(value);
  const date = monthFirst
    ? new Date(Date.UTC(Number(monthFirst[3]), Number(monthFirst[1]) - 1, Number(monthFirst[2]), 12))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const text = (row: Row | undefined, name: string) => keptText(row?.get(name));

/**
 * The campaigns Transport Canada lists for a make, model and year: the search by make, model and
 * year range gives their numbers, each number's summary its system and the maker's comment (the
 * database has no separate risk and remedy, nor a "do not drive" flag). An answer that is not the
 * database's shape fails the look-up.
 */
export async function canadaRecalls(
  deps: ServerDeps,
  lookup: { make: string; model: string; modelYear: number },
): Promise<Omit<RecallCampaign, "foundAt">[]> {
  const make = encodeURIComponent(lookup.make.toUpperCase());
  const model = encodeURIComponent(lookup.model.toUpperCase());
  const year = lookup.modelYear;
  const found = new Map<string, Row>();
  for (const row of await rowsOf(deps, `/recall/make-name/${make}/model-name/${model}/year-range/${year}-${year}`)) {
    const campaign = normalisedCampaign(row.get("Recall number") ?? "");
    if (campaign && !found.has(campaign)) found.set(campaign, row);
  }
  const campaigns: Omit<RecallCampaign, "foundAt">[] = [];
  for (const [campaign, listed] of [...found].slice(0, recallLimits.campaignsPerVehicle)) {
    const summary =
      campaigns.length < summariesPerLookup
        ? (await rowsOf(deps, `/recall-summary/recall-number/${campaign}`))[0]
        : undefined;
    campaigns.push({
      campaign,
      component: text(summary, "System Type"),
      summary: text(summary, "Comment"),
      consequence: "",
      remedy: "",
      reportedOn: reportedOn(summary?.get("Recall date") ?? listed.get("Recall date")),
      parkIt: false,
    });
  }
  return campaigns;
}
