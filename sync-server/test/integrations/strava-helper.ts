import { call, type Session, type TestServer } from "../helper.js";

/** Goes to Strava (the fake) as the browser would and returns the callback's query. */
export async function authorizedAt(server: TestServer, session: Session, vehicleId?: string) {
  const query = vehicleId ? `?vehicleId=${vehicleId}` : "";
  const { url } = (await call(server, session, "GET", `/api/users/integration/strava/authorize${query}`)).json()
    .payload;
  const redirect = await fetch(url, { redirect: "manual" });
  return new URL(redirect.headers.get("location") ?? "").searchParams;
}

/** Connects the user's Strava account through `server`. */
export async function connectStrava(server: TestServer, session: Session) {
  const back = await authorizedAt(server, session);
  return call(server, session, "POST", `/api/users/integration/${session.userId}`, {
    code: back.get("code"),
    state: back.get("state"),
  });
}
