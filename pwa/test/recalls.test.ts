import { describe, expect, it } from "vitest";
import {
  apiCall,
  apiSession,
  busyMachineBoundMs,
  expectAccessible,
  openScreen,
  phoneContext,
  registeredPerson,
  signInThroughUi,
  waitForSynced,
} from "./browser.js";

/** A 2003 Honda Accord built for the US market: the stack's NHTSA fake lists two campaigns for it, its Transport Canada fake two others. */
const accordVin = "1HGCM82633A004352";

/** Signs `owner` in through the API and adds their 2003 Accord with its VIN; the token and the car's id. */
async function withAccord(owner: Awaited<ReturnType<typeof registeredPerson>>) {
  const { token } = await apiSession(owner);
  const car = await apiCall(token, "POST", "/vehicles", {
    vehicleType: "car",
    manufacture: "honda",
    model: "accord",
    year: 2003,
    bodySerial: accordVin,
    displacement: 180_000,
  });
  return { token, vehicleId: (car.body.payload as { _id: string })._id };
}

/**
 * Safety recalls at phone size (issue 52): the server decodes the VIN and looks the campaigns up
 * (the stack's fake of NHTSA's API, every few seconds); the owner reads them on the vehicle page and
 * in what is due, sets one aside offline; the shop panel lists the customer's open recall; the
 * workshop ticks it on its maintenance, and its signature closes it for the owner.
 */
describe("safety recalls", () => {
  it("shows a US-market car's open recalls until a workshop signs one done, and lets the owner set one aside offline", async () => {
    const owner = await registeredPerson("recalls", "panama");
    const { token, vehicleId } = await withAccord(owner);
    await apiCall(token, "PATCH", `/vehicles/${vehicleId}/settings`, {
      maintenanceInterval: 5_000,
      resetMaintenanceType: "general",
    });

    const workshop = await registeredPerson("tallerrec", "panama");
    const { token: workshopToken } = await apiSession(workshop);
    await apiCall(workshopToken, "PATCH", "/users/plan", { plan: "business" });
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

    const ownerPhone = await phoneContext("es-ES");
    const page = await ownerPhone.newPage();
    await signInThroughUi(page, owner, { next: `/vehicle/${vehicleId}` });
    const card = page.locator("section", {
      has: page.getByRole("heading", { name: "Llamados a revisión de seguridad" }),
    });
    await card.waitFor({ timeout: busyMachineBoundMs });
    await expect.poll(() => card.getByRole("listitem").count(), { timeout: busyMachineBoundMs }).toBe(2);
    await expect.poll(() => card.textContent()).toContain("NHTSA (Estados Unidos), consultado");
    await expect.poll(() => card.textContent()).toContain("Honda Accord 2003");
    // What is due leads with them.
    const status = page.locator(".status-card");
    expect(await status.getByText("Llamado a revisión: AIR BAGS:FRONTAL:DRIVER SIDE:INFLATOR MODULE").count()).toBe(1);
    await expectAccessible(page, "the vehicle page with its recalls");
    // The garage's "Needs attention" leads with them too.
    await openScreen(page, "/user");
    const attention = page.locator(".due-soon");
    await expect
      .poll(() => attention.getByText("Llamado a revisión de seguridad").count(), { timeout: busyMachineBoundMs })
      .toBe(2);
    await openScreen(page, `/vehicle/${vehicleId}`);
    await card.waitFor({ timeout: busyMachineBoundMs });

    // Set aside offline: the phone keeps it, and it syncs once back online.
    await ownerPhone.setOffline(true);
    const transmission = card.getByRole("listitem").filter({ hasText: "04V176000" });
    await transmission.getByRole("button", { name: "Dejar de lado" }).click();
    const dialog = page.getByRole("dialog", { name: "Dejar de lado este llamado a revisión" });
    await dialog.getByLabel("Motivo").selectOption("doneElsewhere");
    await dialog.getByLabel("Nota (opcional)").fill("Concesionario, 2019");
    await expectAccessible(page, "the set-aside dialog");
    await dialog.getByRole("button", { name: "Dejar de lado" }).click();
    await dialog.waitFor({ state: "hidden" });
    await transmission.getByText("Dejado de lado: Ya se reparó en otro lugar (Concesionario, 2019)").waitFor();
    await ownerPhone.setOffline(false);
    await waitForSynced(page);

    // The workshop's panel lists the customer's open recall; its maintenance names it, signed.
    const shopPhone = await phoneContext("es-ES");
    const shop = await shopPhone.newPage();
    await signInThroughUi(shop, workshop, { next: "/shop" });
    const openList = shop.locator("section", {
      has: shop.getByRole("heading", { name: /^Llamados a revisión abiertos/ }),
    });
    await openList.getByText("(15V320000)").waitFor({ timeout: busyMachineBoundMs });
    expect(await openList.getByText("(04V176000)").count()).toBe(0);
    await expectAccessible(shop, "the shop panel with open recalls");
    await openScreen(shop, `/maintenance/add/general/${vehicleId}`);
    const recallChoice = shop.getByRole("group", { name: "Llamados a revisión realizados" });
    await recallChoice.getByRole("checkbox").first().check();
    await expect
      .poll(() => shop.getByLabel(/^(Notas \(opcional\)|Descripción)$/).inputValue())
      .toContain("NHTSA 15V320000");
    await shop.getByRole("group", { name: /hizo/i }).getByRole("checkbox").first().check();
    await expectAccessible(shop, "the workshop's maintenance form with a recall");
    await shop.getByRole("button", { name: "Guardar mantenimiento" }).click();
    const saved = shop.getByRole("dialog", { name: "Mantenimiento guardado" });
    await saved.getByRole("button", { name: "Aceptar" }).click({ timeout: busyMachineBoundMs });
    await waitForSynced(shop);

    const airbag = card.getByRole("listitem").filter({ hasText: "15V320000" });
    await airbag.getByText(/^Hecho por Taller Martínez el .+, firmado\.$/).waitFor({ timeout: busyMachineBoundMs });
    await card.getByText("No hay llamados a revisión abiertos.").waitFor();
    expect(await status.getByText(/^Llamado a revisión:/).count()).toBe(0);
    await shopPhone.close();
    await ownerPhone.close();
  });

  it("reads a Canadian owner's recalls from Transport Canada, and says whose campaign each is", async () => {
    const owner = await registeredPerson("recallsca", "canada");
    const { vehicleId } = await withAccord(owner);
    const phone = await phoneContext("es-ES");
    const page = await phone.newPage();
    await signInThroughUi(page, owner, { next: `/vehicle/${vehicleId}` });
    const card = page.locator("section", {
      has: page.getByRole("heading", { name: "Llamados a revisión de seguridad" }),
    });
    await expect.poll(() => card.getByRole("listitem").count(), { timeout: busyMachineBoundMs }).toBe(2);
    await expect.poll(() => card.textContent()).toContain("Transport Canada (Canadá), consultado");
    const airbag = card.getByRole("listitem").filter({ hasText: "2015239" });
    await airbag.getByRole("heading", { name: "Airbags" }).waitFor();
    await expectAccessible(page, "the vehicle page with Transport Canada's recalls");
    await openScreen(page, "/notifications");
    await page.getByText(/seguridad: Airbags \(TC 2015239\)/).waitFor({ timeout: busyMachineBoundMs });
    await phone.close();
  });
});
