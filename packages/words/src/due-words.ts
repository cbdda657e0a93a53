import {
  type DueItem,
  dueItemFromParams,
  formatKm,
  type Language,
  type NotificationParams,
  relativeTimeFormat,
  type SayableDueItem,
} from "@odo/domain";
import { say } from "./say.js";

type SayableItem = SayableDueItem;

/**
 * The words to say a due item where the app's screens are not: the server's pushes and mails, and
 * the service worker's notifications with the app closed. The app's screens say the same names
 * through this catalogue too (pwa/src/shared/garage/due-text.ts); there a reminder made from a
 * catalogue maintenance is named after it, here by its title, else "Reminder".
 */
export const dueWords = {
  service: /*i18n*/ { id: "due.service", message: "Service" },
  insurance: /*i18n*/ { id: "due.insurance", message: "Insurance" },
  taxes: /*i18n*/ { id: "due.taxes", message: "Taxes" },
  inspection: /*i18n*/ { id: "due.inspection", message: "Inspection" },
  brakes: /*i18n*/ { id: "due.brakes", message: "Brakes" },
  battery: /*i18n*/ { id: "due.battery", message: "Battery" },
  chain: /*i18n*/ { id: "due.chain", message: "Chain" },
  tires: /*i18n*/ { id: "due.tires", message: "Tires" },
  reminder: /*i18n*/ { id: "due.reminder", message: "Reminder" },
};

/** A due list's tyre items: an axle's tyres by their tread, a set by its age. */
export const tyreWords = {
  front: /*i18n*/ { id: "due.tyres.front", message: "{count, plural, one {Front tyre} other {Front tyres}}" },
  rear: /*i18n*/ { id: "due.tyres.rear", message: "{count, plural, one {Rear tyre} other {Rear tyres}}" },
  axle: /*i18n*/ { id: "due.tyres.axle", message: "Axle {axle} tyres" },
  summer: /*i18n*/ { id: "due.tyres.summerSet", message: "Summer set" },
  winter: /*i18n*/ { id: "due.tyres.winterSet", message: "Winter set" },
  allSeason: /*i18n*/ { id: "due.tyres.allSeasonSet", message: "All-season set" },
  age: /*i18n*/ { id: "due.tyres.age", message: "{set} is {years, plural, one {# year} other {# years}} old" },
};

const levelWords = {
  soon: /*i18n*/ { id: "due.level.soon", message: "coming up" },
  due: /*i18n*/ { id: "due.level.due", message: "due now" },
  overdue: /*i18n*/ { id: "due.level.overdue", message: "overdue" },
} satisfies Record<Exclude<DueItem["level"], "ok">, unknown>;

const distanceWords = {
  ahead: /*i18n*/ { id: "due.distance.ahead", message: "in {distance}" },
  over: /*i18n*/ { id: "due.distance.over", message: "{distance} over" },
};

const lineWords = {
  bare: /*i18n*/ { id: "due.line", message: "{item}: {level}" },
  far: /*i18n*/ { id: "due.line.far", message: "{item}: {level} ({far})" },
  fromShop: /*i18n*/ { id: "due.line.fromShop", message: "{shop} reminds you: {line}" },
  fromShopWithPhone: /*i18n*/ { id: "due.line.fromShopWithPhone", message: "{shop} ({phone}) reminds you: {line}" },
};

/** The tyres an item is about: "Front tyres", "Winter set". */
export function tyreItemName(item: SayableItem, lang: Language): string {
  const tyres = item.tyres;
  if (item.kind === "tyreAge" || !tyres) return say(lang, tyreWords[tyres?.season ?? "summer"]);
  if (tyres.axle === 1) return say(lang, tyreWords.front, { count: tyres.positions.length });
  if (tyres.axle === 2) return say(lang, tyreWords.rear, { count: tyres.positions.length });
  return say(lang, tyreWords.axle, { axle: tyres.axle });
}

/** What an item is about, in a word or two: "Service", "Front tyres", a reminder's title. */
export function dueItemName(item: SayableItem, lang: Language): string {
  switch (item.kind) {
    case "tyreTread":
    case "tyreAge":
      return tyreItemName(item, lang);
    case "part": {
      const part = item.part;
      if (part === "brakes" || part === "battery" || part === "chain") return say(lang, dueWords[part]);
      return say(lang, dueWords.tires);
    }
    case "reminder":
      return item.reminder?.title ?? say(lang, dueWords.reminder);
    default:
      return say(lang, dueWords[item.kind]);
  }
}

function distance(item: SayableItem, lang: Language): string {
  const parts: string[] = [];
  if (item.kmLeft !== null) {
    const km = formatKm(Math.abs(item.kmLeft), lang);
    parts.push(say(lang, item.kmLeft > 0 ? distanceWords.ahead : distanceWords.over, { distance: km }));
  }
  if (item.daysLeft !== null) parts.push(relativeTimeFormat(lang, { numeric: "auto" }).format(item.daysLeft, "day"));
  return parts.join(" · ");
}

/** One line about an item: "Service: due now (in 400 km)", "Seguro: vencido (hace 3 días)". */
export function dueItemLine(item: SayableItem, lang: Language): string {
  if (item.kind === "tyreAge") {
    return say(lang, tyreWords.age, { set: tyreItemName(item, lang), years: item.tyres?.ageYears ?? 0 });
  }
  const level = say(lang, levelWords[item.level === "ok" ? "soon" : item.level]);
  const far = distance(item, lang);
  const name = dueItemName(item, lang);
  return far ? say(lang, lineWords.far, { item: name, level, far }) : say(lang, lineWords.bare, { item: name, level });
}

/** A due notification's parameters as a title (the vehicle) and a line, or null if unreadable. */
export function dueNoticeText(params: NotificationParams, lang: Language): { title: string; body: string } | null {
  const item = dueItemFromParams(params);
  if (!item) return null;
  const line = dueItemLine(item, lang);
  // A workshop's reminder says which shop sent it.
  const body =
    typeof params.shop !== "string"
      ? line
      : typeof params.shopPhone === "string" && params.shopPhone
        ? say(lang, lineWords.fromShopWithPhone, { shop: params.shop, phone: params.shopPhone, line })
        : say(lang, lineWords.fromShop, { shop: params.shop, line });
  return { title: String(params.vehicle ?? "Odo"), body };
}
