import { describe, expect, it } from "vitest";
import {
  activationTokenFor,
  apiSession,
  baseUrl,
  busyMachineBoundMs,
  expectAccessible,
  newPerson,
  phoneContext,
  registeredPerson,
} from "./browser.js";

describe("accounts in the browser", () => {
  it("signs up, activates from the mailed link, signs in, switches language and signs out", async () => {
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    const person = newPerson("e2e");

    await page.goto(baseUrl());
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Tu garaje");
    await expect.poll(() => page.getByText("Odo 2.14.0").count()).toBe(1);
    await expectAccessible(page, "landing");

    await page.getByRole("link", { name: "Crea una cuenta gratis" }).click();
    await page.waitForURL(`${baseUrl()}/signup`);
    await expectAccessible(page, "sign-up step 1");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Este campo es obligatorio");
    await page.getByLabel("Usuario").fill("abc");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("El usuario necesita al menos 6 caracteres");

    await page.getByLabel("Usuario").fill(person.username);
    await page.getByLabel("Correo electrónico").fill(person.email);
    await page.getByLabel("Contraseña", { exact: true }).fill("secret12");
    await expect.poll(() => page.locator(".checklist li.met").count()).toBe(3);
    await page.getByLabel("Contraseña", { exact: true }).fill(person.password);
    await page.getByLabel("Repite la contraseña").fill(person.password);
    await expect.poll(() => page.locator(".checklist li.met").count()).toBe(5);
    await page.getByRole("button", { name: "Continuar" }).click();

    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Casi listo");
    await expectAccessible(page, "sign-up step 2");
    await page.getByLabel("Nombre").fill(person.name);
    await page.getByLabel("Apellido").fill(person.lastname);
    await page.getByLabel("País").selectOption("panama");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("Debes aceptar los términos y condiciones para continuar");
    await page.getByRole("checkbox").check();
    const completing = page.waitForRequest(
      (request) => request.url().endsWith("/api/users/signup") && request.postDataJSON()?.termsAccepted === true,
    );
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    // The account's reminders turn days at this phone's midnight from the start.
    expect((await completing).postDataJSON().timeZone).toBe(
      await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    );
    await expect.poll(() => page.getByRole("dialog").getByRole("heading").textContent()).toBe("Revisa tu correo");
    await expectAccessible(page, "sign-up success modal");
    await page.getByRole("button", { name: "Aceptar" }).click();
    await page.waitForURL(`${baseUrl()}/signin`);

    await page.goto(`${baseUrl()}/activate/${activationTokenFor(person.email)}`);
    await expect.poll(() => page.getByText("Tu cuenta está activa").count()).toBe(1);
    await expectAccessible(page, "activation");
    await page.waitForURL(`${baseUrl()}/signin`, { timeout: busyMachineBoundMs });
    await expectAccessible(page, "sign-in");

    // The account just signed up on this phone: its username is already there.
    expect(await page.getByLabel("Usuario").inputValue()).toBe(person.username);
    await page.getByLabel("Contraseña").fill("Wrong1234");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("Usuario o contraseña no válidos");
    await page.getByLabel("Contraseña").fill(person.password);
    // "Mostrar" shows what was typed, "Ocultar" hides it again.
    await page.getByRole("button", { name: "Mostrar" }).click();
    expect(await page.getByLabel("Contraseña").getAttribute("type")).toBe("text");
    await expectAccessible(page, "sign-in, password shown");
    await page.getByRole("button", { name: "Ocultar" }).click();
    expect(await page.getByLabel("Contraseña").getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL(`${baseUrl()}/user`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Hola, ${person.name}`);
    await expect.poll(() => page.getByText("Tu garaje está vacío").count()).toBe(1);
    await expectAccessible(page, "user home, empty");

    await page.getByRole("link", { name: "Tu perfil" }).click();
    await page.waitForURL(`${baseUrl()}/user/profile`);
    await expect.poll(() => page.getByText(person.email).count()).toBe(1);
    await expect.poll(() => page.getByText("Plan Gratis").count()).toBe(1);
    await expectAccessible(page, "profile");

    await page.getByRole("link", { name: "Idioma" }).click();
    await page.waitForURL(`${baseUrl()}/lang`);
    await expectAccessible(page, "language");
    await page.getByLabel("English").check();
    await expect.poll(() => page.getByRole("dialog").getByRole("heading").textContent()).toBe("Language changed");
    await page.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${baseUrl()}/user/profile`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Profile");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
    // The profile on the server follows, so pushes and mails come in English too.
    await expect
      .poll(async () => ((await apiSession(person)).user as { lang?: string }).lang, { timeout: busyMachineBoundMs })
      .toBe("en");
    await page.getByRole("link", { name: "Language" }).click();
    await page.getByLabel("Español").check();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Perfil");
    await expect
      .poll(async () => ((await apiSession(person)).user as { lang?: string }).lang, { timeout: busyMachineBoundMs })
      .toBe("es");

    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
      null,
      null,
    ]);
    await page.goto(`${baseUrl()}/user/profile`);
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it("asks for mail in the stored language, or in English when the browser's is neither", async () => {
    const signUpLanguageFrom = async (locale: "es-ES" | "fr-FR") => {
      const context = await phoneContext(locale);
      const page = await context.newPage();
      const person = newPerson("lang");
      await page.goto(`${baseUrl()}/signup`);
      await page.getByLabel("Usuario").fill(person.username);
      await page.getByLabel("Correo electrónico").fill(person.email);
      await page.getByLabel("Contraseña", { exact: true }).fill(person.password);
      await page.getByLabel("Repite la contraseña").fill(person.password);
      const request = page.waitForRequest(/\/api\/users\/signup$/);
      await page.getByRole("button", { name: "Continuar" }).click();
      const lang = ((await request).postDataJSON() as { lang: string }).lang;
      await context.close();
      return lang;
    };
    // A French browser is shown the app's Spanish, and nothing is stored: the spec's English mail.
    expect(await signUpLanguageFrom("fr-FR")).toBe("en");
    expect(await signUpLanguageFrom("es-ES")).toBe("es");
  });

  it("asks for a reset link and sets a new password, with every message in the user's language", async () => {
    const person = await registeredPerson("reset");
    const context = await phoneContext("en-US");
    const page = await context.newPage();

    await page.goto(`${baseUrl()}/forgot-password`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Forgot your password?");
    await expectAccessible(page, "forgot password");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("We couldn't find that user");
    await page.getByLabel("Email").fill(person.email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect.poll(() => page.getByRole("dialog").getByRole("heading").textContent()).toBe("Check your email");

    await page.goto(`${baseUrl()}/reset-password`);
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("This link is invalid or has expired");
    await page.goto(`${baseUrl()}/reset-password?token=not-a-real-token`);
    await expectAccessible(page, "reset password");
    await page.getByLabel("New password").fill("Better456");
    await page.getByLabel("Repeat the password").fill("Better457");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect.poll(() => page.getByRole("alert").allTextContents()).toContain("The passwords don't match");
    await page.getByLabel("Repeat the password").fill("Better456");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect
      .poll(() => page.getByRole("alert").allTextContents())
      .toContain("This link is invalid or has expired: ask for a new one");
    await context.close();
  });

  it("sends a visitor without a session from every protected screen to the landing page", async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    for (const path of ["/user", "/user/profile", "/lang", "/support", "/rateus", "/notifications"]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL(`${baseUrl()}/`);
    }
    await context.close();
  });
});
