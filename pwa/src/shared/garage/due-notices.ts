import { dueItemFromParams, dueNoticeId, dueNoticeParams, type Notification } from "@odo/domain";
import { useEffect, useState } from "react";
import { useDatabase } from "../sync/context.js";
import type { OdoDatabase } from "../sync/db.js";
import { useGarageDue, type VehicleDue } from "./due-data.js";
import { dueItemText } from "./due-text.js";

const hourMs = 3_600_000;

/**
 * Turns what comes due into notices on this device, with no network: each item once per
 * occurrence and level (soon, due, overdue). When the user allowed it, each new notice is also a
 * system notification, shown once on this device. Time moves items too: it looks again when the
 * app comes back to the foreground, and every hour.
 */
export function useDueNotices(userId: string, mutedVehicles: readonly string[]): void {
  const db = useDatabase();
  const [tick, setTick] = useState(0);
  const due = useGarageDue(tick);
  useEffect(() => {
    const again = () => document.visibilityState === "visible" && setTick((value) => value + 1);
    document.addEventListener("visibilitychange", again);
    const timer = setInterval(again, hourMs);
    return () => {
      document.removeEventListener("visibilitychange", again);
      clearInterval(timer);
    };
  }, []);
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
  const now = new Date().toISOString();
  const fresh: Notification[] = [];
  await db.transaction("rw", [db.notices, db.notifications], async () => {
    for (const { vehicle, item } of due) {
      const id = dueNoticeId(userId, vehicle._id, item.occurrence, item.level);
      if ((await db.notices.get(id)) || (await db.notifications.get(id))) continue;
      const notice: Notification = {
        _id: id,
        message: "",
        key: "due",
        params: dueNoticeParams(vehicle, item),
        read: false,
        createdAt: now,
      };
      await db.notices.add({ ...notice, shown: false });
      fresh.push(notice);
    }
  });
  await showSystemNotifications(db, fresh);
}

async function showSystemNotifications(db: OdoDatabase, notices: readonly Notification[]): Promise<void> {
  if (notices.length === 0 || typeof Notification === "undefined" || Notification.permission !== "granted") return;
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) return;
  for (const notice of notices) {
    const item = notice.params && dueItemFromParams(notice.params);
    if (!item) continue;
    const vehicleId = String(notice.params?.vehicleId ?? "");
    // The tag is the notice's id: the same occurrence replaces, never stacks, a notification.
    await registration.showNotification(dueItemText(item), {
      body: String(notice.params?.vehicle ?? ""),
      tag: notice._id,
      data: { url: `/vehicle/${vehicleId}` },
      icon: "/icons/icon-192.png",
    });
    await db.notices.update(notice._id, { shown: true });
  }
}
