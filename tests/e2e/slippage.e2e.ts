/**
 * A too-tight slippage: the user allows 0.01 %, another trader moves the pool between the quote
 * and the send, the router refuses the minimum received on chain, and the user gets a clear
 * message with the form as it was.
 */
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { dialog, eligibleAtCard, enterFromAmount, exchangeButton, fromAmount, logInInDialog } from "./support/app";
import { sellEthInto, undoMoves } from "./support/move-market";
import type { MarketMove } from "./support/move-market";

const moves: MarketMove[] = [];
test.use({
  walletChoice: {
    accountIndex: 3,
    // Another account's swap lands after the user signed and before the user's transaction.
    // It sells into every WETH pool the best route may use (DAI directly, or through USDC), enough
    // to move deep pools past the 0.01 % the user allows.
    beforeSend: async () => {
      moves.push(...(await sellEthInto("DAI", "20")));
      moves.push(...(await sellEthInto("USDC", "20")));
    },
  },
});

// The tests that run after this one (the visitor's price table among them) expect the seeded prices.
test.afterAll(async () => {
  await undoMoves(moves);
});

test("a too-tight slippage ends in a clear message with the form intact", async ({ page, wallet }) => {
  test.setTimeout(180_000);
  const account = await eligibleAtCard(page, "ETH", "DAI");

  await page.getByRole("button", { name: "Advanced settings" }).click();
  const slippage = page.getByLabel("Slippage", { exact: true });
  await slippage.fill("0.01");
  await enterFromAmount(page, "1");
  await expect(page.locator("#trading-card")).toContainText("Minimum received (0.01% slippage)");

  await exchangeButton(page, "Swap").click();
  await logInInDialog(page, account);
  const confirm = dialog(page, "Confirm swap");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Confirm swap" }).click();

  const failed = dialog(page, "Swap failed");
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed.getByRole("alert")).toHaveText("The price moved more than your max price slippage, so the trade was not made. Try again or raise the slippage.");
  await page.screenshot({ path: path.join(__dirname, "artifacts", "screenshots", "swap-failed-slippage.png") });
  expect(moves.length).toBeGreaterThan(0);
  expect(wallet.sent).toHaveLength(1);
  await failed.getByRole("button", { name: "Done" }).click();
  await expect(failed).toBeHidden();

  // Nothing the user typed is lost: same pair, same amount, same slippage, ready to try again.
  await expect(page.getByRole("button", { name: "From token: ETH" })).toBeVisible();
  await expect(page.getByRole("button", { name: "To token: DAI" })).toBeVisible();
  await expect(fromAmount(page)).toHaveValue("1");
  await expect(slippage).toHaveValue("0.01");
  await expect(exchangeButton(page, "Swap")).toBeEnabled();
});
