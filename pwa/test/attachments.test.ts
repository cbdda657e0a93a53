import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  baseUrl,
  busyMachineBoundMs,
  expectAccessible,
  launch,
  phoneContext,
  registeredPerson,
  signInThroughUi,
  waitForServiceWorker,
} from "./browser.js";

let browser: Browser;
/** A 12-megapixel phone photo (4032 × 3024 JPEG), drawn in the browser as a camera would save one. */
let phonePhoto: Buffer;

beforeAll(async () => {
  browser = await launch();
  const page = await browser.newPage();
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
afterAll(async () => browser.close());

async function signedInPhone(person: { username: string; password: string }): Promise<[BrowserContext, Page]> {
  const context = await phoneContext(browser, "en-US");
  const page = await context.newPage();
  await signInThroughUi(page, person);
  await waitForServiceWorker(page);
  return [context, page];
}

/** An owner's car with one refuel logged. */
async function carWithRefuel() {
  const person = await registeredPerson("recibo", "panama");
  const { token } = await apiSession(person);
  const car = await apiCall(token, "POST", "/vehicles", {
    vehicleType: "car",
    manufacture: "toyota",
    model: "yaris",
    displacement: 30_000,
  });
  const vehicleId = (car.body.payload as { _id: string })._id;
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

describe("receipts and photos", () => {
  it("keeps a receipt photographed offline, uploads it when the network returns, and shows it on a second phone", async () => {
    const owner = await carWithRefuel();
    const [context, page] = await signedInPhone(owner.person);
    await page.goto(`${baseUrl()}/refuel/detail/${owner.vehicleId}/${owner.refuelId}`);
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
    const [other, second] = await signedInPhone(owner.person);
    await second.goto(`${baseUrl()}/refuel/detail/${owner.vehicleId}/${owner.refuelId}`);
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

    // The cache: "Free space" drops the original; opening it again fetches it once more.
    await second.goto(`${baseUrl()}/user/files`);
    await expectAccessible(second, "files and storage");
    await expect.poll(() => second.getByText(/of 200 MB used/).count(), { timeout: busyMachineBoundMs }).toBe(1);
    await second.getByRole("button", { name: "Free space" }).click();
    await expect.poll(() => second.getByRole("button", { name: "Free space" }).isDisabled()).toBe(true);
    const fetched: string[] = [];
    second.on("request", (request) => {
      if (request.url().includes(`/attachments/${fileId}/content`)) fetched.push(request.url());
    });
    await second.goto(`${baseUrl()}/file/${owner.vehicleId}/${fileId}`);
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
    await page.goto(`${baseUrl()}/refuel/detail/${owner.vehicleId}/${owner.refuelId}`);
    await page.getByLabel("Take photo").setInputFiles({ name: "pump.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
    await expect.poll(() => page.getByRole("link", { name: /pump/ }).count(), { timeout: busyMachineBoundMs }).toBe(1);
    await expect.poll(() => dropped, { timeout: busyMachineBoundMs }).toBe(1);
    await expect.poll(() => pendingBadge(page).count(), { timeout: busyMachineBoundMs }).toBe(0);
    const usage = await apiCall(owner.token, "GET", "/attachments/usage");
    expect((usage.body.payload as { usedBytes: number }).usedBytes).toBeGreaterThan(0);
    await context.close();
  });
});
