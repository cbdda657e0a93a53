import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
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
  workerBrowser,
} from "./browser.js";

/** A 12-megapixel phone photo (4032 × 3024 JPEG), drawn in the browser as a camera would save one. */
let phonePhoto: Buffer;

beforeAll(async () => {
  const page = await (await workerBrowser()).newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4032, 3024);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
    for (let y = 0; y < 3024; y += 48) {
      for (let x = 0; x < 4032; x += 48) {
        context.fillStyle = `hsl(${(x + y) % 360} 70% ${30 + ((x * y) % 40)}%)`;
        context.fillRect(x, y, 48, 48);
      }
    }
    const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (let index = 0; index < bytes.length; index += 0x8000)
      text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(text);
  });
  phonePhoto = Buffer.from(base64, "base64");
  await page.close();
});

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

/** An owner's car with one refuel logged. */
async function carWithRefuel({ refuel: withRefuel = true } = {}) {
  const person = await registeredPerson("recibo", "panama");
  const { token } = await apiSession(person);
  const car = await apiCall(token, "POST", "/vehicles", {
    vehicleType: "car",
    manufacture: "toyota",
    model: "yaris",
    displacement: 30_000,
  });
  const vehicleId = (car.body.payload as { _id: string })._id;
  await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
    maintenanceInterval: 5000,
    resetMaintenanceType: "general",
  });
  if (!withRefuel) return { person, token, vehicleId, refuelId: "" };
  const refuel = await apiCall(token, "POST", `/refuels/${vehicleId}`, {
    date: new Date(Date.now() + 60_000).toISOString(),
    quantity: 30,
    amount: 45,
    displacement: 30_400,
  });
  const refuelId = (refuel.body.payload as { _id: string })._id;
  return { person, token, vehicleId, refuelId };
}

const pendingBadge = (page: Page) => page.locator(".file-status");
/** What the account stores on the server: above zero once a file has arrived. */
const storedBytes = async (token: string) =>
  ((await apiCall(token, "GET", "/attachments/usage")).body.payload as { usedBytes: number }).usedBytes;

/** A one-page PDF, as a workshop's invoicing program would write one. */
const workshopPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

describe("a file shared from another app", () => {
  it("opens a workshop's PDF shared offline on a new maintenance of the vehicle the owner picks", async () => {
    const owner = await carWithRefuel({ refuel: false });
    await apiCall(owner.token, "POST", "/vehicles", {
      vehicleType: "moto",
      manufacture: "yamaha",
      model: "fz",
      displacement: 5_000,
    });
    const [context, page] = await signedInPhone(owner.person, { serviceWorker: true });
    await expect.poll(() => page.locator(".vehicle-card").count(), { timeout: busyMachineBoundMs }).toBe(2);
    await context.setOffline(true);

    // WhatsApp's "Share" posts the file to the manifest's share_target as a navigation.
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.enctype = "multipart/form-data";
      form.action = "/share-target";
      const input = document.createElement("input");
      input.type = "file";
      input.name = "files";
      input.id = "shared-files";
      form.append(input);
      document.body.append(form);
    });
    await page.locator("#shared-files").setInputFiles({
      name: "factura-taller.pdf",
      mimeType: "application/pdf",
      buffer: workshopPdf,
    });
    await page.evaluate(() => (document.querySelector("#shared-files") as HTMLInputElement).form?.submit());
    await page.waitForURL(/\/shared\?batch=/);
    await page.getByRole("heading", { name: "Which vehicle is it for?" }).waitFor();
    await expectAccessible(page, "a shared file, choosing the vehicle");
    await page.getByRole("button", { name: /Toyota Yaris/ }).click();

    await page.waitForURL(/\/maintenance\/add\/general\//);
    await expect
      .poll(() => page.locator(".file-thumbnail-name").allTextContents(), { timeout: busyMachineBoundMs })
      .toEqual(["factura-taller.pdf"]);
    await expectAccessible(page, "a maintenance with a shared PDF");
    await page.getByLabel("Oil change").check();
    await page.getByRole("button", { name: "Save maintenance" }).click();
    await page.getByRole("dialog", { name: "Maintenance saved" }).getByRole("button", { name: "OK" }).click();

    // Online again, the PDF reaches the server with the maintenance.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(() => storedBytes(owner.token), { timeout: busyMachineBoundMs }).toBe(workshopPdf.length);
    await context.close();
  });
});

describe("receipts and photos", () => {
  it("keeps a receipt photographed offline, uploads it when the network returns, and shows it on a second phone", async () => {
    const owner = await carWithRefuel();
    const [context, page] = await signedInPhone(owner.person, {
      serviceWorker: true,
      next: `/refuel/detail/${owner.vehicleId}/${owner.refuelId}`,
    });
    await expect.poll(() => page.getByRole("heading", { name: "Receipts and photos" }).count()).toBe(1);

    await context.setOffline(true);
    await page
      .getByLabel("Take photo")
      .setInputFiles({ name: "IMG_0042.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    const thumbnail = page.getByRole("link", { name: /IMG_0042\.(webp|jpg)/ });
    await expect.poll(() => thumbnail.count(), { timeout: busyMachineBoundMs }).toBe(1);
    await expect.poll(() => pendingBadge(page).textContent()).toBe("Waiting to upload");
    await expectAccessible(page, "refuel detail with a file waiting to upload");

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(() => pendingBadge(page).count(), { timeout: busyMachineBoundMs }).toBe(0);

    // What reached the server: small, resized, its thumbnail in the record.
    const [other, second] = await signedInPhone(owner.person, {
      next: `/refuel/detail/${owner.vehicleId}/${owner.refuelId}`,
    });
    const onSecond = second.getByRole("link", { name: /IMG_0042/ });
    await expect.poll(() => onSecond.count(), { timeout: busyMachineBoundMs }).toBe(1);
    expect(await onSecond.textContent()).toBe("");
    expect(await onSecond.getByRole("img").getAttribute("alt")).toMatch(/^IMG_0042\.webp \(\d+(\.\d)? kB\)$/);
    await onSecond.click();
    const photo = second.getByRole("img", { name: /IMG_0042/ });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth), {
        timeout: busyMachineBoundMs,
      })
      .toBe(1600);
    await expectAccessible(second, "the file viewer");
    const fileId = new URL(second.url()).pathname.split("/").at(-1) ?? "";
    const stored = await fetch(`${baseUrl()}/api/attachments/${fileId}/content`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(stored.headers.get("content-type")).toBe("image/webp");
    expect(bytes.length).toBeLessThan(300 * 1024);
    // No EXIF (no place, no camera) travels in the stored file.
    expect(bytes.includes(Buffer.from("Exif"))).toBe(false);

    // The printed history keeps the pump's receipt: a page with the photo itself.
    await openScreen(second, `/vehicle/print/${owner.vehicleId}`);
    const receiptPage = second.getByRole("region", { name: /^Refuel of / });
    await expect
      .poll(
        () =>
          receiptPage.getByRole("img", { name: /IMG_0042/ }).evaluate((image: HTMLImageElement) => image.naturalWidth),
        {
          timeout: busyMachineBoundMs,
        },
      )
      .toBe(1600);

    // The cache: "Free space" drops the original; opening it again fetches it once more.
    await openScreen(second, `/user/files`);
    await expectAccessible(second, "files and storage");
    await expect.poll(() => second.getByText(/of 200 MB used/).count(), { timeout: busyMachineBoundMs }).toBe(1);
    await second.getByRole("button", { name: "Free space" }).click();
    await expect.poll(() => second.getByRole("button", { name: "Free space" }).isDisabled()).toBe(true);
    const fetched: string[] = [];
    second.on("request", (request) => {
      if (request.url().includes(`/attachments/${fileId}/content`)) fetched.push(request.url());
    });
    await openScreen(second, `/file/${owner.vehicleId}/${fileId}`);
    await expect
      .poll(
        () => second.getByRole("img", { name: /IMG_0042/ }).evaluate((image: HTMLImageElement) => image.naturalWidth),
        {
          timeout: busyMachineBoundMs,
        },
      )
      .toBe(1600);
    expect(fetched.length).toBeGreaterThan(0);
    await other.close();
    await context.close();
  });

  it("resumes an upload the connection dropped half way", async () => {
    const owner = await carWithRefuel();
    const [context, page] = await signedInPhone(owner.person);
    let dropped = 0;
    await page.route("**/api/attachments/*/content", async (route) => {
      if (route.request().method() === "PUT" && dropped === 0) {
        dropped += 1;
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    await openScreen(page, `/refuel/detail/${owner.vehicleId}/${owner.refuelId}`);
    await page.getByLabel("Take photo").setInputFiles({ name: "pump.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    await expect.poll(() => page.getByRole("link", { name: /pump/ }).count(), { timeout: busyMachineBoundMs }).toBe(1);
    await expect.poll(() => dropped, { timeout: busyMachineBoundMs }).toBe(1);
    await expect.poll(() => pendingBadge(page).count(), { timeout: busyMachineBoundMs }).toBe(0);
    await expect.poll(() => storedBytes(owner.token), { timeout: busyMachineBoundMs }).toBeGreaterThan(0);
    await context.close();
  });

  it("shows the owner a workshop's invoice on its own work, and a broker the insurance policy and nothing else", async () => {
    const owner = await carWithRefuel();
    const [context, page] = await signedInPhone(owner.person, { next: `/vehicle/${owner.vehicleId}` });
    await expectAccessible(page, "vehicle page with papers");

    // The owner files the insurance policy (a PDF) with its expiry: it becomes the insurance date.
    const policy = page.getByRole("region", { name: "Papers" });
    await policy.getByRole("button", { name: "Add" }).first().click();
    await policy.getByLabel("Expires on (optional)").fill("2027-08-31");
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    await policy
      .getByLabel("Add file")
      .setInputFiles({ name: "Poliza 2027.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect.poll(() => policy.getByText(/Expires Aug 31, 2027/).count(), { timeout: busyMachineBoundMs }).toBe(1);
    await expect.poll(() => page.locator(".file-status").count(), { timeout: busyMachineBoundMs }).toBe(0);
    await expectAccessible(page, "vehicle page with a policy");

    // An inspection certificate's expiry comes due like the insurance. The page is left only once
    // the paper is kept: leaving while a file is still being read on the device drops it.
    const inspection = policy.locator(".paper-row").filter({ hasText: "Inspection certificate" });
    await inspection.getByRole("button", { name: "Add" }).click();
    const inFiveDays = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await inspection.getByLabel("Expires on (optional)").fill(inFiveDays);
    await inspection
      .getByLabel("Add file")
      .setInputFiles({ name: "revision.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect
      .poll(() => inspection.getByRole("button", { name: "Add a newer one" }).count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await openScreen(page, `/vehicle/${owner.vehicleId}/reminders`);
    await expect
      .poll(() => page.getByText("Inspection", { exact: true }).count(), { timeout: busyMachineBoundMs })
      .toBeGreaterThan(0);
    expect(await page.getByText(/^in [45] days$/).count()).toBeGreaterThan(0);
    await openScreen(page, `/vehicle/${owner.vehicleId}`);

    // A workshop logs an oil change and its invoice from its own device (the API stands for it).
    const workshop = await registeredPerson("tallerm");
    const { token: workshopToken } = await apiSession(workshop);
    const grant = await apiCall(owner.token, "POST", `/vehicles/${owner.vehicleId}/shares`, { role: "workshop" });
    await apiCall(workshopToken, "POST", "/shares/claim", {
      grant: (grant.body.payload as { qr: string }).qr.replace("odo-share:", ""),
    });
    const work = await apiCall(workshopToken, "POST", `/maintenances/${owner.vehicleId}`, {
      type: "general",
      adjustments: ["changeOil"],
      date: new Date(Date.now() + 120_000).toISOString(),
      kms: 30_500,
    });
    const workPayload = work.body.payload as { _id: string } | { _id: string }[];
    const workId = (Array.isArray(workPayload) ? workPayload[0] : workPayload)?._id ?? "";
    const invoice = Buffer.from("%PDF-1.7\n% Taller Martinez, factura 118\n%%EOF\n");
    const invoiceId = crypto.randomUUID();
    const digest = createHash("sha256").update(invoice).digest("hex");
    const pushed = await apiCall(workshopToken, "POST", "/sync/push", {
      clientId: crypto.randomUUID(),
      mutations: [
        {
          mid: 1,
          name: "attachment.create",
          args: {
            vehicleId: owner.vehicleId,
            attachment: {
              _id: invoiceId,
              purpose: "entry",
              recordKind: "maintenance",
              recordId: workId,
              mediaType: "application/pdf",
              bytes: invoice.length,
              sha256: digest,
              name: "Factura 118.pdf",
            },
          },
        },
      ],
    });
    expect(pushed.body).toMatchObject({ results: [{ status: "applied" }] });
    const uploaded = await fetch(`${baseUrl()}/api/attachments/${invoiceId}/content`, {
      method: "PUT",
      headers: { authorization: `Bearer ${workshopToken}`, "content-type": "application/pdf" },
      body: invoice,
    });
    expect(uploaded.status).toBe(200);

    await openScreen(page, `/maintenance/detail/${owner.vehicleId}/${workId}`);
    const invoiceLink = page.getByRole("link", { name: /Factura 118\.pdf/ });
    await expect.poll(() => invoiceLink.count(), { timeout: busyMachineBoundMs }).toBe(1);
    await expectAccessible(page, "a workshop's maintenance with its invoice");
    await invoiceLink.click();
    const open = page.getByRole("link", { name: "Open PDF" });
    await expect.poll(() => open.count(), { timeout: busyMachineBoundMs }).toBe(1);
    expect(await open.getAttribute("href")).toMatch(/^blob:/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Factura 118.pdf");
    expect(readFileSync((await download.path()) ?? "").toString()).toContain("factura 118");

    // The printed history: a page for the invoice and one for each paper (the policy, the inspection).
    await openScreen(page, `/vehicle/print/${owner.vehicleId}`);
    await expect.poll(() => page.locator(".print-document").count(), { timeout: busyMachineBoundMs }).toBe(3);
    expect(
      await page
        .getByRole("region", { name: /General maintenance of/ })
        .getByText("Factura 118.pdf")
        .count(),
    ).toBe(1);
    expect(
      await page
        .getByRole("region", { name: "Vehicle paper" })
        .getByText(/Poliza 2027\.pdf/)
        .count(),
    ).toBe(1);
    await expectAccessible(page, "the printed history with documents");
    await page.emulateMedia({ media: "print" });
    expect(
      await page
        .locator(".print-document")
        .first()
        .evaluate((element) => getComputedStyle(element).breakBefore),
    ).toBe("page");
    await page.emulateMedia({ media: "screen" });

    // A photo of the work, added by the owner to the workshop's entry, shows in its row of the print.
    await openScreen(page, `/maintenance/detail/${owner.vehicleId}/${workId}`);
    await page
      .getByLabel("Take photo")
      .setInputFiles({ name: "filtro.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    await expect
      .poll(() => page.getByRole("link", { name: /filtro/ }).count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await openScreen(page, `/vehicle/print/${owner.vehicleId}`);
    await expect
      .poll(() => page.locator(".print-table .print-thumbnails img").count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await expectAccessible(page, "the printed history with a thumbnail");

    // A broker sees the policy, and neither the invoice nor the receipts.
    const broker = await registeredPerson("corredor");
    const brokerGrant = await apiCall(owner.token, "POST", `/vehicles/${owner.vehicleId}/shares`, {
      role: "insuranceBroker",
    });
    const { token: brokerToken } = await apiSession(broker);
    await apiCall(brokerToken, "POST", "/shares/claim", {
      grant: (brokerGrant.body.payload as { qr: string }).qr.replace("odo-share:", ""),
    });
    const [brokerContext, brokerPage] = await signedInPhone(broker, { next: `/vehicle/${owner.vehicleId}` });
    const brokerPapers = brokerPage.getByRole("region", { name: "Papers" });
    await expect
      .poll(() => brokerPapers.getByRole("link", { name: /Poliza 2027\.pdf/ }).count(), {
        timeout: busyMachineBoundMs,
      })
      .toBe(1);
    expect(await brokerPage.getByText(/Factura 118/).count()).toBe(0);
    expect(await brokerPapers.getByRole("button", { name: "Add" }).count()).toBe(0);
    const refused = await fetch(`${baseUrl()}/api/attachments/${invoiceId}/content`, {
      headers: { authorization: `Bearer ${brokerToken}` },
    });
    expect(refused.status).toBe(404);
    await expectAccessible(brokerPage, "the vehicle page as a broker sees it");
    await brokerContext.close();
    await context.close();
  });

  it("attaches the photo picked on the refuel form once the refuel is saved, offline", async () => {
    const owner = await carWithRefuel({ refuel: false });
    const [context, page] = await signedInPhone(owner.person, {
      serviceWorker: true,
      next: `/refuel/add/${owner.vehicleId}`,
    });
    await context.setOffline(true);
    await page.getByLabel("Odometer (km)").fill("30700");
    await page.getByLabel("Litres").fill("25");
    await page.getByLabel("Amount", { exact: true }).fill("37.5");
    await page
      .getByLabel("Take photo")
      .setInputFiles({ name: "ticket.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    const picked = page.getByRole("img", { name: /ticket\.(webp|jpg)/ });
    await expect.poll(() => picked.count(), { timeout: busyMachineBoundMs }).toBe(1);
    await expectAccessible(page, "the refuel form with a photo picked");
    await page.getByRole("button", { name: "Save refuel" }).click();
    await page.getByRole("dialog", { name: "Refuel saved" }).getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await page.getByRole("link", { name: /30,700 km/ }).click();
    await expect
      .poll(() => page.getByRole("link", { name: /ticket/ }).count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(() => page.locator(".file-status").count(), { timeout: busyMachineBoundMs }).toBe(0);
    await context.close();
  });

  it("keeps the photo of a refuel the server refused, and attaches it again when the refuel is fixed", async () => {
    const owner = await carWithRefuel({ refuel: false });
    const earlier = new Date().toISOString();
    const [context, page] = await signedInPhone(owner.person, {
      serviceWorker: true,
      next: `/refuel/add/${owner.vehicleId}`,
    });
    // The form's time has minutes only: its refuel (and its retry) is dated the next minute, so it
    // falls after the other's, without waiting for the clock to get there.
    const nextMinute = await page.evaluate(() => {
      const next = new Date(Date.now() + 60_000);
      const two = (value: number) => String(value).padStart(2, "0");
      return `${next.getFullYear()}-${two(next.getMonth() + 1)}-${two(next.getDate())}T${two(next.getHours())}:${two(next.getMinutes())}`;
    });
    await page.getByLabel("Date and time").fill(nextMinute);
    await context.setOffline(true);
    // Meanwhile another phone logs a higher reading, earlier: this refuel's km will be refused.
    const other = await apiCall(owner.token, "POST", `/refuels/${owner.vehicleId}`, {
      date: earlier,
      quantity: 20,
      amount: 30,
      displacement: 31_000,
    });
    expect(other.status).toBe(201);
    await page.getByLabel("Odometer (km)").fill("30700");
    await page.getByLabel("Litres").fill("25");
    await page.getByLabel("Amount", { exact: true }).fill("37.5");
    await page
      .getByLabel("Take photo")
      .setInputFiles({ name: "bomba.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    await expect.poll(() => page.getByRole("img", { name: /bomba/ }).count(), { timeout: busyMachineBoundMs }).toBe(1);
    await page.getByRole("button", { name: "Save refuel" }).click();
    await page.getByRole("dialog", { name: "Refuel saved" }).getByRole("button", { name: "OK" }).click();
    // Back on the vehicle once the refuel and its photo are kept, as the owner sees it.
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));

    await openScreen(page, `/not-saved`);
    const retry = page.getByRole("button", { name: "Edit and retry" });
    await expect.poll(() => retry.count(), { timeout: busyMachineBoundMs }).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText(/The file bomba\.(webp|jpg) of .* was not saved/).count(), {
        timeout: busyMachineBoundMs,
      })
      .toBe(1);
    expect(
      await page
        .getByText("It belongs to a refuel that was not saved either: retry the refuel and the file goes with it")
        .count(),
    ).toBe(1);
    // The red chip beside the sync state fits the phone's top bar: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await expectAccessible(page, "Not saved with a refused refuel and its photo");
    await retry.first().click();
    await expect.poll(() => page.getByLabel("Odometer (km)").inputValue()).toBe("30700");
    await expect.poll(() => page.getByRole("img", { name: /bomba/ }).count(), { timeout: busyMachineBoundMs }).toBe(1);
    await page.getByLabel("Odometer (km)").fill("31200");
    await page.getByRole("button", { name: "Save refuel" }).click();
    await page.getByRole("dialog", { name: "Refuel saved" }).getByRole("button", { name: "OK" }).click();
    await page.waitForURL(`${baseUrl()}/vehicle/${owner.vehicleId}`);
    await page.goto(`${baseUrl()}/not-saved`);
    await expect
      .poll(() => page.getByRole("button", { name: "Edit and retry" }).count(), { timeout: busyMachineBoundMs })
      .toBe(0);
    await expect.poll(() => storedBytes(owner.token), { timeout: busyMachineBoundMs }).toBeGreaterThan(0);
    // The history shows which entry keeps a file.
    await openScreen(page, `/vehicle/history/${owner.vehicleId}`);
    const withPhoto = page.getByRole("link", { name: /1 file/ });
    await expect.poll(() => withPhoto.count(), { timeout: busyMachineBoundMs }).toBe(1);
    expect(await withPhoto.textContent()).toContain("31,200 km");
    await expectAccessible(page, "history with a file on an entry");
    await context.close();
  });

  it("takes a receipt along in the backup ZIP, and brings it back on the refuel another account imports", async () => {
    const owner = await carWithRefuel();
    const [context, page] = await signedInPhone(owner.person, {
      next: `/refuel/detail/${owner.vehicleId}/${owner.refuelId}`,
    });
    await page
      .getByLabel("Take photo")
      .setInputFiles({ name: "surtidor.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    await expect
      .poll(() => page.getByRole("link", { name: /surtidor/ }).count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await expect.poll(() => page.locator(".file-status").count(), { timeout: busyMachineBoundMs }).toBe(0);
    await openScreen(page, `/user/export`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download a backup (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^odo-backup-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = readFileSync((await download.path()) ?? "");
    await context.close();

    const other = await registeredPerson("restaura");
    const [otherContext, otherPage] = await signedInPhone(other, { next: `/user/import` });
    await otherPage.setInputFiles("[data-testid=import-file]", {
      name: "odo-backup.zip",
      mimeType: "application/zip",
      buffer: zip,
    });
    await otherPage.getByRole("button", { name: /^Import \d+ (entry|entries)$/ }).click();
    await expect
      .poll(() => otherPage.getByText(/1 receipt, photo or paper came back with them/).count(), {
        timeout: busyMachineBoundMs,
      })
      .toBe(1);
    await otherPage.getByRole("link", { name: /^History of / }).click();
    await otherPage.getByRole("link", { name: /30,400 km/ }).click();
    await expect
      .poll(() => otherPage.getByRole("link", { name: /surtidor/ }).count(), { timeout: busyMachineBoundMs })
      .toBe(1);
    await expect.poll(() => otherPage.locator(".file-status").count(), { timeout: busyMachineBoundMs }).toBe(0);
    // Uploaded: the badge may be gone before the device has read its files, so the server is asked.
    const { token } = await apiSession(other);
    await expect.poll(() => storedBytes(token), { timeout: busyMachineBoundMs }).toBeGreaterThan(0);
    await otherContext.close();
  });

  it("reads an iPhone's HEIC photo and keeps it as WebP", async () => {
    const owner = await carWithRefuel();
    const [context, page] = await signedInPhone(owner.person, {
      next: `/refuel/detail/${owner.vehicleId}/${owner.refuelId}`,
    });
    const heic = readFileSync(new URL("./fixtures/example.heic", import.meta.url));
    await page.getByLabel("Add file").setInputFiles({ name: "IMG_1234.HEIC", mimeType: "image/heic", buffer: heic });
    const thumbnail = page.getByRole("link", { name: /IMG_1234\.webp/ });
    await expect.poll(() => thumbnail.count(), { timeout: busyMachineBoundMs }).toBe(1);
    await expect.poll(() => page.locator(".file-status").count(), { timeout: busyMachineBoundMs }).toBe(0);
    await thumbnail.click();
    const photo = page.getByRole("img", { name: /IMG_1234/ });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth), {
        timeout: busyMachineBoundMs,
      })
      .toBe(1280);
    await context.close();
  });
});
