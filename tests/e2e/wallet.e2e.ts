/** Connecting the injected wallet: balances, the wrong network and its one-click fix, disconnect. */
import { expect, test } from "./support/fixtures";
import { connectWallet, openExchange } from "./support/app";
import { LOCAL_CHAIN_ID, MAINNET_CHAIN_ID } from "./support/test-wallet";

test.describe("a visitor with a browser wallet", () => {
  test.use({ walletChoice: { accountIndex: 1 } });

  test("connects and sees the wallet's balances", async ({ page, wallet }) => {
    await openExchange(page);
    await connectWallet(page);
    const assets = page.getByRole("region", { name: "Your assets" });
    // kul up funds each account with 10,000 test ether and 100,000 USD of every token.
    await expect(assets.getByLabel("ETH balance")).toHaveText("10,000");
    await expect(assets.getByLabel("DAI balance")).toHaveText("100,000");
    await expect(assets.getByLabel("USDC balance")).toHaveText("100,000");
    // The short address of the connected account, as the panel shows it (0x709…c79c8).
    await expect(assets).toContainText(new RegExp(`${wallet.address.slice(0, 5)}\\w*…\\w*${wallet.address.slice(-4)}`, "i"));
    expect(wallet.calls).toContain("eth_requestAccounts");
  });

  test("disconnects and offers the connector again", async ({ page, wallet }) => {
    await openExchange(page);
    await connectWallet(page);
    expect(wallet.calls).toContain("eth_requestAccounts");
    await page.getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByRole("region", { name: "Your assets" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Connect wallet", exact: true }).first()).toBeVisible();
  });

  test("follows the network the user picks inside the wallet, both ways", async ({ page, wallet }) => {
    await openExchange(page);
    await connectWallet(page);
    const banner = page.getByRole("alert").filter({ hasText: "Wrong network" });
    await expect(banner).toBeHidden();
    await wallet.userSwitchesTo(MAINNET_CHAIN_ID);
    await expect(banner).toBeVisible();
    await wallet.userSwitchesTo(LOCAL_CHAIN_ID);
    await expect(banner).toBeHidden();
  });
});

test.describe("a wallet on another network", () => {
  test.use({ walletChoice: { accountIndex: 1, chainId: MAINNET_CHAIN_ID } });

  test("shows the wrong-network banner, and Switch network fixes it", async ({ page, wallet }) => {
    await openExchange(page);
    await page.getByRole("button", { name: "Connect wallet", exact: true }).first().click();
    await page.getByRole("dialog", { name: "Connect wallet" }).getByRole("button", { name: /KUL Test Wallet/ }).click();
    const banner = page.getByRole("alert").filter({ hasText: "Wrong network" });
    await expect(banner).toBeVisible();
    // Spec 1 section 8: a 5-second toast says so as well.
    await expect(page.getByRole("alert").filter({ hasText: /This network is not supported\. Please switch your wallet network to \S/ })).toBeVisible();
    await banner.getByRole("button", { name: "Switch network" }).click();
    await expect(banner).toBeHidden();
    expect(wallet.chainId()).toBe(LOCAL_CHAIN_ID);
    expect(wallet.calls).toContain("wallet_switchEthereumChain");
    await expect(page.getByRole("region", { name: "Your assets" })).toContainText(/DAI/);
  });
});
