import { z } from "zod";
import type { Country } from "../app/regions.js";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema, uuidFromText } from "../shared/ids.js";
import { optionalText } from "../shared/text.js";

/**
 * Safety recalls for a vehicle whose VIN decodes as built for the North American market: the
 * campaigns its maker filed for its make, model and year with NHTSA (United States) or, for a car
 * kept in Canada where the server is configured for it, with Transport Canada; the server looks
 * them up on a schedule and keeps one report per vehicle (a synced row: the owner reads it
 * offline). A campaign stays open until a workshop's signed maintenance names it, or the owner
 * dismisses it with a reason.
 */
export const recallSources = ["nhtsa", "transportCanada"] as const;
export type RecallSource = (typeof recallSources)[number];

/**
 * Whose records a vehicle's recalls are read from: the authority where its owner lives. One
 * defect in a car sold on both sides of the border has a campaign in each, under different
 * numbers, so one vehicle is asked of one source only.
 */
export const recallSourceFor = (country: Country): RecallSource => (country === "canada" ? "transportCanada" : "nhtsa");

/** How a workshop's words name a source before a campaign number ("NHTSA 15V320000", "TC 2015239"). */
const sourcePrefixes = { nhtsa: "NHTSA", transportCanada: "TC" } as const satisfies Record<RecallSource, string>;

export const recallLimits = {
  /** Far more than any model year has ever had; the rest of a longer answer is not kept. */
  campaignsPerVehicle: 100,
  /** A campaign's texts as kept; NHTSA's longest summaries are about 2,000 characters. */
  textChars: 4_000,
  noteChars: 200,
  /** A vehicle's recalls are looked up again after this long. */
  checkEveryDays: 7,
} as const;

/** Transport Canada's numbers as kept: the year's four digits, then a number in it ("2015239"). */
const canadaCampaign = /^(19|20)\d{5,6}$/;
/**
 * A campaign number as kept: NHTSA's two digits of year, a letter for the kind (V vehicle, E
 * equipment, T tyre, C child seat), then digits; or Transport Canada's.
 */
const campaignPattern = new RegExp(`^\\d{2}[A-Z]\\d{3,6}$|${canadaCampaign.source}`);

const campaignText = z.string().max(recallLimits.textChars);

export const recallCampaignSchema = z.object({
  campaign: z.string().regex(campaignPattern),
  component: campaignText,
  summary: campaignText,
  consequence: campaignText,
  remedy: campaignText,
  /** When the maker reported it, as the source gives it. */
  reportedOn: isoDateTimeSchema.nullable(),
  /** The maker says not to drive it until it is repaired. */
  parkIt: z.boolean(),
  /** When Odo first saw it for this vehicle. */
  foundAt: isoDateTimeSchema,
});
export type RecallCampaign = z.infer<typeof recallCampaignSchema>;

export const recallDismissReasons = ["doneElsewhere", "notThisVehicle", "other"] as const;
export type RecallDismissReason = (typeof recallDismissReasons)[number];

export const recallDismissalSchema = z.object({
  campaign: z.string().regex(campaignPattern),
  reason: z.enum(recallDismissReasons),
  note: z.string().max(recallLimits.noteChars).nullable(),
  at: isoDateTimeSchema,
  by: idSchema,
});
export type RecallDismissal = z.infer<typeof recallDismissalSchema>;

/** One vehicle's recalls: what was looked up, when, and each campaign found, with the owner's dismissals. */
export const recallReportSchema = z.object({
  _id: idSchema,
  vehicle: idSchema,
  source: z.enum(recallSources),
  /** The vehicle as the source knows it (from the VIN's decode), which the campaigns are for. */
  make: z.string().max(100),
  model: z.string().max(100),
  modelYear: z.number().int().min(1980).max(2100),
  checkedAt: isoDateTimeSchema,
  campaigns: z.array(recallCampaignSchema).max(recallLimits.campaignsPerVehicle),
  dismissals: z.array(recallDismissalSchema).max(recallLimits.campaignsPerVehicle),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type RecallReport = z.infer<typeof recallReportSchema>;

/** `recall.dismiss`: the owner sets a campaign aside, saying why. */
export const recallDismissSchema = z.object({
  _id: idSchema,
  campaign: z
    .string()
    .max(20, { error: "invalidOption" })
    .transform((text, context) => {
      const campaign = normalisedCampaign(text);
      if (!campaign) context.addIssue({ code: "custom", message: "invalidOption", input: text });
      return campaign ?? z.NEVER;
    }),
  reason: z.enum(recallDismissReasons, { error: "invalidOption" }),
  note: optionalText(recallLimits.noteChars),
});
export type RecallDismiss = z.output<typeof recallDismissSchema>;

/**
 * A campaign number as written anywhere, the one way: upper case without dashes or spaces; NHTSA's
 * short form its own letters use ("24V-123") padded to the full nine characters ("24V123000");
 * Transport Canada's "2015-239" as "2015239".
 */
export function normalisedCampaign(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/[\s-]/g, "");
  if (canadaCampaign.test(compact)) return compact;
  const match = /^(\d{2}[A-Z])(\d{3,6})$/.exec(compact);
  if (!match) return undefined;
  const [, head = "", digits = ""] = match;
  return `${head}${digits.padEnd(6, "0")}`;
}

/**
 * The campaign numbers a text names ("Recall NHTSA 24V-123 done" names 24V123000). A Transport
 * Canada number is only digits, like a mileage or an invoice number, so it counts only after "TC"
 * or "Transport Canada" ("TC 2015-239").
 */
export function campaignsNamedIn(text: string): Set<string> {
  const upper = text.toUpperCase();
  const nhtsaNumbers = [...upper.matchAll(/\b\d{2}[A-Z][\s-]?\d{3,6}\b/g)].map(([written]) => written);
  const canadaNumbers = [...upper.matchAll(/\b(?:TC|TRANSPORT CANADA)[\s:#-]*((?:19|20)\d{2}[\s-]?\d{3,4})\b/g)].map(
    ([, written = ""]) => written,
  );
  const named = new Set<string>();
  for (const written of [...nhtsaNumbers, ...canadaNumbers]) {
    const campaign = normalisedCampaign(written);
    if (campaign) named.add(campaign);
  }
  return named;
}

/** How a workshop's entry names a campaign it carried out: the words the entry form adds to its description. */
export const campaignReference = (source: RecallSource, campaign: string) =>
  `${sourcePrefixes[source]} ${normalisedCampaign(campaign) ?? campaign}`;

/**
 * The report after a new look-up: the campaigns found now (each keeps when it was first seen), the
 * owner's dismissals kept; a campaign no longer listed (withdrawn by its maker) goes.
 */
export function refreshedReport(
  before: RecallReport | undefined,
  found: Omit<RecallCampaign, "foundAt">[],
  fields: Pick<RecallReport, "_id" | "vehicle" | "source" | "make" | "model" | "modelYear">,
  now: string,
): { report: RecallReport; added: RecallCampaign[] } {
  const seen = new Map(before?.campaigns.map((campaign) => [campaign.campaign, campaign]));
  const campaigns: RecallCampaign[] = [];
  const added: RecallCampaign[] = [];
  for (const campaign of found.slice(0, recallLimits.campaignsPerVehicle)) {
    if (campaigns.some((kept) => kept.campaign === campaign.campaign)) continue;
    const earlier = seen.get(campaign.campaign);
    const kept = { ...campaign, foundAt: earlier?.foundAt ?? now };
    campaigns.push(kept);
    if (!earlier) added.push(kept);
  }
  const report: RecallReport = {
    ...fields,
    _id: before?._id ?? fields._id,
    checkedAt: now,
    campaigns,
    dismissals: before?.dismissals ?? [],
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  return { report, added };
}

/** The report with a campaign dismissed (again: the latest reason stands). */
export function dismissedRecall(
  report: RecallReport,
  dismiss: RecallDismiss,
  actorId: string,
  now: string,
): RecallReport {
  const campaign = normalisedCampaign(dismiss.campaign) ?? dismiss.campaign;
  const dismissal = { campaign, reason: dismiss.reason, note: dismiss.note ?? null, at: now, by: actorId };
  return {
    ...report,
    dismissals: [...report.dismissals.filter((each) => each.campaign !== campaign), dismissal],
    updatedAt: now,
  };
}

/**
 * What a notice of a campaign says, wherever it is said (the bell, a push, a webhook's words, the
 * weekly digest): the vehicle, the campaign, what fails, and whose campaign it is ("TC 2015239").
 */
export const recallNoticeParams = (
  vehicle: { _id: string; fullname: string },
  source: RecallSource,
  campaign: Pick<RecallCampaign, "campaign" | "component">,
) => ({
  vehicleId: vehicle._id,
  vehicle: vehicle.fullname,
  campaign: campaign.campaign,
  component: campaign.component,
  reference: campaignReference(source, campaign.campaign),
});

/** The one notification of a campaign found on a vehicle, for one reader: told once, whatever reruns. */
export const recallNoticeId = (userId: string, vehicleId: string, campaign: string) =>
  uuidFromText(`recall|${userId}|${vehicleId}|${campaign}`);
