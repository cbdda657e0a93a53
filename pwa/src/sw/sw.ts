/// <reference lib="webworker" />
import { cacheNames, clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { periodicDueTagPrefix } from "../shared/pwa/periodic-due.js";
import { sharedFiles } from "../shared/pwa/shared-files.js";
import type { DueCheckScope } from "./due-check-scope.js";
import { notificationTarget, pushedNotification } from "./push-message.js";
import { sharedToOdo } from "./share-target.js";

declare const self: ServiceWorkerGlobalScope &
  DueCheckScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };
/** The due check's script, named by its content (vite.config.ts, `classicScript`). */
declare const __ODO_DUE_CHECK_SCRIPT__: string;
/** The OCR engine's folder (`build/ocr-files.ts`). */
declare const __ODO_OCR_BASE__: string;
/** The barcode reader's folder (`build/barcode-files.ts`). */
declare const __ODO_BARCODE_BASE__: string;

/** The static routing of Chromium 123 and later (`InstallEvent.addRoutes`, not yet in TypeScript's worker types). */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (rule: {
    condition: { urlPattern: { pathname: string } };
    source: { cacheName: string };
  }) => Promise<void>;
}

// The app's files named by their content (everything under /assets/) are answered by the browser
// straight from the precache, without a turn in this worker's fetch handler: a cold start's
// scripts each waited for one. Where the precache lacks a file (the HEIC reader, fetched on first
// use) the browser asks the network, as the handler did. Other browsers keep the handler.
self.addEventListener("install", (event) => {
  void (event as RoutingInstallEvent)
    .addRoutes?.({ condition: { urlPattern: { pathname: "/assets/*" } }, source: { cacheName: cacheNames.precache } })
    ?.catch(() => undefined);
});

// The app shell, so an offline reload works; every navigation answers index.html, never /api.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [/^\/api\//] }));
// The photo readers' files (the OCR engine, the barcode reader), fetched the first time one is
// used, kept for every use after, offline too; a reader of another version (another folder) is
// dropped when this worker starts.
function keptOnFirstUse(folder: "/ocr/" | "/barcode/", currentBase: string, cacheName: string) {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(folder),
    new CacheFirst({ cacheName }),
  );
  self.addEventListener("activate", (event) => {
    event.waitUntil(
      caches.open(cacheName).then(async (cache) => {
        for (const request of await cache.keys()) {
          if (!new URL(request.url).pathname.startsWith(`${currentBase}/`)) await cache.delete(request);
        }
      }),
    );
  });
}
keptOnFirstUse("/ocr/", __ODO_OCR_BASE__, "odo-ocr");
keptOnFirstUse("/barcode/", __ODO_BARCODE_BASE__, "odo-barcode");
// A share from another app (the manifest's share_target) lands on the phone, never the network.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === "POST" && url.origin === self.location.origin && url.pathname === sharedFiles.action) {
    event.respondWith(sharedToOdo(event.request));
  }
});
// The first install takes control at once; updates wait for the user's yes (the app's prompt).
clientsClaim();
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// A reminder from the server, already in the user's language. Its tag is the occurrence, so a
// resend replaces the notification instead of adding a second one.
self.addEventListener("push", (event) => {
  const shown = pushedNotification(event.data?.text() ?? "");
  if (!shown) return;
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

// A tap opens the screen the notification is about, in the app's window when one is open.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(notificationTarget(event.notification.data), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const navigated = await open.navigate(url).catch(() => null);
        await (navigated ?? open).focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

/**
 * The due check, loaded when a periodic sync asks for it rather than at each start of the worker
 * (its script is most of what the worker would load). A worker may load a script once installed
 * only if it loaded it while installing, so the install loads it too; a browser that does not say
 * the worker's state loads it at every start, as before.
 */
function dueCheck() {
  if (!self.odoCheckDueOnDevice) importScripts(__ODO_DUE_CHECK_SCRIPT__);
  return self.odoCheckDueOnDevice;
}
if (["parsed", "installing"].includes(self.serviceWorker?.state ?? "parsed")) dueCheck();

/** Chromium's Periodic Background Sync event (not yet in TypeScript's worker types). */
interface PeriodicSyncEvent extends ExtendableEvent {
  tag: string;
}

// With the app closed, now and then: items that came due with time notify from the device.
self.addEventListener("periodicsync" as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const periodic = event as PeriodicSyncEvent;
  if (!periodic.tag.startsWith(periodicDueTagPrefix)) return;
  periodic.waitUntil(
    (async () => {
      await dueCheck()?.(self.registration, periodic.tag.slice(periodicDueTagPrefix.length));
    })(),
  );
});
