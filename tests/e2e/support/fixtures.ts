/**
 * The browser tests' `test`: Playwright's, plus a `wallet` fixture that installs the injected
 * test wallet for one of the stack's funded accounts before the page loads.
 */
import { test as base } from "@playwright/test";
import { stackInfo } from "./stack-info";
import { installTestWallet, LOCAL_CHAIN_ID, type TestWallet, type TestWalletOptions } from "./test-wallet";

/** Per-test wallet choices: which funded account, which network it starts on, a hook before sends. */
export type WalletChoice = Readonly<{ accountIndex: number; chainId?: string; beforeSend?: TestWalletOptions["beforeSend"] }>;

export const test = base.extend<{ walletChoice: WalletChoice; wallet: TestWallet }>({
  walletChoice: [{ accountIndex: 1, chainId: LOCAL_CHAIN_ID }, { option: true }],
  wallet: async ({ page, walletChoice }, use) => {
    const account = stackInfo().accounts[walletChoice.accountIndex];
    if (!account) throw new Error(`the stack has no funded account ${walletChoice.accountIndex}`);
    const wallet = await installTestWallet(page, { address: account.address, privateKey: account.privateKey, rpcUrl: stackInfo().rpcUrl, chainId: walletChoice.chainId, beforeSend: walletChoice.beforeSend });
    await use(wallet);
    // A test that failed while a transaction was held must not leave the shared chain without automine.
    if (wallet.holding()) await wallet.mineHeld();
  },
});

export { expect } from "@playwright/test";
