import { i18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import type { DueItem, Projection, Reminder, SayableDueItem } from "@odo/domain";
import { dueWords, tyreItemName } from "@odo/words";
import { day, distance as distanceText, tread } from "../i18n/format.js";
import { adjustmentName, maintenanceTypeName } from "../i18n/garage-labels.js";
import { currentLanguage } from "../i18n/i18n.js";

/** Enough of an item to say it (a notification keeps no more than this). */
export type SayableItem = SayableDueItem & { tyres?: Partial<Pick<NonNullable<DueItem["tyres"]>, "projectedDate">> };

/**
 * What an item is about: "Service", "Brakes", "Insurance", a reminder's title. The names are the
 * ones pushes and mails use (`@odo/words`' catalogue, loaded with the signed-in screens' words).
 */
export function dueItemName(item: SayableItem): string {
  switch (item.kind) {
    case "service":
    case "insurance":
    case "taxes":
    case "inspection":
      return i18n._(dueWords[item.kind]);
    case "part":
      if (item.part === "brakes" || item.part === "battery" || item.part === "chain") {
        return i18n._(dueWords[item.part]);
      }
      return item.part ? adjustmentName(item.part) : i18n._(dueWords.tires);
    case "reminder":
      return item.reminder ? reminderName(item.reminder) : i18n._(dueWords.reminder);
    case "tyreTread":
    case "tyreAge":
      return tyreItemName(item, currentLanguage());
  }
}

/** A reminder's name: its title, else the maintenance it asks for. */
export function reminderName(reminder: Pick<Reminder, "title" | "adjustment" | "maintenanceType">): string {
  if (reminder.title) return reminder.title;
  if (reminder.adjustment) return adjustmentName(reminder.adjustment);
  return reminder.maintenanceType ? maintenanceTypeName(reminder.maintenanceType) : i18n._(dueWords.reminder);
}

function daysText(days: number): string {
  if (days === 0) return t`today`;
  if (days > 0) return plural(days, { one: "in # day", other: "in # days" });
  return plural(-days, { one: "# day ago", other: "# days ago" });
}

/**
 * How far it is: "in 480 km", "300 km overdue", "in 5 days", "3 days ago", or both. Once one side
 * is overdue only the overdue side is said: "50 km overdue · in 181 days" reads as late and not
 * due at once (the user test of 2026-11-26, §9).
 */
export function dueItemDistance(item: SayableItem & Partial<Pick<DueItem, "dueDate">>): string {
  const kmOverdue = item.kmLeft !== null && item.kmLeft <= 0;
  const daysOverdue = item.daysLeft !== null && item.daysLeft < 0;
  let km: string | null = null;
  if (item.kmLeft !== null && (kmOverdue || !daysOverdue)) {
    const distance = distanceText(Math.abs(item.kmLeft));
    km = item.kmLeft > 0 ? t`in ${distance}` : t`${distance} overdue`;
  }
  const days = item.daysLeft !== null && (daysOverdue || !kmOverdue) ? daysText(item.daysLeft) : null;
  if (km === null) return days ?? "";
  if (days === null) return km;
  // Both still to come: whichever is first, in one line ("in 5,000 km or on 20 May 2027").
  const date = item.dueDate ? day(item.dueDate) : null;
  return date ? t`${km} or on ${date}` : t`${km} or ${days}`;
}

/** When a km-based item comes at the vehicle's pace, or why that cannot be said. */
export function projectionText(projection: Projection | null): string | null {
  if (!projection) return null;
  if ("date" in projection) {
    const when = day(projection.date);
    return t`around ${when} at your pace`;
  }
  return projection.reason === "notMoving"
    ? t`no date yet: the km have not moved lately`
    : t`no date yet: log the km twice, two weeks apart`;
}

function dateText(kind: "insurance" | "taxes" | "inspection", days: number, passed: boolean): string {
  if (kind === "inspection") {
    if (!passed) return plural(days, { one: "Inspection due in # day", other: "Inspection due in # days" });
    return days === 0
      ? t`Inspection expired today`
      : plural(days, { one: "Inspection expired # day ago", other: "Inspection expired # days ago" });
  }
  if (kind === "insurance") {
    if (!passed) return plural(days, { one: "Insurance due in # day", other: "Insurance due in # days" });
    return days === 0
      ? t`Insurance expired today`
      : plural(days, { one: "Insurance expired # day ago", other: "Insurance expired # days ago" });
  }
  if (!passed) return plural(days, { one: "Taxes due in # day", other: "Taxes due in # days" });
  return days === 0
    ? t`Taxes expired today`
    : plural(days, { one: "Taxes expired # day ago", other: "Taxes expired # days ago" });
}

/** One line about an item ("Service in 480 km", "Insurance expired 3 days ago", "Brakes: replace now"). */
export function dueItemText(item: SayableItem): string {
  switch (item.kind) {
    case "service": {
      const left = distanceText(item.kmLeft ?? 0);
      return (item.kmLeft ?? 0) > 0 ? t`Service in ${left}` : t`Service overdue`;
    }
    case "insurance":
    case "taxes":
    case "inspection": {
      const days = item.daysLeft ?? 0;
      return dateText(item.kind, Math.abs(days), item.level === "overdue");
    }
    case "part": {
      const name = dueItemName(item);
      if (item.level === "ok") return t`${name}: fine`;
      return item.level === "soon" ? t`${name}: due soon` : t`${name}: replace now`;
    }
    case "reminder": {
      const name = dueItemName(item);
      const distance = dueItemDistance(item);
      return distance ? `${name}: ${distance}` : name;
    }
    case "tyreTread":
      return treadText(item);
    case "tyreAge": {
      const name = dueItemName(item);
      return plural(item.tyres?.ageYears ?? 0, { one: `${name} is # year old`, other: `${name} is # years old` });
    }
  }
}

/** "Front tyres reach 1.6 mm around 3 Mar (in about 4,100 km)", "Front tyres: below 1.6 mm, replace now". */
function treadText(item: SayableItem): string {
  const name = dueItemName(item);
  const minimum = tread(item.tyres?.minimumMm ?? 0);
  const count = item.tyres?.positions.length ?? 2;
  if (item.level === "overdue") return t`${name}: below ${minimum}, replace now`;
  const far = distanceText(Math.max(item.kmLeft ?? 0, 0));
  const date = item.tyres?.projectedDate;
  if (!date) {
    return plural(count, {
      one: `${name} reaches ${minimum} in about ${far}`,
      other: `${name} reach ${minimum} in about ${far}`,
    });
  }
  const when = day(date);
  return plural(count, {
    one: `${name} reaches ${minimum} around ${when} (in about ${far})`,
    other: `${name} reach ${minimum} around ${when} (in about ${far})`,
  });
}
