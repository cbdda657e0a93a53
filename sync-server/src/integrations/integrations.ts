import {
  type ExternalVehicle,
  type IntegrationName,
  type linkExternalVehicleSchema,
  planIncludes,
  type User,
  type Vehicle,
} from "@odo/domain";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { z } from "zod";
import { firstRow } from "../db/first-row.js";
import { integrationAccounts, vehicles } from "../db/schema.js";
import { type AppDeps, reading, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { signValues, verifiedValues } from "../signed-values.js";
import { ownedVehicle } from "../store/access.js";
import { accountSettings } from "../store/repository.js";
import { vehicleView } from "../store/views.js";
import { openToken, sealToken } from "../token-vault.js";
import { publishUser, readUser } from "../users/profile.js";
import { saveVehicle } from "../vehicle/vehicles.js";
import { type StravaBike, StravaError, stravaClient } from "./strava-client.js";

type Account = typeof integrationAccounts.$inferSelect;

/** How long the user has to approve Odo on Strava before the state we sent is refused. */
const stateLifetimeSeconds = 15 * 60;
/** A linked bike's distance is read again at most this often, when the user syncs. */
export const distanceRefreshSeconds = 15 * 60;
/** An access token this close to expiry is refreshed before use. */
const expiryMarginSeconds = 60;

const nowSeconds = (deps: ServerDeps) => Math.floor(deps.clock().getTime() / 1000);

function requireConfigured(deps: ServerDeps) {
  if (!deps.config.strava.clientId || !deps.config.strava.clientSecret) throw new ApiError("INTEGRATION_UNAVAILABLE");
  return stravaClient(deps.config.strava);
}

/** Strava is a basic-plan feature (SPEC §6): connecting, listing and linking bikes need it. */
async function requirePlanWithIntegrations(deps: AppDeps, actor: Requester): Promise<void> {
  const plan = (await accountSettings(deps.db, actor.id))?.plan ?? "free";
  if (!planIncludes(plan, "fitnessIntegration")) throw new ApiError("PLAN_FEATURE_REQUIRED");
}

/** The user's connection with its tokens opened (they are stored sealed). */
async function accountOf(
  deps: AppDeps,
  userId: string,
  name: IntegrationName = "strava",
): Promise<Account | undefined> {
  const row = firstRow(
    await deps.db
      .select()
      .from(integrationAccounts)
      .where(and(eq(integrationAccounts.userId, userId), eq(integrationAccounts.name, name))),
  );
  const key = deps.config.tokenEncryptionKey;
  return (
    row && { ...row, accessToken: openToken(key, row.accessToken), refreshToken: openToken(key, row.refreshToken) }
  );
}

/**
 * Where to send the browser to connect Strava (SPEC §7 "External authorization"). The state is
 * signed and names the user (and the bicycle being connected), so the callback can only complete
 * the connection for the person who started it.
 */
export async function stravaAuthorization(deps: AppDeps, actor: Requester, vehicleId: string | undefined) {
  const strava = requireConfigured(deps);
  await requirePlanWithIntegrations(deps, actor);
  if (vehicleId) await ownedVehicle(deps.db, actor, vehicleId);
  const state = signValues(deps.config.jwtSecret, "oauth-state", [
    actor.id,
    vehicleId ?? null,
    nowSeconds(deps) + stateLifetimeSeconds,
  ]);
  const redirect = new URL(`${deps.config.publicUrl}/integrations/callback`);
  if (vehicleId) redirect.searchParams.set("vehicleId", vehicleId);
  return { url: strava.authorizeUrl(redirect.toString(), state) };
}

function checkedState(deps: ServerDeps, actor: Requester, state: string): string | null {
  const values = verifiedValues(deps.config.jwtSecret, "oauth-state", state);
  const [userId, vehicleId, expiresAt] = values ?? [];
  const live = typeof expiresAt === "number" && expiresAt > nowSeconds(deps);
  if (!values || userId !== actor.id || !live) throw new ApiError("USER_NOT_AUTHENTICATED");
  return typeof vehicleId === "string" ? vehicleId : null;
}

async function saveTokens(
  deps: AppDeps,
  userId: string,
  tokens: { access_token: string; refresh_token: string; expires_at: number },
  athleteId?: string,
) {
  const key = deps.config.tokenEncryptionKey;
  const values = {
    accessToken: sealToken(key, tokens.access_token),
    refreshToken: sealToken(key, tokens.refresh_token),
    expiresAt: tokens.expires_at,
  };
  await deps.db
    .insert(integrationAccounts)
    .values({
      userId,
      name: "strava",
      athleteId: athleteId ?? "",
      ...values,
      createdAt: deps.clock().toISOString(),
    })
    .onConflictDoUpdate({
      target: [integrationAccounts.userId, integrationAccounts.name],
      set: athleteId ? { ...values, athleteId } : values,
    });
}

/**
 * `POST /users/integration/{id}`: trades Strava's code for tokens, which stay on the server, and
 * returns the user with the integration listed. A bad or foreign state is refused before Strava
 * is called; a code Strava refuses is `integrationFailed`.
 */
export async function connectStrava(
  deps: ServerDeps,
  actor: Requester,
  userId: string,
  input: { code: string; state: string },
) {
  if (userId !== actor.id) throw new ApiError("OWNER_NOT_FOUND");
  const strava = requireConfigured(deps);
  await reading(deps, (unit) => requirePlanWithIntegrations(unit, actor));
  const vehicleId = checkedState(deps, actor, input.state);
  let tokens: Awaited<ReturnType<typeof strava.exchangeCode>>;
  try {
    tokens = await strava.exchangeCode(input.code);
  } catch (error) {
    deps.log.warn({ err: error }, "Strava code exchange failed");
    throw new ApiError("INTEGRATION_FAILED");
  }
  const user = await writing(deps, async (unit) => {
    await saveTokens(unit, actor.id, tokens, tokens.athlete ? String(tokens.athlete.id) : undefined);
    return publishUser(unit.db, await readUser(unit, actor, actor.id));
  });
  return { user, name: "strava" as const, vehicleId };
}

/** How long a claim on refreshing a token stands before another request may take it over (its process died). */
const refreshClaimSeconds = 30;
const refreshWaitMs = 100;

/**
 * A live access token, refreshed first when it is about to expire. Strava takes a refresh token
 * back once it is used, so of the requests (in any process) that find the token expiring, exactly
 * one refreshes: it claims the refresh by moving the stored expiry to minus the claim's time, if
 * the expiry still reads as it read it. The others wait for the new token to be stored.
 */
async function liveAccessToken(deps: ServerDeps, found: Account): Promise<string> {
  let account = found;
  for (let waitedMs = 0; ; waitedMs += refreshWaitMs) {
    const now = nowSeconds(deps);
    if (account.expiresAt - expiryMarginSeconds > now) return account.accessToken;
    const claimable = account.expiresAt >= 0 || -account.expiresAt + refreshClaimSeconds < now;
    const { expiresAt } = account;
    if (claimable && (await writing(deps, (unit) => claimRefresh(unit, account.userId, expiresAt, -now)))) {
      return refreshClaimed(deps, account, -now);
    }
    if (waitedMs > refreshClaimSeconds * 1000) throw new ApiError("INTEGRATION_FAILED");
    await new Promise((resolve) => setTimeout(resolve, refreshWaitMs));
    const again = await reading(deps, (unit) => accountOf(unit, account.userId));
    // Disconnected meanwhile.
    if (!again) throw new ApiError("INTEGRATION_FAILED");
    account = again;
  }
}

/** Moves the stored expiry from `from` to `to`: true when this request did (and so holds the claim). */
async function claimRefresh(deps: AppDeps, userId: string, from: number, to: number): Promise<boolean> {
  const moved = await deps.db
    .update(integrationAccounts)
    .set({ expiresAt: to })
    .where(
      and(
        eq(integrationAccounts.userId, userId),
        eq(integrationAccounts.name, "strava"),
        eq(integrationAccounts.expiresAt, from),
      ),
    )
    .returning({ userId: integrationAccounts.userId });
  return moved.length > 0;
}

async function refreshClaimed(deps: ServerDeps, account: Account, claim: number): Promise<string> {
  let tokens: Awaited<ReturnType<ReturnType<typeof stravaClient>["refresh"]>>;
  try {
    tokens = await stravaClient(deps.config.strava).refresh(account.refreshToken);
  } catch (error) {
    // The next request may try at once, rather than wait for the claim to lapse.
    await writing(deps, (unit) => claimRefresh(unit, account.userId, claim, account.expiresAt));
    throw error;
  }
  await writing(deps, (unit) => saveTokens(unit, account.userId, tokens));
  return tokens.access_token;
}

async function bikesOf(deps: ServerDeps, account: Account): Promise<StravaBike[]> {
  try {
    return await stravaClient(deps.config.strava).bikes(await liveAccessToken(deps, account));
  } catch (error) {
    deps.log.warn({ err: error }, "Reading the Strava athlete failed");
    throw new ApiError("INTEGRATION_FAILED");
  }
}

/** Moves each linked vehicle's external distance to its bike's, telling everyone who sees it. */
async function applyDistances(deps: AppDeps, userId: string, bikes: readonly StravaBike[]) {
  const byId = new Map(bikes.map((bike) => [bike.id, bike]));
  const linked = await deps.db.select().from(vehicles).where(eq(vehicles.ownerId, userId));
  for (const row of linked) {
    const bike = row.extId && row.from === "strava" ? byId.get(row.extId) : undefined;
    if (!bike || bike.distanceKm === row.externalDistance) continue;
    await saveVehicle(deps.db, {
      ...vehicleView(row),
      externalDistance: bike.distanceKm,
      updatedAt: deps.clock().toISOString(),
    });
  }
  await deps.db
    .update(integrationAccounts)
    .set({ distancesRefreshedAt: deps.clock().toISOString() })
    .where(and(eq(integrationAccounts.userId, userId), eq(integrationAccounts.name, "strava")));
}

const toExternal = (bike: StravaBike): ExternalVehicle => ({
  id: bike.id,
  name: bike.name,
  nickname: bike.nickname,
  year: null,
  converted_distance: bike.distanceKm,
  type: "bicycle",
  plateNumber: null,
});

/**
 * `GET /vehicles/externals/{id}`: the athlete's bikes (retired ones left out). Without a
 * connection the answer is "integration not found", which sends the app to the integrations list.
 */
export async function externalVehicles(deps: ServerDeps, actor: Requester, userId: string): Promise<ExternalVehicle[]> {
  if (userId !== actor.id) throw new ApiError("OWNER_NOT_FOUND");
  const account = await reading(deps, async (unit) => {
    await requirePlanWithIntegrations(unit, actor);
    return accountOf(unit, actor.id);
  });
  if (!account) throw new ApiError("INTEGRATION_NOT_FOUND");
  const bikes = await bikesOf(deps, account);
  await writing(deps, (unit) => applyDistances(unit, actor.id, bikes));
  return bikes.filter((bike) => !bike.retired).map(toExternal);
}

/** `POST /vehicles/externals/{id}`: links one of the athlete's bikes to the owner's vehicle. */
export async function linkExternalVehicle(
  deps: ServerDeps,
  actor: Requester,
  vehicleId: string,
  input: z.output<typeof linkExternalVehicleSchema>,
): Promise<Vehicle> {
  const account = await reading(deps, async (unit) => {
    await ownedVehicle(unit.db, actor, vehicleId);
    await requirePlanWithIntegrations(unit, actor);
    return accountOf(unit, actor.id, input.integrationName);
  });
  if (!account) throw new ApiError("INTEGRATION_NOT_FOUND");
  const bike = (await bikesOf(deps, account)).find((candidate) => candidate.id === input.extId);
  if (!bike) throw new ApiError("VALIDATION_FAILED", "selectVehicle");
  return writing(deps, async ({ db }) => {
    const vehicle = await ownedVehicle(db, actor, vehicleId);
    const linked: Vehicle = {
      ...vehicle,
      extId: bike.id,
      from: "strava",
      externalDistance: bike.distanceKm,
      displacement: input.displacement ?? vehicle.displacement,
      integrations: [{ name: input.integrationName, status: "connected" }],
      updatedAt: deps.clock().toISOString(),
    };
    return await saveVehicle(db, linked);
  });
}

/**
 * Keeps linked bikes' distances fresh: called when the user pulls, it reads Strava at most every
 * `distanceRefreshSeconds`. It never fails the caller; a problem is only logged.
 */
export async function refreshDistancesIfStale(deps: ServerDeps, userId: string): Promise<void> {
  // Every pull passes here: without Strava configured, it costs nothing.
  if (!deps.config.strava.clientId) return;
  const account = await writing(deps, async (unit) => {
    const account = await accountOf(unit, userId);
    if (!account) return undefined;
    const now = deps.clock();
    const staleBefore = new Date(now.getTime() - distanceRefreshSeconds * 1000).toISOString();
    // Claim this round first, so concurrent pulls (on any server process) do not all call Strava:
    // the update only takes a stale round, and one of two racing ones finds it taken.
    const claimed = await unit.db
      .update(integrationAccounts)
      .set({ distancesRefreshedAt: now.toISOString() })
      .where(
        and(
          eq(integrationAccounts.userId, userId),
          eq(integrationAccounts.name, "strava"),
          or(
            isNull(integrationAccounts.distancesRefreshedAt),
            lte(integrationAccounts.distancesRefreshedAt, staleBefore),
          ),
        ),
      )
      .returning({ userId: integrationAccounts.userId });
    return claimed.length === 1 ? account : undefined;
  });
  if (!account) return;
  try {
    const bikes = await stravaClient(deps.config.strava).bikes(await liveAccessToken(deps, account));
    await writing(deps, (unit) => applyDistances(unit, userId, bikes));
  } catch (error) {
    deps.log.warn({ err: error }, "Refreshing Strava distances failed");
  }
}

/**
 * Before an account is deleted: Odo's access at Strava is revoked, if it can be (the tokens go with
 * the account either way, so a Strava that cannot be reached holds nothing up).
 */
export async function revokeBeforeDeletion(deps: ServerDeps, userId: string): Promise<void> {
  const account = await reading(deps, (unit) => accountOf(unit, userId, "strava"));
  if (!account) return;
  try {
    await stravaClient(deps.config.strava).deauthorize(await liveAccessToken(deps, account));
  } catch (error) {
    deps.log.warn({ err: error }, "Strava deauthorize failed before an account deletion");
  }
}

/**
 * `POST /users/disconnect-integration`: revokes Odo at Strava, then forgets the tokens. If Strava
 * cannot be reached the tokens are kept and the user is told, so they can try again.
 */
export async function disconnectIntegration(deps: ServerDeps, actor: Requester, name: IntegrationName): Promise<User> {
  const account = await reading(deps, (unit) => accountOf(unit, actor.id, name));
  if (!account) throw new ApiError("INTEGRATION_NOT_FOUND");
  try {
    await stravaClient(deps.config.strava).deauthorize(await liveAccessToken(deps, account));
  } catch (error) {
    // A token Strava no longer knows means the access is already gone: nothing left to revoke.
    const alreadyRevoked = error instanceof StravaError && (error.status === 400 || error.status === 401);
    if (!alreadyRevoked) {
      deps.log.warn({ err: error }, "Strava deauthorize failed");
      throw new ApiError("INTEGRATION_DISCONNECT_FAILED");
    }
  }
  return writing(deps, async (unit) => {
    const { db } = unit;
    await db
      .delete(integrationAccounts)
      .where(and(eq(integrationAccounts.userId, actor.id), eq(integrationAccounts.name, name)));
    for (const row of await db.select().from(vehicles).where(eq(vehicles.ownerId, actor.id))) {
      if (row.from !== "strava") continue;
      await saveVehicle(db, {
        ...vehicleView(row),
        integrations: [{ name, status: "disconnected" }],
        updatedAt: deps.clock().toISOString(),
      });
    }
    return await publishUser(db, await readUser(unit, actor, actor.id));
  });
}
