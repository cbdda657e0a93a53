import { describe, expect, it } from "vitest";
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
