import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import type { Language } from "@odo/domain";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { publicCatalogs } from "../../shared/i18n/i18n.js";
import { LandingScreen } from "./landing-screen.js";

const description = msg`Odo: your garage, offline. Maintenance, refuels and the state of your vehicles.`;

export interface PrerenderedLanding {
  /** The landing screen's markup, as the app renders it at `/` for a visitor without a session. */
  body: string;
  /** The page's meta description, in the same language. */
  description: string;
}

/**
 * `/` rendered at build time (scripts/prerender-landing.mjs), so a first visit paints before any
 * JavaScript runs. Only the landing screen is rendered: its links are plain addresses.
 */
export async function prerenderLanding(language: Language): Promise<PrerenderedLanding> {
  const { messages } = await publicCatalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  const router = createRouter({
    routeTree: createRootRoute({ component: LandingScreen }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await router.load();
  const body = renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { body, description: i18n._(description) };
}
