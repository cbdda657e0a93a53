import { z } from "zod";
import { dateInputSchema, isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";

export const historyLinkLimits = {
  /** Links that still work, per account: enough for every buyer of a fleet, not a flood. */
  activePerUser: 50,
  /** How long a link may work, in days; the owner picks one. */
  lifetimesDays: [7, 30, 90, 365] as const,
  defaultLifetimeDays: 30,
  /** Reads of shared histories per address and minute: a buyer opens a few, a scraper many. */
  readsPerMinute: 30,
  /** Issued copies a server process keeps, and for how long at most (a new change replaces one at once). */
  copiesKept: 500,
  copyMaxAgeMs: 10 * 60_000,
} as const;

export const historyLinkLifetimeSchema = z.union(historyLinkLimits.lifetimesDays.map((days) => z.literal(days)));

/** The owner shares a vehicle's history: all of it or from a date, with or without amounts. */
export const historyLinkCreateSchema = z.object({
  vehicleId: idSchema,
  from: dateInputSchema.nullable().default(null),
  includesAmounts: z.boolean().default(false),
  days: historyLinkLifetimeSchema.default(historyLinkLimits.defaultLifetimeDays),
});
export type HistoryLinkCreateInput = z.input<typeof historyLinkCreateSchema>;
export type HistoryLinkCreate = z.output<typeof historyLinkCreateSchema>;

/** A link as its owner sees it; `token` is the secret a link and its QR carry. */
export const historyLinkSchema = z.object({
  token: z.string(),
  vehicleId: idSchema,
  from: isoDateTimeSchema.nullable(),
  includesAmounts: z.boolean(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  revokedAt: isoDateTimeSchema.nullable(),
});
export type HistoryLink = z.infer<typeof historyLinkSchema>;

/** A token as links carry it: 22 base64url characters (128 random bits). */
export const historyTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** Where a link's buyer opens a file a workshop signed (`openableSignedFiles`), under the API's root. */
export const historyFilePath = (token: string, sha256: string) => `/verify/histories/${token}/files/${sha256}`;

/** The app's page a link opens, from the app's origin. */
export const historyLinkPath = (token: string) => `/history/${token}`;

/** Whether the link still opens the history at `now`. */
export const historyLinkWorks = (link: Pick<HistoryLink, "expiresAt" | "revokedAt">, now: string) =>
  link.revokedAt === null && link.expiresAt > now;
