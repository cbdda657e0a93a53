import { I18nProvider } from "@lingui/react";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { routeTree } from "./routeTree.gen.js";
import { activateLanguage, i18n, initialLanguage } from "./shared/i18n/i18n.js";
import { messageText } from "./shared/i18n/messages.js";
import { registerServiceWorker } from "./shared/pwa/service-worker.js";
import { onSessionExpired } from "./shared/session/api.js";
import { showToast } from "./shared/ui/toasts.js";
import "./styles/app.css";

const router = createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

await activateLanguage(initialLanguage());
registerServiceWorker();

// SPEC §4: an expired session clears the user and token and goes to `/`; data and unsent changes stay.
onSessionExpired(() => {
  showToast(messageText("sessionExpired"), "info", 10_000);
  void router.navigate({ to: "/" });
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
