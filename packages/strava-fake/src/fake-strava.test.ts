import { afterEach, describe, expect, it } from "vitest";
import { type FakeStrava, startFakeStrava } from "./fake-strava.js";

let fake: FakeStrava;
afterEach(async () => fake.close());

const authorize = (redirect: string, state = "s1") =>
  fetch(
    `${fake.url}/oauth/authorize?${new URLSearchParams({
      client_id: fake.settings.clientId,
      response_type: "code",
      redirect_uri: redirect,
      scope: "read,profile:read_all",
      state,
    })}`,
    { redirect: "manual" },
  );
interface Tokens {
  access_token: string;
  refresh_token: string;
}
const json = <T>(response: Response) => response.json() as Promise<T>;
const exchange = (body: Record<string, string>) =>
  fetch(`${fake.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: fake.settings.clientId,
      client_secret: fake.settings.clientSecret,
      ...body,
    }),
  });

describe("the fake Strava", () => {
  it("approves at once, trades the code once for tokens, lists bikes, refreshes and deauthorizes", async () => {
    fake = await startFakeStrava();
    const redirect = await authorize("http://odo.test/integrations/callback?vehicleId=v1");
    expect(redirect.status).toBe(302);
    const back = new URL(redirect.headers.get("location") ?? "");
    expect(back.searchParams.get("vehicleId")).toBe("v1");
    expect(back.searchParams.get("state")).toBe("s1");
    const code = back.searchParams.get("code") ?? "";
    const tokens = await json<Tokens>(await exchange({ grant_type: "authorization_code", code }));
    expect(tokens).toMatchObject({ token_type: "Bearer", athlete: { id: 9_001 } });
    expect((await exchange({ grant_type: "authorization_code", code })).status).toBe(400);

    const athlete = await json<{ bikes: unknown[] }>(
      await fetch(`${fake.url}/api/v3/athlete`, { headers: { authorization: `Bearer ${tokens.access_token}` } }),
    );
    expect(athlete.bikes[0]).toMatchObject({ id: "b1001", name: "Trek Domane", converted_distance: 1523.4 });

    const refreshed = await json<Tokens>(
      await exchange({ grant_type: "refresh_token", refresh_token: tokens.refresh_token }),
    );
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    const revoke = await fetch(`${fake.url}/oauth/deauthorize`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ access_token: refreshed.access_token }),
    });
    expect(revoke.status).toBe(200);
    expect(fake.deauthorized).toEqual([refreshed.access_token]);
    const after = await fetch(`${fake.url}/api/v3/athlete`, {
      headers: { authorization: `Bearer ${refreshed.access_token}` },
    });
    expect(after.status).toBe(401);
  });

  it("refuses when told to, and expires tokens", async () => {
    fake = await startFakeStrava({ denyAuthorization: true, tokenLifetimeSeconds: -1 });
    const denied = new URL((await authorize("http://odo.test/cb")).headers.get("location") ?? "");
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.has("code")).toBe(false);

    await fetch(`${fake.url}/__fake/settings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ denyAuthorization: false }),
    });
    const code = new URL((await authorize("http://odo.test/cb")).headers.get("location") ?? "").searchParams.get(
      "code",
    );
    const tokens = await json<Tokens>(await exchange({ grant_type: "authorization_code", code: code ?? "" }));
    const expired = await fetch(`${fake.url}/api/v3/athlete`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(expired.status).toBe(401);
    fake.settings.failTokenExchange = true;
    expect((await exchange({ grant_type: "authorization_code", code: "x" })).status).toBe(400);
  });
});
