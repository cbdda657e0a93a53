import type { VehicleDue } from "@odo/domain";
import { dueItemFromParams, type Notification } from "@odo/domain";
import { useEffect, useState } from "react";
import { useGarageDue } from "../../data/due.js";
import { startPeriodicDueCheck } from "../pwa/periodic-due.js";
import { useDatabase } from "../sync/context.js";
import type { OdoDatabase } from "../sync/db.js";
import { markNoticeShown, noticeUrl, writeNotices } from "../sync/notice-store.js";
import { dueItemText } from "./due-text.js";

const hourMs = 3_600_000;
/**
 * Looking for due items reads the whole garage's history: it starts once the first screen has
 * had time to draw from the device, so a cold start does not queue that screen's reads behind it.
 */
const firstLookDelayMs = 2_000;

/**
 * Turns what comes due into notices on this device, with no network: each item once per
 * occurrence and level (soon, due, overdue). When the user allowed it, each new notice is also a
 * system notification, shown once on this device. Time moves items too: it looks again when the
 * app comes back to the foreground, every hour, and (where the browser offers it) with the app
 * closed, from the service worker.
 */
export function useDueNotices(userId: string, mutedVehicles: readonly string[]): void {
  const db = useDatabase();
  const [tick, setTick] = useState(0);
  const [looking, setLooking] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLooking(true), firstLookDelayMs);
    return () => clearTimeout(timer);
  }, []);
  const due = useGarageDue(tick, looking);
  useEffect(() => {
    const again = () => document.visibilityState === "visible" && setTick((value) => value + 1);
    document.addEventListener("visibilitychange", again);
    const timer = setInterval(again, hourMs);
    if (typeof Notification !== "undefined" && Notification.permission === "granted") {
      void startPeriodicDueCheck(userId);
    }
    return () => {
      document.removeEventListener("visibilitychange", again);
      clearInterval(timer);
    };
  }, [userId]);
  const muted = mutedVehicles.join(",");
  useEffect(() => {
    // A vehicle the user switched off notifies nowhere; its items still show in the lists.
    if (due)
      void recordNotices(
        db,
        userId,
        due.filter(({ vehicle }) => !muted.split(",").includes(vehicle._id)),
      );
  }, [db, userId, due, muted]);
}

export async function recordNotices(db: OdoDatabase, userId: string, due: readonly VehicleDue[]): Promise<void> {
  await showSystemNotifications(db, await writeNotices(db, userId, due, new Date()));
}

async function showSystemNotifications(db: OdoDatabase, notices: readonly Notification[]): Promise<void> {
  if (notices.length === 0 || typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) return;
  for (const notice of notices) {
    const item = notice.params && dueItemFromParams(notice.params);
    if (!item) continue;
    // The tag is the notice's id: the same occurrence replaces, never stacks, a notification.
    await registration.showNotification(dueItemText(item), {
      body: String(notice.params?.vehicle ?? ""),
      tag: notice._id,
      data: { url: noticeUrl(notice) },
      icon: "/icons/icon-192.png",
    });
    await markNoticeShown(db, notice._id);
  }
}
