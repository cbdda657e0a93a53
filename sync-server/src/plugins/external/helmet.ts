import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers with a CSP the PWA lives with: its own scripts, styles (React sets inline
 * styles), images from itself, data: and blob: (QR codes, photos to scan), its own API, workers
 * and manifest; Google Identity Services is allowed where sign-in with Google needs it.
 */
export const helmet = fp(
  async (app: FastifyInstance) => {
    const google = "https://accounts.google.com";
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", `${google}/gsi/client`],
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
    });
  },
  { name: "helmet" },
);
