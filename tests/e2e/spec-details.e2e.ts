/**
 * Details of spec 1 a new user trips on: the logo's name and axe at 375 px, focus back on the
 * avatar after Escape, the wallet panel before the trading card on a phone, no balances on a wrong
 * network, DD-MM-YYYY dates, the section hash kept through Login and the /#/ rewrite inside the app,
 * the message for too many decimals, and the token images from the token list.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures";
import { seriousViolations } from "./support/a11y";
import { acceptCookies, connectWallet, fromAmount, openExchange } from "./support/app";
import { stackInfo } from "./support/stack-info";
import { MAINNET_CHAIN_ID } from "./support/test-wallet";
import { text, type Lang } from "./support/texts";
import { activeAccount, type TestAccount } from "./support/users";

const ROUTES = ["/", "/about", "/terms", "/login", "/register", "/forgot-password", "/leaderboard", "/confirm-email"] as const;

/** Logs in on the Login page the guard sent us to. */
async function fillLogin(page: Page, lang: Lang, account: TestAccount): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel(text(lang, "account:email")).fill(account.email);
  await main.getByLabel(text(lang, "account:password"), { exact: true }).fill(account.password);
  await main.getByRole("button", { name: text(lang, "account:log_in"), exact: true }).click();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("at 375 px the logo link is named KUL Swap and axe finds nothing serious on the main routes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openExchange(page);
  for (const route of ROUTES) {
    await page.goto(`${stackInfo().api}${route}`);
    await expect(page.getByRole("link", { name: "KUL Swap", exact: true })).toBeVisible();
    await expect(page.locator("main h1").first()).toBeAttached({ timeout: 30_000 });
    expect({ route, violations: await seriousViolations(page) }).toEqual({ route, violations: [] });
  }
});

test("Escape closes the account menu and puts focus back on the avatar button", async ({ page }) => {
  const account = await activeAccount();
  await page.goto(`${stackInfo().api}/login`);
  await acceptCookies(page);
  await fillLogin(page, "en", account);
  const avatar = page.getByRole("button", { name: /^Account menu for / });
  await expect(avatar).toBeVisible({ timeout: 30_000 });
  await avatar.click();
  const profileLink = page.getByRole("link", { name: text("en", "account:menu_profile") });
  await expect(profileLink).toBeVisible();
  await profileLink.focus();
  await page.keyboard.press("Escape");
  await expect(profileLink).toBeHidden();
  await expect(avatar).toBeFocused();
  await expect(avatar).toHaveAttribute("aria-expanded", "false");
});

test("at 375 px the wallet panel comes before the trading card, on screen and in reading order", async ({ page, wallet: _wallet }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openExchange(page);
  await acceptCookies(page);
  await connectWallet(page);
  const panel = page.getByRole("region", { name: text("en", "market:assets_title"), exact: true });
  const card = page.getByRole("region", { name: text("en", "common:trade_section"), exact: true });
  const [panelBox, cardBox] = [await panel.boundingBox(), await card.boundingBox()];
  expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(cardBox!.y);
});

test.describe("a wallet on another network", () => {
  test.use({ walletChoice: { accountIndex: 1, chainId: MAINNET_CHAIN_ID } });

  test("the assets panel shows no balance and says to switch, as the banner does", async ({ page, wallet: _wallet }) => {
    await openExchange(page);
    await page.getByRole("button", { name: text("en", "wallet:connect_wallet"), exact: true }).first().click();
    await page.getByRole("dialog", { name: text("en", "wallet:connect_title") }).getByRole("button", { name: /KUL Test Wallet/ }).click();
    const banner = page.getByRole("alert").filter({ hasText: text("en", "wallet:wrong_network_title") });
    await expect(banner).toBeVisible();
    const panel = page.getByRole("region", { name: text("en", "market:assets_title") });
    await expect(panel).toContainText(/Switch your wallet to \S.* to see your balances\./);
    await expect(panel.getByText(text("en", "market:estimated_balance"))).toHaveCount(0);
    await expect(panel.getByRole("listitem")).toHaveCount(0);
    await expect(panel.getByText("DAI", { exact: true })).toHaveCount(0);
  });
});

for (const lang of ["en", "th"] as const) {
  test.describe(`dates in ${lang}`, () => {
    test.use({ locale: lang === "th" ? "th-TH" : "en-US" });

    test("the leaderboard's campaign window is written DD-MM-YYYY HH:mm", async ({ page }) => {
      const account = await activeAccount(lang);
      await page.goto(`${stackInfo().api}/leaderboard`);
      await acceptCookies(page, lang);
      await page.goto(`${stackInfo().api}/login?next=Leaderboard`);
      await fillLogin(page, lang, account);
      await expect(page).toHaveURL(/\/leaderboard$/, { timeout: 30_000 });
      const when = "\\d{2}-\\d{2}-20\\d{2} \\d{2}:\\d{2}";
      const pattern = escape(text(lang, "leaderboard:campaign_window", { start: "START", end: "END" })).replace("START", when).replace("END", when);
      await expect(page.getByText(new RegExp(`^${pattern}$`))).toBeVisible({ timeout: 30_000 });
    });
  });
}

test("a deep link's section hash survives the login redirect", async ({ page }) => {
  const account = await activeAccount();
  await page.goto(`${stackInfo().api}/profile#section-social-connect`);
  await expect(page).toHaveURL(/\/login\?next=UserProfile#section-social-connect$/, { timeout: 45_000 });
  await acceptCookies(page);
  await fillLogin(page, "en", account);
  await expect(page).toHaveURL(/\/profile#section-social-connect$/, { timeout: 30_000 });
});

test("an old /#/ link followed inside the app is rewritten without a reload", async ({ page }) => {
  await openExchange(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.evaluate(() => (window.location.hash = "#/about"));
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("an amount with more decimals than the token has is refused with a message", async ({ page }) => {
  await openExchange(page);
  await fromAmount(page).fill("1.1234567890123456789");
  await expect(page.getByRole("alert").filter({ hasText: "This token allows at most 18 decimal places." })).toBeVisible();
  await expect(fromAmount(page)).toHaveAttribute("aria-invalid", "true");
  await fromAmount(page).fill("1.123456789012345678");
  await expect(page.getByText("This token allows at most 18 decimal places.")).toHaveCount(0);
});

test("token images come from the token list's logoURI, with the letter disc for a token without one, within the CSP", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await openExchange(page);
  const table = page.getByRole("table", { name: text("en", "market:prices_title") });
  const row = (code: string) => table.getByRole("row").filter({ has: page.getByText(code, { exact: true }) }).first();
  const ethImage = row("ETH").locator("img.token-icon");
  await expect(ethImage).toHaveAttribute("src", "/token-icons/eth.svg");
  await expect.poll(() => ethImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(row("SLP").locator("img.token-icon")).toHaveCount(0);
  await expect(row("SLP").locator(".letter-disc")).toHaveText("S");
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test("in the insider environment the header has no Log in on a wide screen, and an account icon on a phone", async ({ page }) => {
  // The server's own answer, marked insider: how an ENVIRONMENT=insider server describes itself.
  await page.route("**/v1/api/config", async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), insider: true } });
  });
  await openExchange(page);
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Log in", exact: true })).toBeHidden();
  await page.setViewportSize({ width: 375, height: 812 });
  const icon = header.getByRole("button", { name: "Log in", exact: true });
  await expect(icon).toBeVisible();
  await expect(icon).not.toHaveText("Log in");
  await acceptCookies(page);
  await icon.click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
});
