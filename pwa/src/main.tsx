import { I18nProvider } from "@lingui/react";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { routeTree } from "./routeTree.gen.js";
import { activateLanguage, i18n, initialLanguage } from "./shared/i18n/i18n.js";
import { registerServiceWorker } from "./shared/pwa/service-worker.js";
import { signInAfterSessionEnded } from "./shared/routing/search.js";
import { onSessionExpired } from "./shared/session/api.js";
import { getSession } from "./shared/session/session-store.js";
import "./styles/index.css";

const router = createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

// A signed-in start opens the device's database while the first screen's code loads, so that
// screen's first read does not also wait for IndexedDB to open (about 100 ms on a phone).
const signedIn = getSession();
if (signedIn) {
  void import("./shared/sync/db.js")
    .then(({ databaseFor }) => databaseFor(signedIn.user._id).open())
    .catch(() => undefined);
}
// The first screen's code is fetched while the words load, not after them.
for (const route of router.getMatchedRoutes(location.pathname)[0])
  void router.loadRouteChunk(route)?.catch(() => undefined);
const wordsLoaded = activateLanguage(initialLanguage(), { withAppWords: signedIn !== null });
// The first `Intl` object of a page costs 12–17 ms (the browser's ICU starting), whichever kind
// comes first; made here, while the screen's code and the words are on their way, the first
// screen's dates and numbers do not pay it.
Intl.DateTimeFormat().resolvedOptions();
await wordsLoaded;

// SPEC §4 clears the user and token of an expired session; data and unsent changes stay. Any
// session the server ends leads to the sign-in screen, which says why and what is still to send
// (SPEC §4 sends an expired one to `/`; the sign-in screen is one tap nearer and explains).
onSessionExpired(({ userId, reason }) => {
  void router.navigate(signInAfterSessionEnded(router.state.location.href, reason)).then(async () => {
    // Deleted on another phone: what this device held of the account goes too, once the signed-in
    // screens have let go of it (the sign-in screen says why).
    if (reason !== "accountDeleted") return;
    const { forgetUserData } = await import("./shared/sync/db.js");
    await forgetUserData(userId);
  });
});

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}
void registerServiceWorker();
