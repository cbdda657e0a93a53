import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FakeStripe, startFakeStripe } from "@odo/stripe-fake";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  apiCall,
  apiSession,
  busyMachineBoundMs,
  expectAccessible,
  issueVouchers,
  openScreen,
  phoneContext,
  registeredPerson,
  signInThroughUi,
  waitForServiceWorker,
} from "./browser.js";
import { type RunningServer, startOdo } from "./server.js";

const dayMs = 86_400_000;

/**
 * Issue "Plans that are paid for": a plan paid in cash with a voucher, and the plan a phone keeps
 * without a connection.
 */
describe("plans paid with a voucher", () => {
  it("gives a Venezuelan owner a year of basic from a code typed off its paper, kept offline 20 days later", async () => {
    const owner = await registeredPerson("caracas", "venezuela");
    const [code, second] = issueVouchers("basic", 12, 2);
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await page.clock.install();
    await signInThroughUi(page, owner);
    await waitForServiceWorker(page);
    await openScreen(page, "/plans");
    await page.getByRole("heading", { name: "¿Tienes un bono?" }).waitFor();
    await expectAccessible(page, "plans, with a voucher to redeem");

    // A mistyped code first: said so, nothing changes.
    const typed = page.getByRole("textbox", { name: "Código" });
    await typed.fill("ODO-B12-AAAA-AAAA-AAAA-AAAA");
    await page.getByRole("button", { name: "Usar código" }).click();
    await page.getByRole("alert").filter({ hasText: "Este no es el código de un bono" }).waitFor();

    // As read off the paper: lower case, spaces.
    await typed.fill((code ?? "").toLowerCase().replaceAll("-", " "));
    await page.getByRole("button", { name: "Usar código" }).click();
    await page.getByText(/Tienes el plan Básico hasta el/).waitFor({ timeout: busyMachineBoundMs });
    await page.getByText(/Tu plan Básico está pagado hasta el/).waitFor();
    await expectAccessible(page, "plans, a voucher redeemed");

    // The same code again: used.
    await typed.fill(code ?? "");
    await page.getByRole("button", { name: "Usar código" }).click();
    await page.getByRole("alert").filter({ hasText: "Este bono ya se canjeó" }).waitFor();

    // Twenty days without a connection: the phone keeps basic, and says nothing is due.
    await context.setOffline(true);
    await page.clock.fastForward(20 * dayMs);
    await page.reload().catch(() => undefined);
    await page.getByText(/Tu plan Básico está pagado hasta el/).waitFor({ timeout: busyMachineBoundMs });
    // Past the thirty days offline, it tells the owner to connect.
    await page.clock.fastForward(11 * dayMs);
    await page.reload().catch(() => undefined);
    await page.getByText(/no ha confirmado tu plan Básico en 30 días/).waitFor({ timeout: busyMachineBoundMs });
    await context.setOffline(false);
    await context.close();

    // The second code is still good for someone else, once.
    const other = await registeredPerson("maracay", "venezuela");
    const { token } = await apiSession(other);
    const redeemed = await apiCall(token, "POST", "/users/vouchers", { code: second });
    expect(redeemed.status).toBe(200);
  });
});

describe("a downgrade", () => {
  it("keeps every vehicle, the newest past the free plan read-only, shown with why", async () => {
    const owner = await registeredPerson("bajada", "colombia");
    const { token } = await apiSession(owner);
    expect((await apiCall(token, "PATCH", "/users/plan", { plan: "basic" })).status).toBe(200);
    const ids: string[] = [];
    for (const model of ["sandero", "logan", "duster"]) {
      const added = await apiCall(token, "POST", "/vehicles", { vehicleType: "car", manufacture: "renault", model });
      ids.push((added.body.payload as { _id: string })._id);
    }
    expect((await apiCall(token, "PATCH", "/users/plan", { plan: "free" })).status).toBe(200);
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, owner);
    await openScreen(page, `/vehicle/${ids[2]}`);
    await page.getByText(/Solo lectura: tu plan mantiene 2 vehículos/).waitFor({ timeout: busyMachineBoundMs });
    expect(await page.getByRole("link", { name: /Añadir recarga/ }).count()).toBe(0);
    await expectAccessible(page, "a vehicle read-only after a downgrade");
    await openScreen(page, `/vehicle/${ids[0]}`);
    await page
      .getByRole("link", { name: /Añadir recarga/ })
      .first()
      .waitFor({ timeout: busyMachineBoundMs });
    expect(await page.getByText(/Solo lectura/).count()).toBe(0);
    await context.close();
  });
});

/** The operator's prices for Colombia, in pesos; everyone else pays the spec's dollars. */
const colombia = {
  currency: "COP",
  basic: { month: 39_900, year: 399_000 },
  business: { month: 119_900, year: 1_199_000 },
};

describe("plans paid by card, at a local fake of Stripe", () => {
  let stripe: FakeStripe;
  let odo: RunningServer;
  let data: string;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    data = mkdtempSync(join(tmpdir(), "odo-e2e-billing-"));
    odo = await startOdo({
      DATA_DIR: data,
      JWT_SECRET: inject("jwtSecret"),
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: stripe.settings.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.settings.webhookSecret,
      STRIPE_PRODUCTS: JSON.stringify({ basic: "prod_basic", business: "prod_business" }),
      PLAN_PRICES: JSON.stringify({ colombia }),
    });
    stripe.settings.webhookUrl = `${odo.url}/api/billing/webhook`;
  }, busyMachineBoundMs);
  afterAll(async () => {
    await odo.stop();
    await stripe.close();
    rmSync(data, { recursive: true, force: true });
  });

  it("lets a Panamanian owner pay basic at the checkout, add a third vehicle, and keep basic 20 days offline", async () => {
    const owner = await registeredPerson("colon", "panama", odo.url, { data });
    const { token } = await apiSession(owner, odo.url);
    for (const model of ["hilux", "yaris"]) {
      const added = await apiCall(
        token,
        "POST",
        "/vehicles",
        { vehicleType: "car", manufacture: "toyota", model },
        odo.url,
      );
      expect(added.status).toBe(201);
    }
    const context = await phoneContext("es-ES", { serviceWorker: true });
    const page = await context.newPage();
    await page.clock.install();
    await signInThroughUi(page, owner, { at: odo.url });
    await waitForServiceWorker(page);
    await page.goto(`${odo.url}/plans`);
    const basicCard = page.locator("article.plan", { hasText: "Básico" });
    await basicCard.getByRole("button", { name: "Pagar mensual" }).waitFor({ timeout: busyMachineBoundMs });
    // The spec's dollars, and a year at ten months.
    const basicPrices = page.locator("article.plan").filter({ has: page.getByRole("heading", { name: "Básico" }) });
    expect(await basicPrices.locator(".price").textContent()).toMatch(/9[.,]99/);
    expect(await basicPrices.locator(".yearly-price").textContent()).toMatch(/^o .*99[.,]90.* al año$/);
    await expectAccessible(page, "plans, paid by card");
    await basicCard.getByRole("button", { name: "Pagar mensual" }).click();
    // The provider's page: no card reaches Odo.
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(`${odo.url}/plans?checkout=done`);
    await page.getByText("Pago recibido").waitFor();
    // The plan follows the payment's events within seconds.
    await basicCard.getByText("Tu plan actual").waitFor({ timeout: busyMachineBoundMs });
    await page.getByText(/Tu plan Básico está pagado hasta el/).waitFor({ timeout: busyMachineBoundMs });
    await page.getByRole("button", { name: "Tarjeta, facturas y cancelación" }).first().waitFor();
    await page.getByText("Pago recibido. Ya tienes el plan Básico.").waitFor();
    // One subscription at a time: business is bought once basic is cancelled, never on top of it.
    const businessCard = page
      .locator("article.plan")
      .filter({ has: page.getByRole("heading", { name: "Empresarial" }) });
    await businessCard.getByText(/primero cancela el tuyo en "Tarjeta, facturas y cancelación"/).waitFor();
    expect(await businessCard.getByRole("button").count()).toBe(0);
    // Nor a voucher on top of the card: said so, and the code is not spent.
    const [voucher] = issueVouchers("basic", 12, 1, { data });
    await page.getByRole("textbox", { name: "Código" }).fill(voucher ?? "");
    await page.getByRole("button", { name: "Usar código" }).click();
    await page.getByRole("alert").filter({ hasText: "Pagas tu plan con tarjeta: cancela eso primero" }).waitFor();
    await expectAccessible(page, "plans, a subscription renewing");
    // Told in the app too: the bell has it.
    await page.getByRole("button", { name: "Notificaciones, 1 sin leer" }).click({ timeout: busyMachineBoundMs });
    await expect.poll(() => page.locator(".dropdown").textContent()).toContain("Tu plan ahora es Básico.");
    await page.keyboard.press("Escape");

    // A third vehicle, added on the phone: past the free plan, within basic.
    await page.goto(`${odo.url}/vehicle/add`);
    await page.getByRole("button", { name: "Moto", exact: true }).click();
    await page.getByLabel("Marca").fill("honda");
    await page.getByLabel("Modelo").fill("xr150");
    await page.getByLabel("Número de placa (opcional)").fill("M3TERCERA");
    await page.getByRole("button", { name: "Añadir vehículo" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await page.waitForURL(`${odo.url}/user`);
    await page.getByRole("link", { name: /M3TERCERA/ }).click();
    await page.waitForURL(/\/vehicle\/[0-9a-f-]{36}$/);
    const thirdPage = page.url();
    await expect
      .poll(async () => (await apiCall(token, "GET", "/vehicles", undefined, odo.url)).body.payload, {
        timeout: busyMachineBoundMs,
      })
      .toHaveLength(3);

    // Twenty days without a connection: the phone keeps basic, the third vehicle writable.
    await context.setOffline(true);
    await page.clock.fastForward(20 * dayMs);
    await page.goto(`${odo.url}/plans`).catch(() => undefined);
    await basicCard.getByText("Tu plan actual").waitFor({ timeout: busyMachineBoundMs });
    await page.getByText(/Tu plan Básico está pagado hasta el/).waitFor({ timeout: busyMachineBoundMs });
    await page.goto(thirdPage).catch(() => undefined);
    await page
      .getByRole("link", { name: /Añadir recarga/ })
      .first()
      .waitFor({ timeout: busyMachineBoundMs });
    expect(await page.getByText(/Solo lectura/).count()).toBe(0);
    // Past thirty days unconfirmed, the phone says so: it holds the plan to free until it connects.
    await page.clock.fastForward(11 * dayMs);
    await page.goto(`${odo.url}/plans`).catch(() => undefined);
    await page.getByText(/no ha confirmado tu plan Básico en 30 días/).waitFor({ timeout: busyMachineBoundMs });
    await context.setOffline(false);
    await context.close();
  });

  it("keeps the card and invoices within reach of a workshop that cancelled business, to its end", async () => {
    const owner = await registeredPerson("tallerdavid", "panama", odo.url, { data });
    const context = await phoneContext("es-ES");
    const page = await context.newPage();
    await signInThroughUi(page, owner, { at: odo.url });
    await page.goto(`${odo.url}/plans`);
    const card = (name: string) => page.locator("article.plan").filter({ has: page.getByRole("heading", { name }) });
    await card("Empresarial").getByRole("button", { name: "Pagar anual" }).click({ timeout: busyMachineBoundMs });
    await page.waitForURL(`${stripe.url}/pay/**`);
    await page.getByRole("button", { name: "Pay" }).click();
    await page.getByText("Pago recibido. Ya tienes el plan Empresarial.").waitFor({ timeout: busyMachineBoundMs });
    await page.getByRole("button", { name: "Tarjeta, facturas y cancelación" }).click();
    await page.waitForURL(`${stripe.url}/portal/**`);
    await page.getByRole("button", { name: /Cancel at the end/ }).click();
    await page.waitForURL(`${odo.url}/plans`);
    // Business runs to the end of the year paid, renewing no more: another plan may be bought now,
    // and the portal (its invoices, taking the cancellation back) is still a tap away.
    await card("Básico").getByRole("button", { name: "Pagar mensual" }).waitFor({ timeout: busyMachineBoundMs });
    await card("Empresarial").getByText("Tu plan actual").waitFor();
    await page.getByRole("button", { name: "Tarjeta, facturas y cancelación" }).waitFor();
    await expectAccessible(page, "plans, a cancelled subscription running to its end");
    await context.close();
  });
});

describe("plan prices by country", () => {
  it("shows a Colombian the operator's prices in pesos, monthly and yearly", async () => {
    const data = mkdtempSync(join(tmpdir(), "odo-e2e-prices-"));
    const odo = await startOdo({
      DATA_DIR: data,
      JWT_SECRET: inject("jwtSecret"),
      PLAN_PRICES: JSON.stringify({ colombia }),
    });
    try {
      const owner = await registeredPerson("medellin", "colombia", odo.url, { data });
      const context = await phoneContext("es-ES");
      const page = await context.newPage();
      await signInThroughUi(page, owner, { at: odo.url });
      await page.goto(`${odo.url}/plans`);
      const basicCard = page.locator("article.plan").filter({ has: page.getByRole("heading", { name: "Básico" }) });
      await basicCard.getByText(/39\.900/).waitFor({ timeout: busyMachineBoundMs });
      expect(await basicCard.locator(".yearly-price").textContent()).toMatch(/^o \$\s?399\.000 al año$/);
      expect(await basicCard.locator(".price").textContent()).not.toMatch(/US|9[.,]99/);
      await expectAccessible(page, "plans, in pesos");
      await context.close();
    } finally {
      await odo.stop();
      rmSync(data, { recursive: true, force: true });
    }
  });
});
