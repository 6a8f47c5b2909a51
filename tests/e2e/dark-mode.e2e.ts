/**
 * Dark mode end to end: the page follows the system's colour scheme (Playwright's colorScheme),
 * the header's switch overrides it and the choice survives a reload, the theme is on the page
 * before any of the app's code has run (no light flash; the inline theme script is allowed by the
 * page's Content-Security-Policy), and axe finds no serious violation, colour contrast included,
 * on every route in the dark theme. Screenshots of the exchange and the trade history at 1280 and
 * 375 px, in English and Thai, light and dark.
 */
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { ROUTES, type RouteName } from "../../web/src/config/paths";
import { seriousViolations } from "./support/a11y";
import { acceptCookies } from "./support/app";
import { linkWalletToAccount, makeTrades, waitUntilIndexed } from "./support/history-trader";
import { stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";
import { eligibleAccount, type TestAccount } from "./support/users";

const SHOTS = path.join(__dirname, "artifacts", "screenshots");
// global.css's --color-bg in each theme, as the browser computes it.
const BACKGROUND = { light: "rgb(244, 246, 251)", dark: "rgb(14, 20, 32)" } as const;

const darkSwitch = (page: Page, lang: Lang = "en") => page.getByRole("button", { name: text(lang, "common:dark_mode"), exact: true });
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The Exchange page, ready (its amount input shown), the cookie bar answered. */
async function openExchange(page: Page): Promise<void> {
  await page.goto(`${stackInfo().api}/`);
  await expect(page.getByLabel(text("en", "exchange:from_amount"), { exact: true })).toBeVisible({ timeout: 45_000 });
}

/** Waits until the route shows its heading and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached({ timeout: 30_000 });
  await expect(page.locator(".loading-block, .skeleton, [aria-busy='true']")).toHaveCount(0, { timeout: 30_000 });
}

async function logIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto(`${stackInfo().api}/login`);
  const main = page.getByRole("main");
  await main.getByLabel(text("en", "account:email")).fill(account.email);
  await main.getByLabel(text("en", "account:password"), { exact: true }).fill(account.password);
  await main.getByRole("button", { name: text("en", "account:log_in"), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

test("follows the system's dark scheme, and the switch shows it pressed", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await openExchange(page);
  expect(await theme(page)).toBe("dark");
  expect(await background(page)).toBe(BACKGROUND.dark);
  await expect(darkSwitch(page)).toHaveAttribute("aria-pressed", "true");
  await context.close();
});

test("the switch overrides a light system, survives a reload, and gives the page back to the system when turned off", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "light" });
  const page = await context.newPage();
  await openExchange(page);
  expect(await theme(page)).toBe("light");
  expect(await background(page)).toBe(BACKGROUND.light);
  await expect(darkSwitch(page)).toHaveAttribute("aria-pressed", "false");

  await darkSwitch(page).focus();
  await page.keyboard.press("Enter");
  await expect(darkSwitch(page)).toHaveAttribute("aria-pressed", "true");
  expect(await theme(page)).toBe("dark");
  await page.reload();
  await expect(page.getByLabel(text("en", "exchange:from_amount"), { exact: true })).toBeVisible({ timeout: 45_000 });
  expect(await theme(page)).toBe("dark");
  await expect(darkSwitch(page)).toHaveAttribute("aria-pressed", "true");

  // Turned off on a light system: no choice is kept, so the page follows the system from then on.
  await darkSwitch(page).click();
  expect(await theme(page)).toBe("light");
  expect(await page.evaluate(() => localStorage.getItem("user-theme"))).toBeNull();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => theme(page)).toBe("dark");
  await context.close();
});

test("the stored theme is on the page before any of the app's code runs, allowed by the page's CSP", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "light" });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${stackInfo().api}/about`);
  await page.evaluate(() => localStorage.setItem("user-theme", "dark"));
  // The app's scripts never arrive: what shows is the page as the server sent it, painted once.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator(".boot-title")).toBeVisible();
  expect(await theme(page)).toBe("dark");
  expect(await background(page)).toBe(BACKGROUND.dark);
  expect(refused).toEqual([]);
  await context.close();
});

/** A context with the system in `scheme`, logged in as `account` when given. */
async function themedContext(browser: Browser, scheme: "light" | "dark", account?: TestAccount): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (account) await logIn(page, account);
  return { context, page };
}

test("axe finds no serious violation, colour contrast included, on every route in the dark theme", async ({ browser }) => {
  test.setTimeout(300_000);
  const account = await eligibleAccount();
  const made = await makeTrades(account.id, [{ to: "DAI", count: 1, eth: "0.001" }, { to: "USDC", count: 1, eth: "0.001" }]);
  await linkWalletToAccount(account.token, account.id);
  await waitUntilIndexed(account.token, made.trades);
  const visitorOnly: RouteName[] = ["Register", "Login", "RegisterStatus", "ConfirmEmail", "ResetPassword", "SendConfirmationEmail"];
  for (const who of ["visitor", "user"] as const) {
    const { context, page } = await themedContext(browser, "dark", who === "user" ? account : undefined);
    await page.goto(`${stackInfo().api}/`);
    await acceptCookies(page);
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      if (who === "user" && visitorOnly.includes(name)) continue;
      await test.step(`${who}: ${name}`, async () => {
        await page.goto(`${stackInfo().api}${ROUTES[name].path}`);
        await settled(page);
        expect(await theme(page)).toBe("dark");
        expect({ route: name, violations: await seriousViolations(page) }).toEqual({ route: name, violations: [] });
      });
    }
    await context.close();
  }
});

test("screenshots of the exchange and the trade history at 1280 and 375 px, English and Thai, light and dark", async ({ browser }) => {
  test.setTimeout(300_000);
  const account = await eligibleAccount();
  const made = await makeTrades(account.id, [{ to: "DAI", count: 2, eth: "0.001" }, { to: "USDC", count: 1, eth: "0.002" }]);
  await linkWalletToAccount(account.token, account.id);
  await waitUntilIndexed(account.token, made.trades);
  for (const scheme of ["light", "dark"] as const) {
    const { context, page } = await themedContext(browser, scheme, account);
    await page.goto(`${stackInfo().api}/`);
    await acceptCookies(page);
    for (const lang of ["en", "th"] as const) {
      if (lang === "th") await page.getByRole("button", { name: /^TH / }).click();
      for (const [name, route] of [["exchange", "/"], ["history", "/trade-history"]] as const) {
        await page.goto(`${stackInfo().api}${route}`);
        await settled(page);
        if (name === "history") await expect(page.locator("table tbody tr")).toHaveCount(3);
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
          await page.screenshot({ path: path.join(SHOTS, `theme-${name}-${scheme}-${lang}-${width}.png`), fullPage: true });
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
    await context.close();
  }
});
