import { normalisedCampaign, type RecallCampaign } from "@odo/domain";
import { z } from "zod";
import type { ServerDeps } from "../deps.js";
import { askRecallSource, keptText, RecallSourceFailed } from "./recall-source.js";

const text = z.string().nullish().transform(keptText);

/** One campaign as `GET /recalls/recallsByVehicle` lists it (NHTSA's recalls API). */
const nhtsaRecallSchema = z.object({
  NHTSACampaignNumber: z.string(),
  Component: text,
  Summary: text,
  Consequence: text,
  Remedy: text,
  ReportReceivedDate: z.string().nullish(),
  parkIt: z.boolean().nullish(),
});
// The current API says `results`, its older one `Results`.
const nhtsaAnswerSchema = z
  .object({ results: z.array(z.unknown()).optional(), Results: z.array(z.unknown()).optional() })
  .transform((answer) => ({ results: answer.results ?? answer.Results ?? [] }));

/** NHTSA's recalls API writes its dates day first ("28/05/2015"), its older one as ISO; either becomes an instant. */
function reportedOn(value: string | null | undefined): string | null {
  if (!value) return null;
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const date = dayFirst ? new Date(`${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The campaigns NHTSA lists for a make, model and year (asked as `askRecallSource` asks); an
 * answer that is not NHTSA's shape fails the look-up, and a campaign that is not is left out.
 */
export async function nhtsaRecalls(
  deps: ServerDeps,
  lookup: { make: string; model: string; modelYear: number },
): Promise<Omit<RecallCampaign, "foundAt">[]> {
  const base = deps.config.recalls.baseUrl;
  if (!base) throw new RecallSourceFailed("not configured");
  const url = new URL(`${base}/recalls/recallsByVehicle`);
  url.searchParams.set("make", lookup.make);
  url.searchParams.set("model", lookup.model);
  url.searchParams.set("modelYear", String(lookup.modelYear));
  let parsed: z.infer<typeof nhtsaAnswerSchema>;
  try {
    parsed = nhtsaAnswerSchema.parse(await askRecallSource(deps, url));
  } catch (error) {
    if (error instanceof RecallSourceFailed) throw error;
    throw new RecallSourceFailed("not NHTSA's answer");
  }
  const campaigns: Omit<RecallCampaign, "foundAt">[] = [];
  for (const raw of parsed.results) {
    const recall = nhtsaRecallSchema.safeParse(raw);
    const campaign = recall.success ? normalisedCampaign(recall.data.NHTSACampaignNumber) : undefined;
    if (!recall.success || !campaign) continue;
    campaigns.push({
      campaign,
      component: recall.data.Component,
      summary: recall.data.Summary,
      consequence: recall.data.Consequence,
      remedy: recall.data.Remedy,
      reportedOn: reportedOn(recall.data.ReportReceivedDate),
      parkIt: recall.data.parkIt ?? false,
    });
  }
  return campaigns;
}
