import type { CalendarLink } from "@odo/domain";
import { timeZone } from "../../shared/i18n/format.js";
import { api, NetworkError } from "../../shared/session/api.js";

/** The calendar feed's address (not synced: it lives on the server). Throws `NetworkError` offline. */
export async function fetchCalendarLink(): Promise<CalendarLink | null> {
  const reply = await api<{ payload: CalendarLink | null }>("/users/calendar");
  if (reply.status !== 200) throw new NetworkError(`calendar: ${reply.status}`);
  return reply.body.payload;
}

/** A new address, its days read in the phone's zone; the old one stops answering. */
export async function renewCalendarLink(): Promise<CalendarLink> {
  const reply = await api<{ payload: CalendarLink }>("/users/calendar", {
    method: "POST",
    body: { timeZone: timeZone() },
  });
  if (reply.status !== 201) throw new NetworkError(`calendar: ${reply.status}`);
  return reply.body.payload;
}

export async function revokeCalendarLink(): Promise<void> {
  const reply = await api("/users/calendar", { method: "DELETE" });
  if (reply.status !== 200 && reply.status !== 404) throw new NetworkError(`calendar: ${reply.status}`);
}
