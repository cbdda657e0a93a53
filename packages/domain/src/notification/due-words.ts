import type { Language } from "../app/constants.js";
import { relativeTimeFormat } from "../format/intl-cache.js";
import { formatKm } from "../format/units.js";
import type { DueItem } from "../reminder/due.js";
import { dueItemFromParams } from "./due-notice.js";
import type { NotificationParams } from "./notification.js";

type SayableItem = NonNullable<ReturnType<typeof dueItemFromParams>>;

/**
 * The words to say a due item where the app's catalogues are not at hand: the server's pushes and
 * mails, and the service worker's notifications with the app closed. The app's screens say the
 * same items through their catalogues (pwa/src/shared/garage/due-text.ts), where a reminder made
 * from a catalogue maintenance is named after it; here it is named by its title, else "Reminder".
 */
const words = {
  service: { en: "Service", es: "Servicio" },
  insurance: { en: "Insurance", es: "Seguro" },
  taxes: { en: "Taxes", es: "Impuestos" },
  brakes: { en: "Brakes", es: "Frenos" },
  battery: { en: "Battery", es: "Batería" },
  chain: { en: "Chain", es: "Cadena" },
  tires: { en: "Tires", es: "Neumáticos" },
  reminder: { en: "Reminder", es: "Recordatorio" },
} satisfies Record<string, Record<Language, string>>;

const levelWords: Record<Exclude<DueItem["level"], "ok">, Record<Language, string>> = {
  soon: { en: "coming up", es: "se acerca" },
  due: { en: "due now", es: "toca ya" },
  overdue: { en: "overdue", es: "vencido" },
};

function itemName(item: SayableItem, lang: Language): string {
  switch (item.kind) {
    case "part": {
      const part = item.part;
      if (part === "brakes" || part === "battery" || part === "chain") return words[part][lang];
      return words.tires[lang];
    }
    case "reminder":
      return item.reminder?.title ?? words.reminder[lang];
    default:
      return words[item.kind][lang];
  }
}

function distance(item: SayableItem, lang: Language): string {
  const parts: string[] = [];
  if (item.kmLeft !== null) {
    const km = formatKm(Math.abs(item.kmLeft), lang);
    parts.push(
      item.kmLeft > 0 ? (lang === "es" ? `en ${km}` : `in ${km}`) : lang === "es" ? `pasado por ${km}` : `${km} over`,
    );
  }
  if (item.daysLeft !== null) {
    const days = relativeTimeFormat(lang, { numeric: "auto" }).format(item.daysLeft, "day");
    parts.push(days);
  }
  return parts.join(" · ");
}

/** One line about an item: "Service: due now (in 400 km)", "Seguro: vencido (hace 3 días)". */
export function dueItemLine(item: SayableItem, lang: Language): string {
  const level = item.level === "ok" ? "soon" : item.level;
  const far = distance(item, lang);
  return `${itemName(item, lang)}: ${levelWords[level][lang]}${far ? ` (${far})` : ""}`;
}

/** A due notification's parameters as a title (the vehicle) and a line, or null if unreadable. */
export function dueNoticeText(params: NotificationParams, lang: Language): { title: string; body: string } | null {
  const item = dueItemFromParams(params);
  if (!item) return null;
  return { title: String(params.vehicle ?? "Odo"), body: dueItemLine(item, lang) };
}
