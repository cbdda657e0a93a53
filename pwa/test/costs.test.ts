import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  baseUrl,
  busyMachineBoundMs,
  expectAccessible,
  openScreen,
  phoneContext,
  registeredPerson,
  signInThroughUi,
  waitForServiceWorker,
  waitForSynced,
} from "./browser.js";

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A signed-in phone; with `serviceWorker`, the installed app that works offline. */
async function signedInPhone(
  person: { username: string; password: string },
  { serviceWorker = false, next }: { serviceWorker?: boolean; next?: string } = {},
): Promise<[BrowserContext, Page]> {
  const context = await phoneContext("en-US", { serviceWorker });
  const page = await context.newPage();
  await signInThroughUi(page, person, { next });
  if (serviceWorker) await waitForServiceWorker(page);
  return [context, page];
}

/** A Venezuelan owner's car at 52,000 km, driven 2,000 km in the last two months for $100 of fuel. */
async function venezuelanCar() {
  const person = await registeredPerson("vzla", "venezuela");
  const { token, user } = await apiSession(person);
  const car = await apiCall(token, "POST", "/vehicles", {
    vehicleType: "car",
    manufacture: "toyota",
    model: "corolla",
    plateNumber: "AB123CD",
    displacement: 50_000,
  });
  const vehicleId = (car.body.payload as { _id: string })._id;
  const insuranceDate = new Date(Date.now() + 20 * dayMs);
  insuranceDate.setUTCHours(12, 0, 0, 0);
  await apiCall(token, "PATCH", `/vehicles/${vehicleId}`, { insuranceDate: insuranceDate.toISOString() });
  await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
    maintenanceInterval: 5000,
    resetMaintenanceType: "general",
  });
  for (const [daysAgo, km, amount] of [
    [60, 50_000, 40],
    [0, 52_000, 60],
  ] as const) {
    const logged = await apiCall(token, "POST", `/refuels/${vehicleId}`, {
      // Dated after the car was added: one dated before would read above its km then.
      date: new Date(Date.now() - daysAgo * dayMs).toISOString(),
      quantity: 30,
      amount,
      currency: "USD",
      displacement: km,
    });
    expect(logged.status).toBe(201);
  }
  return { person, token, userId: user._id, vehicleId, insuranceDate };
}

describe("every cost", () => {
  it("lets a Venezuelan owner log insurance in VES and a monthly parking in USD, and read the true cost and the next twelve months", async () => {
    const owner = await venezuelanCar();
    const [context, page] = await signedInPhone(owner.person, { next: `/vehicle/${owner.vehicleId}` });
    await page.getByRole("link", { name: "Add expense" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Add expense");

    // A yearly insurance paid in bolívares moves the insurance date a year on from when it was due.
    await page.getByLabel("What was it").selectOption("insurance");
    await page.getByLabel("Amount").fill("3600");
    await page.getByLabel("Currency").selectOption("VES");
    const nextYear = new Date(owner.insuranceDate);
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    const move = page.getByRole("switch", { name: /Move the insurance due date to/ });
    await expect.poll(() => move.isChecked()).toBe(true);
    await expectAccessible(page, "add expense (insurance)");
    await page.getByRole("button", { name: "Save expense" }).click();
    await page.getByRole("dialog", { name: "Expense saved" }).getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);

    // A monthly parking in dollars, started two months ago: its two payments since wait to be confirmed.
    const started = new Date(Date.now() - 62 * dayMs);
    await page.getByRole("link", { name: "Add expense" }).click();
    await page.getByLabel("What was it").selectOption("parking");
    await page.getByLabel("Amount").fill("40");
    await page.getByLabel("Currency").selectOption("USD");
    await page.getByLabel("Date", { exact: true }).fill(isoDay(started));
    await page.getByLabel("Where (optional)").fill("Centro Sambil");
    await page.getByRole("switch", { name: "It repeats" }).check();
    await page.getByLabel("Every … months").fill("1");
    await expectAccessible(page, "add expense (recurring)");
    await page.getByRole("button", { name: "Save expense" }).click();
    await page.getByRole("dialog", { name: "Expense saved" }).getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    const pending = page.locator(".pending-expenses li");
    await expect.poll(() => pending.count()).toBe(2);
    await expectAccessible(page, "vehicle page with payments to confirm");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await expect.poll(() => pending.count()).toBe(2);
    await expectAccessible(page, "vehicle page with payments to confirm, in dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect.poll(() => pending.count()).toBe(2);
    await page
      .getByRole("button", { name: /^Log Parking of/ })
      .first()
      .click();
    await expect.poll(() => pending.count()).toBe(1);
    await page.getByRole("button", { name: /^Skip Parking of/ }).click();
    await expect.poll(() => page.locator(".pending-expenses").count()).toBe(0);
    // The month's spending on the garage card counts the expenses too.
    await waitForSynced(page);
    const info = await apiCall(owner.token, "GET", `/vehicles/info/${owner.vehicleId}`);
    expect((info.body.payload as { insuranceDate: string }).insuranceDate).toBe(nextYear.toISOString());
    const expenses = (await apiCall(owner.token, "GET", `/vehicles/${owner.vehicleId}/expenses`)).body.payload as {
      category: string;
      amount: number;
      currency: string;
      occurrenceOf: unknown;
    }[];
    expect(expenses.map((expense) => [expense.category, expense.amount, expense.currency]).sort()).toEqual([
      ["insurance", 3600, "VES"],
      ["parking", 40, "USD"],
      ["parking", 40, "USD"],
    ]);

    // The true cost: per kind, per month and per km, each currency apart.
    await openScreen(page, `/vehicle/stats/${owner.vehicleId}`);
    const ownership = page.locator("section", { has: page.getByRole("heading", { name: "What owning it costs" }) });
    const row = (name: string) =>
      ownership.locator(".cost-row", { has: page.locator(".cost-kind", { hasText: new RegExp(`^${name}$`) }) });
    await expect.poll(() => row("Insurance").locator(".cost-total").textContent()).toContain("3,600.00");
    // A yearly policy of 3,600 bolívares is 300 a month, not its whole amount over the two months
    // logged (the user test's H3); per km, that over the km a month the readings show.
    expect((await row("Insurance").locator(".cost-rates").textContent())?.replaceAll(/\s/gu, " ")).toBe(
      "Bs. 300.00 a month · Bs. 0.296 per km",
    );
    expect(await row("Parking").locator(".cost-total").textContent()).toBe("$80.00");
    expect(await row("Parking").locator(".cost-rates").textContent()).toBe("$40.00 a month · $0.0394 per km");
    // Fuel per km over the stretch between the two full tanks: the second fill's $60 over 2,000 km.
    expect(await row("Fuel").locator(".cost-rates").textContent()).toContain("$0.03 per km");
    expect(await ownership.textContent()).toContain("a yearly policy is a twelfth a month");
    expect(await ownership.locator(".cost-row.total-row").count()).toBe(2);

    // The next twelve months, each saying what it is made of.
    const forecast = page.locator("section", { has: page.getByRole("heading", { name: "The next twelve months" }) });
    await expect.poll(() => forecast.locator(".forecast-months > li").count()).toBe(12);
    expect(await forecast.textContent()).toContain("Energy at your pace of");
    const second = forecast.locator(".forecast-months > li").nth(1);
    await second.locator("summary").click();
    const lines = await second.locator("ul").textContent();
    expect(lines).toContain("Fuel:");
    expect(lines).toContain("Parking");
    expect(lines).toContain("$40.00");
    expect(await forecast.locator(".forecast-total").textContent()).toMatch(/In all: \$[\d,.]+/);
    await expectAccessible(page, "statistics with the cost of ownership and the forecast");
    await context.close();
  });

  it("lets a household member log a refuel and an expense offline, which the owner then sees", async () => {
    const owner = await venezuelanCar();
    const partner = await registeredPerson("pareja", "venezuela");
    const grant = await apiCall(owner.token, "POST", `/vehicles/${owner.vehicleId}/shares`, { role: "household" });
    const { token: partnerToken } = await apiSession(partner);
    const claimed = await apiCall(partnerToken, "POST", "/shares/claim", {
      grant: (grant.body.payload as { qr: string }).qr.replace("odo-share:", ""),
    });
    expect(claimed.status).toBe(200);

    const [context, page] = await signedInPhone(partner, { serviceWorker: true, next: `/vehicle/${owner.vehicleId}` });
    await expect
      .poll(() => page.getByRole("note").textContent(), { timeout: busyMachineBoundMs })
      .toContain("as Household member");
    // Money is theirs to see: the taxes date and the statistics, and the doors to log.
    await expect.poll(() => page.getByRole("link", { name: "Statistics" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Add expense" }).count()).toBe(1);
    await expectAccessible(page, "vehicle page as a household member");

    await context.setOffline(true);
    await page.getByRole("link", { name: "Add refuel" }).click();
    await page.getByLabel("Odometer (km)").fill("52300");
    await page.getByLabel("Litres").fill("20");
    await page.getByLabel("Amount", { exact: true }).fill("30");
    await page.getByRole("button", { name: "Save refuel" }).click();
    await page.getByRole("dialog", { name: "Refuel saved" }).getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await page.getByRole("link", { name: "Add expense" }).click();
    await page.getByLabel("What was it").selectOption("tolls");
    await page.getByLabel("Amount").fill("2.5");
    await page.getByLabel("Where (optional)").fill("Peaje La Guaira");
    await page.getByRole("button", { name: "Save expense" }).click();
    await page.getByRole("dialog", { name: "Expense saved" }).getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await expect.poll(() => page.locator(".sync-indicator").textContent()).toContain("2");
    await context.setOffline(false);
    await waitForSynced(page);
    // They correct what they logged.
    await openScreen(page, `/vehicle/history/${owner.vehicleId}`);
    await page.locator(".history-row").filter({ hasText: "Tolls" }).click();
    await page.getByRole("link", { name: "Edit" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Edit expense");
    await expectAccessible(page, "edit expense");
    await page.getByLabel("Amount").fill("3");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL(/\/expense\/detail\//);
    await waitForSynced(page);

    const [ownerContext, ownerPage] = await signedInPhone(owner.person, {
      next: `/vehicle/history/${owner.vehicleId}`,
    });
    await expect
      .poll(() => ownerPage.locator(".history-row").allTextContents(), { timeout: busyMachineBoundMs })
      .toEqual(expect.arrayContaining([expect.stringContaining("Tolls · Peaje La Guaira")]));
    expect((await ownerPage.locator(".history-row").allTextContents()).some((text) => text.includes("52,300"))).toBe(
      true,
    );
    // Each entry says who logged it; the owner's own say nothing.
    const loggedByPartner = `Logged by ${partner.name} ${partner.lastname}`;
    expect(await ownerPage.locator(".history-row").filter({ hasText: "Tolls" }).textContent()).toContain(
      loggedByPartner,
    );
    expect(await ownerPage.locator(".history-row").filter({ hasText: "52,300" }).textContent()).toContain(
      loggedByPartner,
    );
    expect(await ownerPage.locator(".history-row").filter({ hasNotText: loggedByPartner }).count()).toBeGreaterThan(0);
    await ownerPage.locator(".history-row").filter({ hasText: "Tolls" }).click();
    await expect.poll(() => ownerPage.getByRole("heading", { level: 1 }).textContent()).toBe("Tolls");
    expect(await ownerPage.getByText(loggedByPartner).count()).toBe(1);
    expect(await ownerPage.locator(".card h2").first().textContent()).toBe("$3.00");
    // The owner may remove what the household logged; the partner may not remove the owner's.
    expect(await ownerPage.getByRole("button", { name: "Delete" }).count()).toBe(1);
    await expectAccessible(ownerPage, "an expense's detail");
    await ownerContext.close();
    await context.close();
  });
});
