/**
 * An eligible user's swaps, end to end: log in from the flow, the wallet linked by signing its
 * sign-in message once, ETH to DAI, then DAI to USDC through the approval, with the in-process
 * and result dialogs, then ETH to USDC split over venues that include a Uniswap V3 pool, each trade spending the server's authorization at the router's gate, the bell
 * and the trade history. Then a wallet linked to another account,
 * which moves to the trader only when the wallet signs.
 */
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { acceptCookies, chooseToken, connectWallet, dialog, eligibleAtCard, enterFromAmount, exchangeButton, logInInDialog, openExchange } from "./support/app";
import { serverTradeHashes } from "./support/history";
import { stackInfo } from "./support/stack-info";
import { authorizationsUsed } from "./support/trade-gate";
import { eligibleAccount, linkWallet } from "./support/users";

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
    // The account did not know the wallet: it signed one Sign-In with Ethereum message for this site first.
    expect(wallet.signed).toHaveLength(1);
    expect(wallet.signed[0]).toMatch(new RegExp(`^127\\.0\\.0\\.1:\\d+ wants you to sign in with your Ethereum account:\n${wallet.address}\n\nLink this wallet to my KUL Swap account\\.\n`, "i"));
    expect(wallet.signed[0]).toMatch(/\nChain ID: 31337\nNonce: [0-9a-f]{32}\nIssued At: .+\nExpiration Time: .+$/);
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
    // Linked once: the second trade asked for no signature.
    expect(wallet.signed).toHaveLength(1);
  });

  await test.step("ETH to USDC over several paths (direct and through another token), a Uniswap V3 pool among the venues, each path named with its share", async () => {
    await chooseToken(page, "From", "ETH");
    await chooseToken(page, "To", "USDC");
    // Three ether: more than the V3 0.05 % pool's concentrated range takes at its best price, so other venues share the sale.
    await enterFromAmount(page, "3");
    await exchangeButton(page, "Swap").click();
    const confirm = dialog(page, "Confirm swap");
    await expect(confirm).toBeVisible({ timeout: 30_000 });
    // The route lists its paths, each with its share: the venues of a step joined by "+", steps by "→" through
    // the token between them (a venue's name never breaks across lines: its spaces do not break).
    const route = confirm.locator(".xc-facts > div").filter({ has: page.getByText("Route", { exact: true }) }).locator("dd");
    const paths = route.getByRole("list", { name: /Route over \d+ paths/ }).getByRole("listitem");
    await expect(paths.first()).toContainText(/^\d+% via .*Uniswap\sV3\s0\.(05|3)\s%/);
    await expect(route).toContainText(" + ");
    await expect(paths.filter({ hasText: / → (DAI|USDT|USDC|ETH) → / })).not.toHaveCount(0);
    await page.screenshot(shot("split-route"));
    await confirm.getByRole("button", { name: "Confirm swap" }).click();
    const done = dialog(page, "Swap complete");
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toContainText(/You received [\d,.]+ USDC/);
    await done.getByRole("button", { name: "Done" }).click();
  });

  await test.step("each swap spent one authorization the server issued for this wallet (the router's gate is on)", async () => {
    const [ethToDai, , daiToUsdc] = wallet.sent;
    const used = [...(await authorizationsUsed(ethToDai!)), ...(await authorizationsUsed(daiToUsdc!))];
    expect(used.map((u) => u.trader)).toEqual([wallet.address.toLowerCase(), wallet.address.toLowerCase()]);
    // Ids of the server's one sequence, a new one per trade.
    expect(used[0]!.authId).toBeGreaterThan(0n);
    expect(used[1]!.authId).toBeGreaterThan(used[0]!.authId);
    expect(used[1]!.authId).toBeLessThan(1n << 64n);
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
    expect(wallet.sent).toHaveLength(4);
    const [ethToDai, , daiToUsdc] = wallet.sent;
    await expect.poll(() => serverTradeHashes(account.token), { timeout: 30_000 }).toEqual(expect.arrayContaining([ethToDai, daiToUsdc]));
    await page.goto(`${stackInfo().api}/trade-history`);
    const table = page.getByRole("table", { name: "Trade history" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "ETH" }).filter({ hasText: "DAI" })).toHaveCount(1);
    await expect(table.getByRole("row").filter({ hasText: "DAI" }).filter({ hasText: "USDC" })).toHaveCount(1);
  });
});

test("a wallet linked to another account moves to the trader only when the wallet signs; declining sends nothing", async ({ page, wallet }) => {
  test.setTimeout(240_000);
  const previous = await eligibleAccount();
  await linkWallet(previous, stackInfo().accounts[2]!.privateKey);
  const trader = await eligibleAtCard(page, "ETH", "DAI");
  await enterFromAmount(page, "0.2");
  await exchangeButton(page, "Swap").click();
  await logInInDialog(page, trader);

  await test.step("declining the signature goes back to the form, and nothing is sent", async () => {
    wallet.declineNextSignature();
    await dialog(page, "Confirm swap").getByRole("button", { name: "Confirm swap" }).click();
    await expect(dialog(page, "Confirm swap")).toBeHidden();
    await expect(exchangeButton(page, "Swap")).toBeEnabled();
    expect([wallet.signed, wallet.sent]).toEqual([[], []]);
  });

  await test.step("signing links the wallet to the trader: the trade counts for the trader, no longer for the other account", async () => {
    await exchangeButton(page, "Swap").click();
    await dialog(page, "Confirm swap").getByRole("button", { name: "Confirm swap" }).click();
    const done = dialog(page, "Swap complete");
    await expect(done).toBeVisible({ timeout: 30_000 });
    expect(wallet.signed).toHaveLength(1);
    const [hash] = wallet.sent;
    await expect.poll(() => serverTradeHashes(trader.token), { timeout: 30_000 }).toContain(hash);
    expect(await serverTradeHashes(previous.token)).toEqual([]);
  });
});
