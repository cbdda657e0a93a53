import type { Language, NotificationKey, NotificationParams, ShareRole } from "@odo/domain";

/**
 * What the server writes when it must put a notification in words (the stored fallback text, push
 * and mail); devices render the key and parameters themselves, through their own catalogues.
 * `{name}` marks a parameter.
 */
export const notificationTexts: Record<Exclude<NotificationKey, "due">, Record<Language, string>> = {
  vehicleGiven: { es: "Transferiste {vehicle} a {person}.", en: "You transferred {vehicle} to {person}." },
  vehicleReceived: { es: "Recibiste {vehicle} de {person}.", en: "You received {vehicle} from {person}." },
  shareGranted: {
    es: "{person} ahora tiene acceso a {vehicle} como {role}.",
    en: "{person} now has access to {vehicle} as {role}.",
  },
  visitEnded: {
    es: "{shop} terminó con {vehicle}: ya puedes recogerlo.",
    en: "{shop} is done with {vehicle}: it is ready to collect.",
  },
};

/** How a share role reads inside a sentence. */
export const roleInSentence: Record<ShareRole, Record<Language, string>> = {
  workshop: { es: "taller", en: "workshop" },
  insuranceBroker: { es: "corredor de seguros", en: "insurance broker" },
  customer: { es: "cliente", en: "customer" },
  household: { es: "miembro del hogar", en: "household member" },
};

/** A template with its parameters filled in, in `lang`. */
export function fillTemplate(template: string, params: NotificationParams, lang: Language): string {
  return template.replaceAll(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return placeholder;
    if (name === "role" && typeof value === "string") return roleInSentence[value as ShareRole]?.[lang] ?? value;
    return String(value);
  });
}

/** Reads a stored sentence back into its key and parameters, in either language; null if none fits. */
export function parseNotificationText(
  message: string,
): { key: Exclude<NotificationKey, "due">; params: NotificationParams } | null {
  for (const [key, byLanguage] of Object.entries(notificationTexts) as [
    Exclude<NotificationKey, "due">,
    Record<Language, string>,
  ][]) {
    for (const [lang, template] of Object.entries(byLanguage) as [Language, string][]) {
      const names: string[] = [];
      const pattern = template
        .replaceAll(/[.*+?^${}()|[\]\\]/g, (char) => (char === "{" || char === "}" ? char : `\\${char}`))
        .replaceAll(/\{(\w+)\}/g, (_, name: string) => {
          names.push(name);
          return "(.+?)";
        });
      const match = new RegExp(`^${pattern}$`, "s").exec(message);
      if (!match) continue;
      const params: NotificationParams = {};
      names.forEach((name, index) => {
        const value = match[index + 1] ?? "";
        params[name] =
          name === "role"
            ? (Object.entries(roleInSentence).find(([, words]) => words[lang] === value)?.[0] ?? value)
            : value;
      });
      return { key, params };
    }
  }
  return null;
}
