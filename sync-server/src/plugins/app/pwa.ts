import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { apiErrorBody, defaultLanguage, languageFromLocale, languages } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Files that must be revalidated on every load so a new version of the app is noticed. */
const alwaysRevalidate = new Set([
  "/index.html",
  ...languages.map((language) => `/${landingFile(language)}`),
  "/sw.js",
  "/manifest.webmanifest",
  "/registerSW.js",
]);

/** `/` prerendered in one language (pwa/scripts/prerender-landing.mjs). */
function landingFile(language: string): string {
  return `landing.${language}.html`;
}

/** The landing page's language: the browser's first choice, as the app reads it (SPEC §1). */
function landingLanguage(acceptLanguage: string | undefined) {
  return languageFromLocale(acceptLanguage?.split(",")[0]?.split(";")[0]?.trim()) ?? defaultLanguage;
}

/**
 * Serves the built PWA at `/` with SPA fallback to index.html, when `pwa/dist` exists. Anything
 * under /api that no route answers is a JSON 404.
 */
export const pwa = fp(
  async (app: FastifyInstance) => {
    const root = app.deps.config.pwaDir;
    const hasApp = existsSync(join(root, "index.html"));
    if (hasApp) {
      await app.register(fastifyStatic, {
        root,
        // Files are looked up per request, so a rebuilt app is served without a restart.
        wildcard: true,
        index: ["index.html"],
        // A stray .env or .git in the app folder is never served.
        dotfiles: "deny",
        // The build writes .br and .gz beside each file (pwa/scripts/precompress.mjs): sent as
        // they are to a browser that accepts them, with Content-Encoding and Vary.
        preCompressed: true,
        setHeaders: (response, path) => {
          // A precompressed copy (`sw.js.br`) is cached as the file it stands for.
          const file = path
            .slice(root.length)
            .replaceAll("\\", "/")
            .replace(/\.(br|gz|deflate)$/, "");
          response.header(
            "cache-control",
            alwaysRevalidate.has(file)
              ? "no-cache"
              : file.startsWith("/assets/")
                ? "public, max-age=31536000, immutable"
                : "public, max-age=3600",
          );
        },
      });
      // A first visit to `/` gets the landing page as HTML, painted before any script runs.
      if (languages.every((language) => existsSync(join(root, landingFile(language))))) {
        app.get("/", (request, reply) =>
          reply
            .header("vary", "accept-language")
            .sendFile(landingFile(landingLanguage(request.headers["accept-language"]))),
        );
      }
    } else {
      app.log.warn({ root }, "no built PWA found; serving the API only (run npm run build)");
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      // Only page addresses fall back to the app; a missing file (an old chunk) stays a 404.
      const isPage = !/\.[a-z0-9]+$/i.test(path);
      if (hasApp && isPage && request.method === "GET" && !path.startsWith("/api/") && path !== "/api") {
        return reply.header("cache-control", "no-cache").sendFile("index.html");
      }
      return reply.code(404).send(apiErrorBody("ROUTE_NOT_FOUND"));
    });
  },
  { name: "pwa", dependencies: ["deps"] },
);
