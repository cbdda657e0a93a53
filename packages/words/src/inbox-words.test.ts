import { describe, expect, it } from "vitest";
import { notificationSentence, readNotificationSentence, unsubscribeWords } from "./inbox-words.js";

describe("what the inbox stores in words", () => {
  it("writes a notification in the reader's language, a role in words", () => {
    const params = { person: "Eva Pérez", vehicle: "Mazda 3", role: "insuranceBroker" };
    expect(notificationSentence("shareGranted", params, "es")).toBe(
      "Eva Pérez ahora tiene acceso a Mazda 3 como corredor de seguros.",
    );
    expect(notificationSentence("shareGranted", params, "en")).toBe(
      "Eva Pérez now has access to Mazda 3 as insurance broker.",
    );
  });

  it("reads a stored sentence of either language back into its key and parameters", () => {
    for (const lang of ["es", "en"] as const) {
      const params = { vehicle: "Kia Rio (2019)", person: "Bob [taller]" };
      expect(readNotificationSentence(notificationSentence("vehicleReceived", params, lang))).toEqual({
        key: "vehicleReceived",
        params,
      });
    }
    expect(readNotificationSentence("Eva ahora tiene acceso a Mazda 3 como corredor de seguros.")).toEqual({
      key: "shareGranted",
      params: { person: "Eva", vehicle: "Mazda 3", role: "insuranceBroker" },
    });
    expect(readNotificationSentence("Something else entirely")).toBeNull();
  });

  it("says what a mail's unsubscribe link did, or why it did nothing", () => {
    expect(unsubscribeWords("es", "digest")).toEqual([
      "Listo: Odo ya no te enviará el resumen semanal.",
      "Puedes volver a activarlo en Odo: Perfil → Notificaciones.",
    ]);
    expect(unsubscribeWords("en", null)).toEqual([
      "This link is not valid. Open Odo and change your notification settings in your profile.",
    ]);
  });
});
