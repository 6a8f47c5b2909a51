/**
 * The whole journey in the browser: a new trader registers, confirms the email from the outbox
 * link, fills the KYC wizard, is approved by the operator with `kul admin kyc approve`, takes the
 * suitability and knowledge tests, connects a wallet of its own, swaps ETH to DAI, finds the trade
 * in the history with its THB value and downloads the CSV, and opens the referral program and the
 * leaderboard. Then every route of the app, as the visitor, the unconfirmed user or the trader it
 * is meant for, at 1280 and 375 px, in English and Thai, light and dark, with axe on each, kept as
 * tests/e2e/artifacts/screenshots/journey-<route>-<lang>-<theme>-<width>.png.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { parseUnits } from "ethers";
import { formatSignificant, shortHex } from "../../../core/exchange/format";
import { parseCsvRecords } from "../../../core/history/csv";
import { formatThb } from "../../../core/history/thb-value";
import { ROUTES, type RouteName } from "../../../web/src/config/paths";
import { seriousViolations, type Violation } from "../support/a11y";
import { acceptCookies, chooseToken, connectWallet, dialog, enterFromAmount, exchangeButton, openExchange } from "../support/app";
import { serverTradeHashes } from "../support/history";
import { operatorKul } from "../support/operator-cli";
import { deploymentInfo, stackInfo } from "../support/stack-info";
import { text, type Lang } from "../support/texts";
import { confirmationLink, registeredAccount } from "../support/users";
import { fillKycWizard, registerInBrowser, takeKnowledgeTest, takeSuitabilityTest } from "./journey-steps";
import { installJourneyWallet } from "./journey-wallet";

test.describe.configure({ mode: "serial" });

const SHOTS = path.join(__dirname, "..", "artifacts", "screenshots");
const origin = () => stackInfo().api;

/** The trader the journey made, for the route matrix afterwards. */
let trader: Readonly<{ email: string; password: string }> | undefined;

/** A CSV data row as the history table shows it: Bangkok date, signed amounts, THB grouped, short hash. */
function expectedRow(record: readonly string[]): string[] {
  const [, date = "", fromToken = "", fromAmount = "", toToken = "", toAmount = "", thb = "", hash = ""] = record;
  const decimals = (code: string) => deploymentInfo().tokens?.[code]?.decimals ?? 18;
  const amount = (value: string, code: string) => formatSignificant(parseUnits(value, decimals(code)), decimals(code), undefined, { group: true });
  return [date.slice(0, 10), `-${amount(fromAmount, fromToken)} ${fromToken}`, `+${amount(toAmount, toToken)} ${toToken}`, formatThb(BigInt(thb.replace(".", ""))), shortHex(hash)];
}

/** The session's access token, as the app keeps it in its cookie. */
async function accessToken(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((c) => c.name === "kul_accessToken")?.value;
  if (!token) throw new Error("the browser holds no session");
  return token;
}

test("a new trader registers, is verified, takes both tests, swaps ETH to DAI and finds the trade in the history and its CSV", async ({ page, context }) => {
  test.setTimeout(480_000);
  const email = `journey-${randomUUID().slice(0, 8)}@kulswap-tests.example.com`;
  const password = "Journey#2026tests";
  const wallet = await installJourneyWallet(page, email);
  // The rewards' congratulations come when the server grants them; the trader reads and closes them.
  const congratulated: string[] = [];
  await page.addLocatorHandler(dialog(page, text("en", "account:congrats_title")), async (congrats) => {
    congratulated.push((await congrats.textContent()) ?? "");
    await congrats.getByRole("button", { name: text("en", "account:congrats_ok") }).click();
  });

  await test.step("registers in the browser", async () => {
    await registerInBrowser(page, email, password);
    await expect(page.getByText(text("en", "account:register_status_text", { email }))).toBeVisible();
  });

  await test.step("confirms the email from the link in the outbox", async () => {
    const link = await confirmationLink({ email, password, id: "", token: "" });
    // The server builds the link on its web origin; the same path and query on the stack's origin.
    await page.goto(`${origin()}${link.pathname}${link.search}`);
    await expect(page.getByRole("status").filter({ hasText: text("en", "account:confirm_email_success") })).toBeVisible({ timeout: 30_000 });
  });

  await test.step("fills the KYC wizard and submits it", async () => {
    await page.goto(`${origin()}/kyc`);
    await fillKycWizard(page);
  });

  await test.step("the operator approves the KYC with kul admin kyc approve", async () => {
    const answer = await operatorKul(["admin", "kyc", "approve", email]);
    expect(answer).toMatchObject({ ok: true, kycStatus: "APPROVED" });
  });

  await test.step("takes the suitability test, then the knowledge test", async () => {
    await takeSuitabilityTest(page);
    await takeKnowledgeTest(page);
  });

  let hash = "";
  await test.step("connects the wallet and swaps ETH to DAI", async () => {
    await openExchange(page);
    await connectWallet(page);
    await chooseToken(page, "From", "ETH");
    await chooseToken(page, "To", "DAI");
    await enterFromAmount(page, "0.2");
    await exchangeButton(page, "Swap").click();
    const confirm = dialog(page, "Confirm swap");
    await expect(confirm).toBeVisible({ timeout: 30_000 });
    await expect(confirm).toContainText("0.2");
    await confirm.getByRole("button", { name: "Confirm swap" }).click();
    const done = dialog(page, "Swap complete");
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toContainText(/You received [\d,.]+ DAI/);
    await done.getByRole("button", { name: "Done" }).click();
    await expect(done).toBeHidden();
    expect(wallet.sent).toHaveLength(1);
    hash = wallet.sent[0]!.toLowerCase();
  });

  await test.step("finds the trade in the history with its THB value, and the same row in the CSV", async () => {
    const token = await accessToken(context);
    // The server indexes the chain on its own schedule: ask it until the trade is listed.
    await expect.poll(() => serverTradeHashes(token), { timeout: 60_000 }).toContain(hash);
    await page.goto(`${origin()}/trade-history`);
    await expect(page.getByRole("heading", { level: 1, name: text("en", "history:title") })).toBeVisible({ timeout: 30_000 });
    const rows = page.getByRole("table", { name: /^Trade history/ }).locator("tbody tr");
    await expect(rows).toHaveCount(1);
    const cells = (await rows.first().locator("td").allInnerTexts()).map((cell) => cell.trim());
    expect(cells[1]).toBe("-0.2 ETH");
    expect(cells[2]).toMatch(/^\+[\d,.]+ DAI$/);
    // The value in THB, 2 decimals, more than nothing.
    expect(cells[3]).toMatch(/^[\d,]+\.\d{2}$/);
    expect(Number(cells[3]!.replace(/,/g, ""))).toBeGreaterThan(0);
    expect(cells[4]).toBe(shortHex(hash));
    // The local network has no block explorer: the short hash shows without a link.
    await expect(rows.first().getByRole("link")).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: text("en", "history:download_csv") }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${email.replace(/[.+]/g, "\\$&")}_TX_\\d{13}\\.csv$`));
    const records = parseCsvRecords(await readFile(await download.path(), "utf8"), 3);
    expect(records[0]).toEqual(["Full Name", "Date", "From Token", "From Amount", "To Token", "To Amount", "Value (THB)", "Transaction Hash"]);
    expect(records).toHaveLength(2);
    expect(records[1]![7]).toBe(hash);
    expect(expectedRow(records[1]!)).toEqual(cells);
  });

  await test.step("opens the referral program and the leaderboard", async () => {
    await page.goto(`${origin()}/referral-program`);
    await expect(page.getByRole("heading", { level: 1, name: text("en", "referral:title") })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: text("en", "referral:invite_title") })).toBeVisible();
    await page.goto(`${origin()}/leaderboard`);
    await expect(page.getByRole("heading", { level: 1, name: text("en", "leaderboard:title") })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: text("en", "leaderboard:board_title") })).toBeVisible();
  });

  // Registration and the submitted KYC each earn KUL, announced once.
  expect(congratulated.length).toBeGreaterThan(0);
  trader = { email, password };
});

type Who = "visitor" | "unconfirmed" | "trader";

/** Who opens each route in the matrix: the visitor the guest pages are for, the unconfirmed user the status pages are for, else the trader. */
function whoOpens(name: RouteName): Who {
  if (["Register", "Login", "ConfirmEmail", "ResetPassword", "ForgotPassword"].includes(name)) return "visitor";
  if (ROUTES[name].access === "inactive" || name === "SendConfirmationEmail") return "unconfirmed";
  return "trader";
}

/** Waits until the route shows its heading and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached({ timeout: 30_000 });
  await expect(page.locator(".loading-block, .skeleton, [aria-busy='true']")).toHaveCount(0, { timeout: 30_000 });
}

/** A browser context for `who`, logged in through the login page when it is a user, the cookie bar answered. */
async function contextFor(browser: Browser, who: Who, account?: Readonly<{ email: string; password: string }>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ colorScheme: "light", locale: "en-US", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin()}/login`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 45_000 });
  await acceptCookies(page);
  if (who !== "visitor" && account) {
    const main = page.getByRole("main");
    await main.getByLabel(text("en", "account:email")).fill(account.email);
    await main.getByLabel(text("en", "account:password"), { exact: true }).fill(account.password);
    await main.getByRole("button", { name: text("en", "account:log_in"), exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  }
  return { context, page };
}

/** Switches the app's language with the header's switch (at desktop width, where the header shows it). */
async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  const current = await page.locator("html").getAttribute("lang");
  if (current !== lang) await page.getByRole("button", { name: new RegExp(`^${lang.toUpperCase()} `) }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

test("every route at 1280 and 375 px, in English and Thai, light and dark, with no serious accessibility violation", async ({ browser }) => {
  test.setTimeout(900_000);
  if (!trader) throw new Error("the journey made no trader");
  const unconfirmed = await registeredAccount();
  const accounts: Record<Who, Readonly<{ email: string; password: string }> | undefined> = { visitor: undefined, unconfirmed, trader };
  const names = Object.keys(ROUTES) as RouteName[];
  const found: { route: string; lang: Lang; theme: string; violations: Violation[] }[] = [];
  let shots = 0;

  for (const who of ["visitor", "unconfirmed", "trader"] as const) {
    const routes = names.filter((name) => whoOpens(name) === who);
    const { context, page } = await contextFor(browser, who, accounts[who]);
    // Dialogs granted on a first login cover the page; the user closes them.
    await page.addLocatorHandler(dialog(page, /^(Congratulations!|ยินดีด้วย)/), async (congrats) => {
      await congrats.getByRole("button").last().click();
    });
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      for (const lang of ["en", "th"] as const) {
        await switchLanguage(page, lang);
        for (const name of routes) {
          await test.step(`${who}: ${name} in ${lang}, ${theme}`, async () => {
            await page.setViewportSize({ width: 1280, height: 900 });
            await page.goto(`${origin()}${ROUTES[name].path}`);
            await settled(page);
            await expect(page.locator("html")).toHaveAttribute("lang", lang);
            await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
            const violations = await seriousViolations(page);
            if (violations.length > 0) found.push({ route: name, lang, theme, violations });
            for (const width of [1280, 375]) {
              await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
              await page.evaluate(() => window.scrollTo(0, 0));
              await page.screenshot({ path: path.join(SHOTS, `journey-${name}-${lang}-${theme}-${width}.png`), fullPage: true });
              shots += 1;
            }
          });
        }
      }
    }
    await context.close();
  }
  expect(shots).toBe(names.length * 2 * 2 * 2);
  expect(found).toEqual([]);
});
