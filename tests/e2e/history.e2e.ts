/**
 * Trade history end to end (spec 3, Trade History): a user whose linked wallet made 47 trades on
 * the local chain searches by dates and tokens, pages past the first 40 rows (the app asks 40,
 * then 20 after the server's lastEvaluatedKey), and downloads the CSV, whose rows are checked
 * against the rows shown; a search without trades says 'Empty trade' and offers no download.
 * axe checks the page; screenshots at 1280 and 375 px in English and Thai.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { parseUnits } from "ethers";
import { formatSignificant, shortHex } from "../../core/exchange/format";
import { parseCsvRecords } from "../../core/history/csv";
import { defaultHistoryDates } from "../../core/history/history-query";
import { formatThb } from "../../core/history/thb-value";
import { bangkokIsoDate } from "../../core/shared/bangkok-time";
import { seriousViolations } from "./support/a11y";
import { acceptCookies } from "./support/app";
import { linkWalletToAccount, makeTrades, serverTrades, waitUntilIndexed, type MadeTrade } from "./support/history-trader";
import { deploymentInfo, stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";
import { activeAccount, type TestAccount } from "./support/users";

const SHOTS = path.join(__dirname, "artifacts", "screenshots");
const PLAN = [
  { to: "DAI", count: 45, eth: "0.001" },
  { to: "USDC", count: 2, eth: "0.002" },
] as const;
const TOTAL = 47;

let account: TestAccount;
let trades: MadeTrade[];
// The Bangkok days the trades fell on (one day, unless the run crossed midnight).
let firstDay: string;
let lastDay: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  account = await activeAccount("en");
  const made = await makeTrades(account.id, PLAN);
  trades = made.trades;
  await linkWalletToAccount(account.token, account.id);
  firstDay = bangkokIsoDate(trades[0]!.blockTimestamp * 1000);
  lastDay = bangkokIsoDate(trades[trades.length - 1]!.blockTimestamp * 1000);
  // The server indexes the chain on its own schedule: wait until it lists every trade.
  await waitUntilIndexed(account.token, trades);
  expect(await serverTrades(account.token, firstDay, lastDay)).toHaveLength(TOTAL);
});

/** Opens the history through the login guard and logs in there. */
async function openHistory(page: Page): Promise<void> {
  await page.goto(`${stackInfo().api}/trade-history`);
  await expect(page).toHaveURL(/\/login\?next=TradeHistory/, { timeout: 45_000 });
  await acceptCookies(page);
  const main = page.getByRole("main");
  await main.getByLabel(text("en", "account:email")).fill(account.email);
  await main.getByLabel(text("en", "account:password"), { exact: true }).fill(account.password);
  await main.getByRole("button", { name: text("en", "account:log_in"), exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: text("en", "history:title") })).toBeVisible({ timeout: 30_000 });
}

const field = (page: Page, lang: Lang, key: string) => page.getByLabel(text(lang, `history:${key}`), { exact: true });

/** Fills the Search form and searches. */
async function search(page: Page, filter: Readonly<{ start: string; end: string; from?: string; to?: string }>, lang: Lang = "en"): Promise<void> {
  await field(page, lang, "start_date").fill(filter.start);
  await field(page, lang, "end_date").fill(filter.end);
  await field(page, lang, "from_token").selectOption(filter.from ?? "ALL");
  await field(page, lang, "to_token").selectOption(filter.to ?? "ALL");
  await page.getByRole("button", { name: text(lang, "history:search"), exact: true }).click();
}

/** The history table, named by its caption ("Trade history from <start> to <end>"). */
const table = (page: Page, lang: Lang = "en") => page.getByRole("table", { name: new RegExp(`^${text(lang, "history:caption").split("{{")[0]}`) });
const bodyRows = (page: Page, lang: Lang = "en") => table(page, lang).locator("tbody tr");

/** The cells of the rows shown, as the user reads them. */
async function shownRows(page: Page): Promise<string[][]> {
  const rows: Locator[] = await bodyRows(page).all();
  return Promise.all(rows.map(async (row) => (await row.locator("td").allInnerTexts()).map((cell) => cell.trim())));
}

/** How many table, header, row and cell nodes Chromium's accessibility tree holds (not Playwright's own role guess). */
async function tableRolesInBrowser(page: Page): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: { role?: { value?: unknown } }[] };
    const count = (role: string) => nodes.filter((n) => n.role?.value === role).length;
    return { table: count("table"), columnheader: count("columnheader"), row: count("row"), cell: count("cell") };
  } finally {
    await cdp.detach();
  }
}

/** A CSV data row as the table shows it: Bangkok date, signed amounts, THB grouped, short hash. */
function expectedRow(record: readonly string[]): string[] {
  const [, date = "", fromToken = "", fromAmount = "", toToken = "", toAmount = "", thb = "", hash = ""] = record;
  const decimals = (code: string) => deploymentInfo().tokens?.[code]?.decimals ?? 18;
  const amount = (value: string, code: string) => formatSignificant(parseUnits(value, decimals(code)), decimals(code), undefined, { group: true });
  return [date.slice(0, 10), `-${amount(fromAmount, fromToken)} ${fromToken}`, `+${amount(toAmount, toToken)} ${toToken}`, formatThb(BigInt(thb.replace(".", ""))), shortHex(hash)];
}

test("pages past 40 rows (40 first, then 20 after the server's key) and downloads the rows shown as CSV", async ({ page }) => {
  test.setTimeout(120_000);
  const asked: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/v1/api/trade-history") asked.push(url);
  });
  const before = Date.now();
  await openHistory(page);
  const after = Date.now();

  await test.step("the dates default to this month in Bangkok, every token", async () => {
    const start = await field(page, "en", "start_date").inputValue();
    const end = await field(page, "en", "end_date").inputValue();
    expect([defaultHistoryDates(before), defaultHistoryDates(after)]).toContainEqual({ startDate: start, endDate: end });
    await expect(field(page, "en", "from_token")).toHaveValue("ALL");
    await expect(field(page, "en", "to_token")).toHaveValue("ALL");
  });

  const shown: string[][] = [];
  await test.step("Search lists 20 rows a page: pages 1 and 2 from the first 40, page 3 fetched after the key", async () => {
    asked.length = 0;
    await search(page, { start: firstDay, end: lastDay });
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(page.getByRole("navigation", { name: "Trade history pages" })).toContainText("Page 1 of 3 or more");
    expect(asked.map((u) => [u.searchParams.get("limit"), u.searchParams.get("exclusiveStartKey")])).toEqual([["40", null]]);
    shown.push(...(await shownRows(page)));

    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Trade history pages" })).toContainText("Page 2 of 3 or more");
    await expect(bodyRows(page)).toHaveCount(20);
    expect(asked).toHaveLength(1);
    shown.push(...(await shownRows(page)));

    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Trade history pages" })).toContainText("Page 3 of 3");
    await expect(bodyRows(page)).toHaveCount(TOTAL - 40);
    expect(asked.map((u) => u.searchParams.get("limit"))).toEqual(["40", "20"]);
    expect(asked[1]!.searchParams.get("exclusiveStartKey")).toMatch(/^\d+-\d+$/);
    await expect(page.getByRole("button", { name: "Next", exact: true })).toHaveAttribute("aria-disabled", "true");
    shown.push(...(await shownRows(page)));
    // Newest first, every trade once.
    expect(shown.map((row) => row[4])).toEqual([...trades].reverse().map((t) => shortHex(t.hash)));

    await page.getByRole("button", { name: "Previous", exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Trade history pages" })).toContainText("Page 2 of 3");
    expect(asked).toHaveLength(2);
  });

  await test.step("Download CSV saves the server's report under the spec's name, one line per row shown", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${account.email.replace(/[.+]/g, "\\$&")}_TX_\\d{13}\\.csv$`));
    const records = parseCsvRecords(await readFile(await download.path(), "utf8"), TOTAL + 2);
    expect(records[0]).toEqual(["Full Name", "Date", "From Token", "From Amount", "To Token", "To Amount", "Value (THB)", "Transaction Hash"]);
    expect(records).toHaveLength(TOTAL + 1);
    expect(records.slice(1).map(expectedRow)).toEqual(shown);
    expect(records.slice(1).map((r) => r[7])).toEqual([...trades].reverse().map((t) => t.hash));
  });

  await test.step("axe finds nothing serious on the page", async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("filters by token and date; a search without trades says 'Empty trade' and offers no download", async ({ page }) => {
  test.setTimeout(120_000);
  await openHistory(page);

  await test.step("to USDC: the two USDC trades, on one page", async () => {
    await search(page, { start: firstDay, end: lastDay, to: "USDC" });
    await expect(bodyRows(page)).toHaveCount(2);
    for (const row of await shownRows(page)) expect(row[2]).toMatch(/^\+[\d,.]+ USDC$/);
    await expect(page.getByRole("navigation", { name: "Trade history pages" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download CSV" })).toBeEnabled();
  });

  await test.step("from ETH to DAI: the 45 DAI trades over three pages", async () => {
    await search(page, { start: firstDay, end: lastDay, from: "ETH", to: "DAI" });
    await expect(bodyRows(page)).toHaveCount(20);
    for (const row of await shownRows(page)) expect(row[1]).toMatch(/^-0\.001 ETH$/);
    await expect(page.getByRole("navigation", { name: "Trade history pages" })).toContainText("Page 1 of 3 or more");
  });

  await test.step("from DAI: no trade, 'Empty trade', Download CSV disabled", async () => {
    await search(page, { start: firstDay, end: lastDay, from: "DAI" });
    await expect(page.getByText("Empty trade", { exact: true })).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  });

  await test.step("days before the trades: 'Empty trade' again", async () => {
    await search(page, { start: "2025-01-01", end: "2025-01-31" });
    await expect(page.getByText("Empty trade", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  });

  await test.step("a start after the end is refused with a message, and the search is not made", async () => {
    await search(page, { start: "2025-02-01", end: "2025-01-31" });
    await expect(page.getByRole("alert")).toHaveText(text("en", "errors:HISTORY_DATE_RANGE_INVALID"));
    await expect(field(page, "en", "start_date")).toHaveAttribute("aria-invalid", "true");
  });
});

test("reads in Thai and fits a 375 px phone; screenshots at 1280 and 375 px in English and Thai", async ({ page }) => {
  test.setTimeout(120_000);
  await openHistory(page);
  for (const lang of ["en", "th"] as const) {
    if (lang === "th") await page.getByRole("button", { name: /^TH / }).click();
    await expect(page.getByRole("heading", { level: 1, name: text(lang, "history:title") })).toBeVisible();
    await search(page, { start: firstDay, end: lastDay }, lang);
    await expect(bodyRows(page, lang)).toHaveCount(20);
    await expect(page.getByRole("button", { name: text(lang, "history:download_csv") })).toBeEnabled();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
      // Nothing is cut off or scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The cards are still a table to a screen reader: the browser's own accessibility tree says so.
      expect(await tableRolesInBrowser(page)).toEqual({ table: 1, columnheader: 5, row: 21, cell: 100 });
      await page.screenshot({ path: path.join(SHOTS, `history-${lang}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
  }
});
