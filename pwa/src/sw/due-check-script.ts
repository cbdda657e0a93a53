/// <reference lib="webworker" />
// The due check with the app closed, built as a classic script of its own (vite.config.ts,
// `classicScript`): the service worker loads it when a periodic sync wakes it, so starting the
// worker to open the app does not load Dexie, the domain's rules and zod (some 230 kB) each time.
import type { DueCheckScope } from "./due-check-scope.js";
import { checkDueOnDevice } from "./periodic-due-check.js";

declare const self: ServiceWorkerGlobalScope & DueCheckScope;

self.odoCheckDueOnDevice = checkDueOnDevice;
