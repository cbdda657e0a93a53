import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
} from "./browser.js";

async function signedInPhone(
  person: { username: string; password: string },
  { next }: { next?: string } = {},
): Promise<[BrowserContext, Page]> {
  const context = await phoneContext("en-US");
  const page = await context.newPage();
  await signInThroughUi(page, person, { next });
  return [context, page];
}

const idOf = (payload: unknown) => ((Array.isArray(payload) ? payload[0] : payload) as { _id: string })._id;

/** An owner's car with their own oil change, and a workshop's, with its invoice, logged from the shop's device. */
async function carServicedByTallerMartinez() {
  const person = await registeredPerson("comprad", "panama");
  const { token } = await apiSession(person);
  const car = await apiCall(token, "POST", "/vehicles", {
    vehicleType: "car",
    manufacture: "toyota",
    model: "yaris",
    displacement: 30_000,
  });
  const vehicleId = idOf(car.body.payload);
  const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  await apiCall(token, "POST", `/maintenances/${vehicleId}`, {
    type: "general",
    adjustments: ["changeAirFilter"],
    date: soon(1),
    kms: 30_200,
  });

  const workshop = await registeredPerson("tallerv", "panama");
  const { token: workshopToken } = await apiSession(workshop);
  await apiCall(workshopToken, "POST", "/shops", {
    type: "mechanicalWorkshop",
    name: "Taller Martínez",
    contactName: "Luis Martínez",
    address: "Calle 50, Panamá",
    phone: "+507 6000-0000",
  });
  const grant = await apiCall(token, "POST", `/vehicles/${vehicleId}/shares`, { role: "workshop" });
  await apiCall(workshopToken, "POST", "/shares/claim", {
    grant: (grant.body.payload as { qr: string }).qr.replace("odo-share:", ""),
  });
  const work = await apiCall(workshopToken, "POST", `/maintenances/${vehicleId}`, {
    type: "general",
    adjustments: ["changeOil"],
    description: "Aceite 5W-30",
    date: soon(2),
    kms: 30_500,
  });
  const workId = idOf(work.body.payload);
  // The workshop measures the tread too: signed like its other work.
  const set = await apiCall(token, "POST", `/vehicles/${vehicleId}/tyres`, {
    size: "185/60 R15 84H",
    season: "allSeason",
    tyres: [{ key: "t1" }],
  });
  const measured = await apiCall(workshopToken, "POST", `/vehicles/${vehicleId}/tyres/readings`, {
    date: soon(3),
    km: 30_500,
    depths: [{ set: idOf(set.body.payload), tyre: "t1", position: "frontLeft", treadMm: 4.2 }],
  });
  expect(measured.status).toBe(201);
  const invoice = Buffer.from("%PDF-1.7\n% Taller Martinez, factura 118\n%%EOF\n");
  const invoiceId = crypto.randomUUID();
  await apiCall(workshopToken, "POST", "/sync/push", {
    clientId: crypto.randomUUID(),
    mutations: [
      {
        mid: 1,
        name: "attachment.create",
        args: {
          vehicleId,
          attachment: {
            _id: invoiceId,
            purpose: "entry",
            recordKind: "maintenance",
            recordId: workId,
            mediaType: "application/pdf",
            bytes: invoice.length,
            sha256: createHash("sha256").update(invoice).digest("hex"),
            name: "Factura 118.pdf",
          },
        },
      },
    ],
  });
  // The shop's phone sends the invoice's bytes once the record is in.
  const uploaded = await fetch(`${baseUrl()}/api/attachments/${invoiceId}/content`, {
    method: "PUT",
    headers: { authorization: `Bearer ${workshopToken}`, "content-type": "application/pdf" },
    body: invoice,
  });
  expect(uploaded.status).toBe(200);
  return { person, vehicleId, workId, invoice };
}

describe("a history a buyer can trust", () => {
  it("marks the workshop's work as signed, shares it by link and file, and shows a tampered km on that entry alone", async () => {
    const owner = await carServicedByTallerMartinez();
    const [context, page] = await signedInPhone(owner.person);

    // The owner sees the workshop's signature on its work.
    await openScreen(page, `/maintenance/detail/${owner.vehicleId}/${owner.workId}`);
    await expect
      .poll(() => page.getByText("Signed by Taller Martínez", { exact: true }).count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await expectAccessible(page, "a workshop's signed maintenance");

    // The owner makes a link (without amounts), and prints the history with its QR.
    await openScreen(page, `/vehicle/history/${owner.vehicleId}`);
    await page.getByRole("link", { name: "Share for a buyer" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Make the link" }).count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await expectAccessible(page, "sharing a verifiable history");
    await page.getByRole("button", { name: "Make the link" }).click();
    const qr = page.getByRole("img", { name: "QR code of the history link" });
    await expect.poll(() => qr.count(), { timeout: busyMachineBoundMs }).toBe(1);
    const linkText = (await page.locator(".history-link-url").first().textContent()) ?? "";
    expect(linkText).toMatch(/\/history\/[A-Za-z0-9_-]{22}$/);
    await expectAccessible(page, "a history link with its QR");
    await page.getByRole("link", { name: "Print with its QR" }).click();
    await expect
      .poll(() => page.getByRole("img", { name: "QR code of the link to check this history" }).count(), {
        timeout: busyMachineBoundMs,
      })
      .toBe(1);
    expect(
      await page.getByRole("region", { name: "Maintenances" }).getByText("Signed by Taller Martínez").count(),
    ).toBe(1);
    // The workshop's tread reading is printed too, with its signature.
    expect(await page.getByRole("region", { name: "Tread readings" }).textContent()).toMatch(
      /Front left: 4\.2 mm.*Signed by Taller Martínez/,
    );
    await expectAccessible(page, "the printed history with its QR");

    // A buyer with no account opens the link on their own phone.
    const buyerContext = await phoneContext("en-US");
    const buyer = await buyerContext.newPage();
    await buyer.goto(linkText);
    await expect
      .poll(() => buyer.getByText(/^Issued by Odo on .+ and unchanged since\.$/).count(), {
        timeout: busyMachineBoundMs,
      })
      .toBe(1);
    const signedEntry = buyer
      .locator("ol.verify-entries")
      .first()
      .getByRole("listitem")
      .filter({ hasText: "Signed by Taller Martínez" });
    expect(await signedEntry.count()).toBe(1);
    // The workshop's tread reading, its signature checked too.
    const tread = buyer.getByRole("listitem", { name: /^Tread reading of / });
    expect(await tread.textContent()).toMatch(/Front left: 4\.2 mm.*Signed by Taller Martínez/);
    expect(await buyer.getByText("The owner's entry").count()).toBe(1);
    // The buyer can reach the workshop: its address and phone, as Odo has them (the user test's M12).
    const signers = buyer.locator(".verify-shops");
    expect(await signers.textContent()).toContain("Calle 50, Panamá");
    expect(await signers.getByRole("link", { name: "+507 6000-0000" }).getAttribute("href")).toBe("tel:+50760000000");
    // Shared without amounts, the invoice stays with the owner: the buyer learns it exists.
    expect(
      await signedEntry
        .getByText("The workshop signed 1 file; it opens from a link the owner shares with amounts.")
        .count(),
    ).toBe(1);
    await expectAccessible(buyer, "a shared history, checked");
    const [download] = await Promise.all([
      buyer.waitForEvent("download"),
      buyer.getByRole("button", { name: "Download this history as a file" }).click(),
    ]);
    const file = JSON.parse(readFileSync((await download.path()) ?? "").toString());
    expect(file.entries.map((entry: { amount: number | null }) => entry.amount)).toEqual([null, null]);

    // The same file with the workshop's km changed fails on that entry alone.
    const workshopEntry = file.entries.find((entry: { origin: string }) => entry.origin === "workshop");
    workshopEntry.kms = 25_500;
    const tampered = join(tmpdir(), `odo-tampered-${Date.now()}.json`);
    writeFileSync(tampered, JSON.stringify(file));
    await openScreen(buyer, `/verify`);
    await expectAccessible(buyer, "the verify page");
    // Once the page has loaded, a file is checked with no connection at all.
    await buyerContext.setOffline(true);
    await buyer.getByLabel("Drop the history file here, or choose it").setInputFiles(tampered);
    await expect
      .poll(
        () => buyer.getByText("This file was changed after Odo issued it: the entries marked below fail.").count(),
        {
          timeout: busyMachineBoundMs,
        },
      )
      .toBe(1);
    const failing = buyer.locator(".verify-entry.tone-urgent");
    expect(await failing.count()).toBe(1);
    expect(await failing.getByText("Changed in the file after Odo issued it.").count()).toBe(1);
    rmSync(tampered);
    expect(await failing.getByText("This entry no longer says what Taller Martínez signed").count()).toBe(1);
    // The changed field is named, beside what was signed (the user test's M13).
    const signedKm = (file.entries as { origin: string; seal: { signed: { kms: number } } }[]).find(
      (entry) => entry.origin === "workshop",
    )?.seal.signed.kms;
    expect(await failing.locator(".verify-changed").textContent()).toBe(
      `Odometer: 25,500 km here; the workshop signed ${signedKm?.toLocaleString("en-US")} km.`,
    );
    await expectAccessible(buyer, "a tampered history, checked");

    // Shared with amounts, the buyer opens the invoice the workshop signed from the link itself.
    await buyerContext.setOffline(false);
    await openScreen(page, `/vehicle/share-history/${owner.vehicleId}`);
    await page.getByRole("switch", { name: /signed invoices/ }).click();
    await page.getByRole("button", { name: "Make the link" }).click();
    await expect.poll(() => page.locator(".history-link-url").count(), { timeout: busyMachineBoundMs }).toBe(2);
    const withAmounts = (await page.locator(".history-link-url").first().textContent()) ?? "";
    expect(withAmounts).not.toBe(linkText);
    await buyer.goto(withAmounts);
    const invoiceLink = buyer.getByRole("link", { name: "Open the file the workshop signed" });
    await expect.poll(() => invoiceLink.count(), { timeout: busyMachineBoundMs }).toBe(1);
    const served = await buyer.request.get((await invoiceLink.getAttribute("href")) ?? "");
    expect(served.status()).toBe(200);
    expect((await served.body()).equals(owner.invoice)).toBe(true);
    await expectAccessible(buyer, "a shared history with the workshop's invoice");
    await buyerContext.close();

    // The owner corrects the workshop's entry: it reads as changed since it was signed, the signed version one tap away.
    await openScreen(page, `/maintenance/edit/${owner.vehicleId}/${owner.workId}`);
    const notes = page.getByLabel("Notes (optional)");
    await expect.poll(() => notes.count(), { timeout: busyMachineBoundMs }).toBeGreaterThan(0);
    await notes.first().fill("Aceite 10W-40");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect
      .poll(() => page.getByText("Changes saved").count(), { timeout: busyMachineBoundMs })
      .toBeGreaterThan(0);
    await openScreen(page, `/maintenance/detail/${owner.vehicleId}/${owner.workId}`);
    await expect
      .poll(() => page.getByText("Changed by the owner after Taller Martínez signed").count(), {
        timeout: busyMachineBoundMs,
      })
      .toBe(1);
    await page.getByText("See what the workshop signed").click();
    expect(await page.locator(".signed-version").getByText("Aceite 5W-30").count()).toBe(1);
    await expectAccessible(page, "a maintenance changed after the workshop signed");
    await context.close();
  });

  it("lets the workshop set the next service at handover and remind owners of what comes due", async () => {
    const person = await registeredPerson("cliente", "panama");
    const { token } = await apiSession(person);
    const car = await apiCall(token, "POST", "/vehicles", {
      vehicleType: "car",
      manufacture: "toyota",
      model: "hilux",
      plateNumber: "AB-1234",
      displacement: 80_000,
    });
    const vehicleId = idOf(car.body.payload);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await apiCall(token, "POST", `/vehicles/${vehicleId}/reminders`, {
      title: "Revisión de frenos",
      dueDate: inDays(20),
    });
    const workshop = await registeredPerson("tallerh", "panama");
    const { token: workshopToken } = await apiSession(workshop);
    await apiCall(workshopToken, "POST", "/shops", {
      type: "mechanicalWorkshop",
      name: "Taller Martínez",
      contactName: "Luis Martínez",
      address: "Calle 50, Panamá",
      phone: "+507 6000-0000",
    });
    const grant = await apiCall(token, "POST", `/vehicles/${vehicleId}/shares`, { role: "workshop" });
    await apiCall(workshopToken, "POST", "/shares/claim", {
      grant: (grant.body.payload as { qr: string }).qr.replace("odo-share:", ""),
    });

    // The mechanic logs the oil change and sets the next one, from the workshop's phone.
    const [context, page] = await signedInPhone(workshop, { next: `/maintenance/add/general/${vehicleId}` });
    await page.getByLabel("Oil change").check();
    await page.getByRole("group", { name: "Next service (optional)" }).getByLabel("What").fill("Cambio de aceite");
    await page.getByRole("group", { name: "Next service (optional)" }).getByLabel("At km").fill("85000");
    await page.getByRole("group", { name: "Next service (optional)" }).getByLabel("On").fill(inDays(180));
    await expectAccessible(page, "a workshop's maintenance with the next service");
    await page.getByRole("button", { name: "Save maintenance" }).click();
    await page.getByRole("dialog", { name: "Maintenance saved" }).getByRole("button", { name: "OK" }).click();

    // The shop panel lists what comes due on its customers' vehicles, and reminds the owner once.
    await openScreen(page, `/shop`);
    const comingDue = page.getByRole("region", { name: "Coming due" });
    const brakes = comingDue.getByRole("listitem").filter({ hasText: "Revisión de frenos" });
    await expect.poll(() => brakes.count(), { timeout: busyMachineBoundMs }).toBe(1);
    expect(await brakes.getByText(new RegExp(person.name)).count()).toBe(1);
    await expectAccessible(page, "the shop panel's coming due");
    await page.screenshot({ path: "/tmp/shot-shop.png", fullPage: true });
    await brakes.getByRole("button", { name: "Remind the owner" }).click();
    await expect.poll(() => brakes.getByText("Reminded").count(), { timeout: busyMachineBoundMs }).toBe(1);
    await context.close();

    const inbox = (await apiCall(token, "GET", "/users/notifications")).body.payload as {
      params: { shop?: string; kind?: string };
    }[];
    expect(
      inbox.filter((notice) => notice.params.shop === "Taller Martínez").map((notice) => notice.params.kind),
    ).toEqual(["reminder"]);

    // The owner finds the next service among their reminders, marked as the shop's.
    const [ownerContext, ownerPage] = await signedInPhone(person, { next: `/vehicle/${vehicleId}/reminders` });
    await expect
      .poll(() => ownerPage.getByText("Set by Taller Martínez").count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    expect(await ownerPage.getByRole("heading", { name: "Cambio de aceite" }).count()).toBe(1);
    await expectAccessible(ownerPage, "reminders with the shop's next service");
    await ownerContext.close();
  });
});
