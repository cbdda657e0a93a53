import type { User } from "@odo/domain";
import { askForPersistentStorage } from "../../shared/pwa/service-worker.js";
import { startSession } from "../../shared/session/session-store.js";

/** Keeps the session, and asks the browser to keep Odo's data for good now that there is some. */
export function beginSession(user: User, token: string): void {
  startSession({ user, token });
  askForPersistentStorage();
}
