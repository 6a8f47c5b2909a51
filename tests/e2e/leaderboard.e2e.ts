/**
 * The leaderboard in the browser (spec 3, decisions.md): eleven traders sell ETH from their own
 * wallets on the stack's chain, the blocks are mined 12 deep and the indexer counts them; a
 * trader outside the top ten logs in and sees the campaign, the totals, the board and their card
 * with the amount to be winner. The refresh runs on Playwright's clock: a new request and new
 * figures every 30 s, a failed request stops it (with the error and a retry), a hidden tab pauses
 * it, and the ended banner shows once the campaign is over. The price table draws a 24 h line per
 * token. axe checks each screen; screenshots at 1280 and 375 px in English and Thai go to
 * tests/e2e/artifacts/screenshots.
 */
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { formatLeaderboardUsd, LEADERBOARD_SIZE } from "../../core/history/leaderboard";
import { LEADERBOARD_REFRESH_MS } from "../../core/history/leaderboard-refresh";
import { acceptCookies, openExchange } from "./support/app";
import { seriousViolations } from "./support/a11y";
import { fundedWallet, leaderboardOf, mineBlocks, sellEth } from "./support/campaign-trades";
import { stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";
import { registeredAccount, type TestAccount } from "./support/users";

const SHOTS = path.join(__dirname, "artifacts", "screenshots");
const STATS_PATH = "/v1/api/top-trader-event/stats";
const isStats = (request: Request) => new URL(request.url()).pathname === STATS_PATH;

test.describe.configure({ mode: "serial" });

let me: TestAccount;
let rivals: TestAccount[] = [];

async function shots(page: Page, name: string, lang: Lang): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Waits until the stack's indexer counted the trades (12 blocks deep) and `check` holds for the trader's board. */
async function boardOf(account: TestAccount, check: (stats: Awaited<ReturnType<typeof leaderboardOf>>) => boolean) {
  await expect.poll(async () => check(await leaderboardOf(account)), { timeout: 45_000, intervals: [500, 1_000] }).toBe(true);
  return leaderboardOf(account);
}

/** Opens the leaderboard as a visitor, follows its login link and logs in; back on the board. */
async function logInToBoard(page: Page, account: TestAccount): Promise<void> {
  await page.goto(`${stackInfo().api}/leaderboard`);
  const login = page.getByRole("link", { name: text("en", "leaderboard:login_action") });
  await expect(login).toBeVisible({ timeout: 45_000 });
  await acceptCookies(page);
  await login.click();
  await expect(page).toHaveURL(/\/login\?next=Leaderboard/);
  const main = page.getByRole("main");
  await main.getByLabel(text("en", "account:email")).fill(account.email);
  await main.getByLabel(text("en", "account:password"), { exact: true }).fill(account.password);
  await main.getByRole("button", { name: text("en", "account:log_in"), exact: true }).click();
  await expect(page).toHaveURL(/\/leaderboard$/, { timeout: 30_000 });
  await expect(page.getByTestId("my-standing")).toBeVisible({ timeout: 30_000 });
}

/** Makes the page report itself hidden or visible, as switching tabs does, and tells it so. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (isHidden ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

/** Stops the page's clock where it is: timers fire only when the test runs the clock. */
async function pauseClock(page: Page): Promise<void> {
  // A second ahead: the page's time keeps flowing while this call travels, and pausing never goes back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** Lets the page's time flow for `work` (axe schedules its own timers), then stops it again. */
async function withRunningClock(page: Page, work: () => Promise<void>): Promise<void> {
  await page.clock.resume();
  await work();
  await pauseClock(page);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Ten rivals each sell more than the trader does, so the trader starts outside the top ten.
  rivals = [];
  for (let i = 0; i < LEADERBOARD_SIZE; i++) {
    const rival = await registeredAccount();
    await sellEth(await fundedWallet(rival, "0.3"), i === 0 ? "0.3" : "0.2");
    rivals.push(rival);
  }
  me = await registeredAccount();
  await sellEth(await fundedWallet(me, "1.2"), "0.01");
  await mineBlocks(12);
  await boardOf(me, (s) => s.myStat !== null && s.userTopTrade.length === LEADERBOARD_SIZE);
});

test("a trader outside the top ten sees the campaign, the totals, the board, the chart and the amount to be winner", async ({ page }) => {
  test.setTimeout(180_000);
  const stats = await leaderboardOf(me);
  expect(stats.myStat!.rank).toBeGreaterThan(LEADERBOARD_SIZE);
  await logInToBoard(page, me);

  await test.step("the campaign, totals and the trader's own card", async () => {
    await expect(page.getByRole("heading", { level: 1, name: text("en", "leaderboard:title") })).toBeVisible();
    await expect(page.getByText(/^Campaign: .+ to .+ \(Bangkok time\)$/)).toBeVisible();
    await expect(page.getByTestId("campaign-ended")).toHaveCount(0);
    await expect(page.getByTestId("top-token")).toHaveText("ETH");
    await expect(page.getByTestId("total-volume")).toHaveText(/^[\d,]+\.\d{2} USD$/);
    const card = page.getByTestId("my-standing");
    await expect(card).toContainText(`#${stats.myStat!.rank}`);
    await expect(card.getByTestId("amount-to-be-winner")).toHaveText(`${formatLeaderboardUsd(stats.amountToBeWinnerUsdCents)} USD`);
    await expect(card).toContainText(text("en", "leaderboard:amount_to_be_winner_text", { amount: formatLeaderboardUsd(stats.amountToBeWinnerUsdCents), count: "10" }));
    await expect(page.getByText(text("en", "leaderboard:confirmations", { count: "12" }))).toBeVisible();
  });

  await test.step("the top ten, none of them the trader, and the chart of their volumes with its text", async () => {
    const board = page.getByRole("table", { name: text("en", "leaderboard:board_caption", { count: "10" }) });
    await expect(board.locator("tbody tr")).toHaveCount(LEADERBOARD_SIZE);
    await expect(board.locator("tbody tr").first()).toContainText(stats.userTopTrade[0]!.email);
    await expect(board.locator('tr[aria-current="true"]')).toHaveCount(0);
    const chart = page.getByRole("figure", { name: text("en", "leaderboard:chart_title") });
    await expect(chart.getByRole("listitem")).toHaveCount(LEADERBOARD_SIZE);
    await expect(chart.getByRole("listitem").first()).toContainText(`#1 ${stats.userTopTrade[0]!.email}`);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, "leaderboard", "en");
  });

  await test.step("on a phone the board shows the top three until expanded", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    const rows = page.locator("#lb-table tbody tr");
    await expect(rows).toHaveCount(3);
    const expand = page.getByRole("button", { name: text("en", "leaderboard:show_top", { count: "10" }) });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expand.focus();
    await page.keyboard.press("Enter");
    await expect(rows).toHaveCount(LEADERBOARD_SIZE);
    await expect(page.getByRole("button", { name: text("en", "leaderboard:show_fewer", { count: "3" }) })).toHaveAttribute("aria-expanded", "true");
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("in Thai", async () => {
    await page.getByRole("button", { name: /^TH / }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect(page.getByRole("heading", { level: 1, name: text("th", "leaderboard:title") })).toBeVisible();
    await expect(page.getByTestId("amount-to-be-winner")).toHaveText(`${formatLeaderboardUsd(stats.amountToBeWinnerUsdCents)} USD`);
    await expect(page.getByText(text("th", "leaderboard:confirmations", { count: "12" }))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, "leaderboard", "th");
    await page.getByRole("button", { name: /^EN / }).click();
  });
});

test("the board refreshes every 30 s with new figures, stops on an error until retried, pauses while hidden, and shows the ended banner", async ({ page }) => {
  test.setTimeout(180_000);
  const requests: string[] = [];
  page.on("request", (request) => {
    if (isStats(request)) requests.push(request.url());
  });
  await page.clock.install();
  await logInToBoard(page, me);
  const card = page.getByTestId("my-standing");
  const status = page.getByTestId("refresh-status");
  await expect(card.getByTestId("amount-to-be-winner")).toBeVisible();
  // From here the page's time moves only when the test moves it.
  await pauseClock(page);

  /** Runs the page's clock `ms` and waits for the refresh it sends to be on screen (its "Updated at" time changes). */
  const refreshAfter = async (ms: number) => {
    const before = (await status.textContent()) ?? "";
    const request = page.waitForRequest(isStats);
    await page.clock.runFor(ms);
    await request;
    await expect(status).not.toHaveText(before);
  };

  await test.step("the next request brings the new figures: the trader entered the top ten", async () => {
    const seen = requests.length;
    await sellEth(await fundedWallet(me, "1"), "1");
    await mineBlocks(12);
    const after = await boardOf(me, (s) => (s.myStat?.rank ?? 99) <= LEADERBOARD_SIZE);
    expect(requests.length).toBe(seen);
    await refreshAfter(LEADERBOARD_REFRESH_MS);
    await expect(card).toContainText(text("en", "leaderboard:on_board", { count: "10" }));
    await expect(card.getByTestId("amount-to-be-winner")).toHaveCount(0);
    const mine = page.locator('#lb-table tr[aria-current="true"]');
    await expect(mine).toContainText(me.email);
    await expect(mine.locator("td").first()).toHaveText(`${after.myStat!.rank}`);
    await expect(page.getByRole("figure", { name: text("en", "leaderboard:chart_title") }).locator("li.is-highlight")).toContainText(me.email);
  });

  await test.step("the refresh after that comes 30 s after the last answer, not before", async () => {
    const seen = requests.length;
    await page.clock.runFor(LEADERBOARD_REFRESH_MS - 1_000);
    expect(requests.length).toBe(seen);
    await refreshAfter(1_000);
    expect(requests.length).toBe(seen + 1);
  });

  await test.step("a failed refresh stops the refresh, keeps the figures, shows the error and a retry", async () => {
    const beforeError = (await status.textContent()) ?? "";
    await page.route((url) => url.pathname === STATS_PATH, (route) => route.fulfill({ status: 503, json: { code: "SERVICE_UNAVAILABLE", message: "down for a moment" } }), { times: 1 });
    await page.clock.runFor(LEADERBOARD_REFRESH_MS);
    const alert = page.getByRole("alert").filter({ hasText: text("en", "leaderboard:refresh_stopped") });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("button", { name: text("en", "leaderboard:retry") })).toBeVisible();
    await expect(card).toContainText(text("en", "leaderboard:on_board", { count: "10" }));
    const stoppedAt = requests.length;
    await page.clock.runFor(4 * LEADERBOARD_REFRESH_MS);
    expect(requests.length).toBe(stoppedAt);
    // Nothing is scheduled while stopped, so the page's time may run for axe and the screenshots.
    await withRunningClock(page, async () => {
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, "leaderboard-stopped", "en");
    });
    const retried = page.waitForRequest(isStats);
    await alert.getByRole("button", { name: text("en", "leaderboard:retry") }).click();
    await retried;
    await expect(alert).toBeHidden();
    // The retry's answer is on screen once its time is newer than before the error; then refreshing goes on.
    await expect(status).not.toHaveText(beforeError);
    await refreshAfter(LEADERBOARD_REFRESH_MS);
  });

  await test.step("a hidden tab sends nothing; shown again after the interval, it refreshes at once", async () => {
    const beforeHidden = (await status.textContent()) ?? "";
    await setHidden(page, true);
    await expect(status).toContainText(text("en", "leaderboard:paused"));
    const hiddenAt = requests.length;
    await page.clock.runFor(3 * LEADERBOARD_REFRESH_MS);
    expect(requests.length).toBe(hiddenAt);
    const resumed = page.waitForRequest(isStats);
    await setHidden(page, false);
    await resumed;
    await expect(status).not.toContainText(text("en", "leaderboard:paused"));
    await expect(status).not.toHaveText(beforeHidden);
    expect(requests.length).toBe(hiddenAt + 1);
  });

  await test.step("once the campaign is over, the ended banner shows", async () => {
    const { campaign } = await leaderboardOf(me);
    await expect(page.getByTestId("campaign-ended")).toHaveCount(0);
    await page.clock.setSystemTime((campaign.endTimestamp + 60) * 1000);
    await refreshAfter(LEADERBOARD_REFRESH_MS);
    await expect(page.getByTestId("campaign-ended")).toHaveText(text("en", "leaderboard:campaign_ended"));
    await page.clock.resume();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the price table draws each token's 24-hour line after the table shows", async ({ page }) => {
  const series: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/v1/api/assets/price-series") series.push(request.url());
  });
  await openExchange(page);
  await acceptCookies(page);
  const table = page.getByRole("table", { name: text("en", "market:prices_title") });
  await expect(table.getByRole("row")).not.toHaveCount(1);
  const eth = page.getByRole("img", { name: /^ETH over 24 hours: from [\d,.]+ to [\d,.]+ USD, low [\d,.]+, high [\d,.]+$/ });
  await expect(eth).toBeVisible({ timeout: 30_000 });
  await expect(eth.locator("path")).toHaveAttribute("d", /^M0 [\d.]+( L[\d.]+ [\d.]+)+$/);
  // One request serves every row's line.
  expect(series).toHaveLength(1);
  const lines = table.locator("svg.sparkline");
  expect(await lines.count()).toBeGreaterThanOrEqual(2);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, "exchange-sparklines", "en");
  await page.getByRole("button", { name: /^TH / }).click();
  await expect(page.getByRole("img", { name: /^ETH ในรอบ 24 ชั่วโมง/ })).toBeVisible();
  await shots(page, "exchange-sparklines", "th");
});
