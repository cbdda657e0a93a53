import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmetMiddleware, { type HelmetOptions } from "helmet";

const google = "https://accounts.google.com";

/**
 * A CSP the PWA lives with: its own scripts (and WebAssembly, for reading iPhones' HEIC photos), styles (React sets inline styles), images from
 * itself, data: and blob: (QR codes, photos to scan), its own API, workers and manifest; Google
 * Identity Services is allowed where sign-in with Google needs it.
 */
const pagePolicy: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // WebAssembly only (not JavaScript's eval): the image worker's HEIC reader is libheif in wasm.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", `${google}/gsi/client`],
      styleSrc: ["'self'", "'unsafe-inline'", `${google}/gsi/style`],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      connectSrc: ["'self'", `${google}/gsi/`],
      frameSrc: [`${google}/gsi/`],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // The PWA loads no cross-origin resources that would need these relaxed, and Google's
  // sign-in popup needs to talk back to the opener.
  crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
};

/**
 * API replies are data, not pages: a JSON reply runs, loads and links nothing, so it carries the
 * headers that act on a response that is not a page (the REST set OWASP recommends): no sniffing
 * it into HTML or script, not readable or framable from another origin, HTTPS only. A CSP that
 * allows nothing and no framing covers a reply opened on its own. What only a document acts on
 * (the referrer of its links, its base URL and forms, the opener policy, DNS prefetch, the agent
 * cluster) and the switches of browsers long gone (IE's download and XSS filters, Flash's
 * cross-domain policies, X-Frame-Options, which frame-ancestors replaces) are left to pages:
 * a reply of `/api/health` is then 413 bytes in all instead of 1,100.
 */
const apiPolicy: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * An HTML page the API answers (the unsubscribe link of a mail, opened with its token in the
 * URL): a document, so it also gets what only a document acts on. Its link must not carry the
 * token on as a referrer, and it has no base URL to change or form to send.
 */
const apiPagePolicy: HelmetOptions = {
  ...apiPolicy,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
  },
  referrerPolicy: { policy: "no-referrer" },
};

/** The headers helmet sets for a policy, worked out once: they do not depend on the request. */
function headersOf(policy: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmetMiddleware(policy)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** The headers every API reply carries (the bench's hardened floor sends the same). */
export const apiSecurityHeaders: Readonly<Record<string, string>> = headersOf(apiPolicy);

/** The headers of an HTML page the API answers, set by its route over the API's. */
export const apiPageSecurityHeaders: Readonly<Record<string, string>> = headersOf(apiPagePolicy);

/**
 * Security headers on every reply, helmet's set, computed once at start instead of per request
 * (it rebuilt the policy text on each). Pages get the app's CSP; the API gets one that allows
 * nothing to run (its docs page, which runs Swagger UI, gets the app's).
 */
export const helmet = fp(
  async (app: FastifyInstance) => {
    const page = headersOf(pagePolicy);
    app.addHook("onRequest", (request, reply, done) => {
      const url = request.url;
      reply.headers(url.startsWith("/api/") && !url.startsWith("/api/docs") ? apiSecurityHeaders : page);
      done();
    });
  },
  { name: "helmet" },
);
