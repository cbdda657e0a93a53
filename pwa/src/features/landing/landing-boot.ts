import { storageKeys } from "@odo/domain";
import { readStored, storedLanguage } from "../../shared/session/storage.js";

// `/` arrives as prerendered HTML (scripts/prerender-landing.mjs). The app loads only for a visitor who
// needs it now: one with a session, who moves on to `/user`, or one who chose the other language.
const page = document.querySelector<HTMLElement>("[data-prerendered]");
const chosen = storedLanguage();
const needsApp =
  readStored(storageKeys.token) !== null || (chosen !== undefined && chosen !== page?.dataset.prerendered);

if (needsApp) {
  void import("../../main.js");
} else if (import.meta.env.PROD && "serviceWorker" in navigator) {
  // Installs the offline app in the background: the next screen opens from the device.
  void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
}
