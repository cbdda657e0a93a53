import { describe, expect, it } from "vitest";
import { accountMailWords, digestSubject, reminderMailWords } from "./mail-words.js";

describe("mail words", () => {
  it("writes an account mail in the reader's language, with their name and what it is about", () => {
    const es = accountMailWords("emailChange", "es", { name: "Ana", detail: "ana@nuevo.pa" });
    expect(es.subject).toBe("Confirma tu nuevo correo para Odo");
    expect(es.greeting).toBe("Hola Ana:");
    expect(es.body).toContain("(ana@nuevo.pa)");
    const en = accountMailWords("activation", "en", { name: "Bob" });
    expect(en).toMatchObject({ greeting: "Hi Bob,", action: "Activate my account" });
  });

  it("keeps a name with braces or quotes as typed", () => {
    expect(accountMailWords("reset", "en", { name: "{Ana} 'O'" }).greeting).toBe("Hi {Ana} 'O',");
  });

  it("writes the words around a reminder mail and the digest's subject", () => {
    expect(reminderMailWords("due", "es", { name: "Ana" })).toMatchObject({
      greeting: "Hola Ana:",
      intro: "Esto necesita atención ya:",
      open: "Abrir en Odo",
    });
    expect(reminderMailWords("digest", "en", { name: "Bob" }).unsubscribe).toContain("weekly summary");
    expect(digestSubject("es")).toBe("Odo: lo que se acerca esta semana");
  });
});
