/**
 * An eligible user's swaps, end to end: log in from the flow, ETH to DAI, then DAI to USDC through
 * the approval, with the in-process and result dialogs, the bell and the trade history.
 */
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { acceptCookies, chooseToken, connectWallet, dialog, enterFromAmount, exchangeButton, logInInDialog, openExchange } from "./support/app";
import { serverTradeHashes } from "./support/history";
import { stackInfo } from "./support/stack-info";
import { eligibleAccount } from "./support/users";

test.use({ walletChoice: { accountIndex: 2 } });
const shot = (name: string) => ({ path: path.join(__dirname, "artifacts", "screenshots", `swap-${name}.png`) });

test("an eligible user swaps ETH to DAI, then DAI to USDC through the approval", async ({ page, wallet }) => {
  test.setTimeout(240_000);
  const account = await eligibleAccount();
  await openExchange(page);
  await acceptCookies(page);
  await connectWallet(page);

  await test.step("ETH to DAI, logging in when the flow asks", async () => {
    await chooseToken(page, "From", "ETH");
    await chooseToken(page, "To", "DAI");
    await enterFromAmount(page, "0.5");
    await exchangeButton(page, "Swap").click();
    await logInInDialog(page, account);
    const confirm = dialog(page, "Confirm swap");
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText("0.5");
    await page.screenshot(shot("confirm"));
    // Held in the mempool, so the in-process dialog is seen for as long as the network takes.
    wallet.holdNextSend();
    await confirm.getByRole("button", { name: "Confirm swap" }).click();
    const inProcess = dialog(page, "Transaction in process");
    await expect(inProcess).toBeVisible();
    await expect(inProcess).toContainText(/0x[0-9a-f]{3}…[0-9a-f]{5}/i);
    await wallet.mineHeld();
    const done = dialog(page, "Swap complete");
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toContainText(/You received [\d,.]+ DAI/);
    await page.screenshot(shot("complete"));
    await done.getByRole("button", { name: "Done" }).click();
    await expect(done).toBeHidden();
  });

  await test.step("DAI to USDC: the approval first, then the swap", async () => {
    await chooseToken(page, "From", "DAI");
    await chooseToken(page, "To", "USDC");
    await enterFromAmount(page, "100");
    await exchangeButton(page, "Approve DAI").click();
    const allow = dialog(page, "Allow DAI");
    await expect(allow).toBeVisible();
    await allow.getByRole("button", { name: "Approve DAI" }).click();
    const confirm = dialog(page, "Confirm swap");
    await expect(confirm).toBeVisible({ timeout: 30_000 });
    await confirm.getByRole("button", { name: "Confirm swap" }).click();
    const done = dialog(page, "Swap complete");
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toContainText(/You received [\d,.]+ USDC/);
    await done.getByRole("button", { name: "Done" }).click();
    // Approved once, unlimited by default: the next DAI trade goes straight to Swap.
    await enterFromAmount(page, "50");
    await expect(exchangeButton(page, "Swap")).toBeEnabled();
  });

  await test.step("the bell lists both swaps as unread, then resets", async () => {
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole("region", { name: "Notifications" });
    await expect(panel).toContainText("Swap ETH for DAI: complete");
    await expect(panel).toContainText("Swap DAI for USDC: complete");
    await page.screenshot(shot("bell"));
    await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  });

  await test.step("the trade history shows both swaps from the server's index", async () => {
    expect(wallet.sent).toHaveLength(3);
    const [ethToDai, , daiToUsdc] = wallet.sent;
    await expect.poll(() => serverTradeHashes(account.token), { timeout: 30_000 }).toEqual(expect.arrayContaining([ethToDai, daiToUsdc]));
    await page.goto(`${stackInfo().api}/trade-history`);
    const table = page.getByRole("table", { name: "Trade history" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "ETH" }).filter({ hasText: "DAI" })).toHaveCount(1);
    await expect(table.getByRole("row").filter({ hasText: "DAI" }).filter({ hasText: "USDC" })).toHaveCount(1);
  });
});
