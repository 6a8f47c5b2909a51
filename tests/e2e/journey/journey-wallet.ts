/**
 * The journey's browser wallet: a key of its own (not one of the stack's funded accounts, which
 * other tests use), derived from the account it trades for, given ETH with hardhat_setBalance and
 * installed as the injected test wallet. The node signs for it (hardhat_impersonateAccount), as it
 * does for its development accounts; signatures the app asks for are made with the key.
 */
import type { Page } from "@playwright/test";
import { JsonRpcProvider, Wallet, keccak256, parseEther, toBeHex, toUtf8Bytes } from "ethers";
import { stackInfo } from "../support/stack-info";
import { installTestWallet, LOCAL_CHAIN_ID, type TestWallet } from "../support/test-wallet";

/** The journey wallet's key for an account: a new account always gets a wallet nobody has linked. */
export function journeyWalletKey(accountEmail: string): string {
  return keccak256(toUtf8Bytes(`kul-swap e2e journey wallet ${accountEmail}`));
}

/** Gives the key's address `eth` ETH on the stack's node and lets the node send for it. */
async function fund(address: string, eth: string): Promise<void> {
  const provider = new JsonRpcProvider(stackInfo().rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
  try {
    await provider.send("hardhat_setBalance", [address, toBeHex(parseEther(eth))]);
    await provider.send("hardhat_impersonateAccount", [address]);
  } finally {
    provider.destroy();
  }
}

/**
 * Installs a fresh funded wallet in `page` (before it loads anything) for the account `accountEmail`.
 * @example const wallet = await installJourneyWallet(page, account.email); // then connect it in the app
 */
export async function installJourneyWallet(page: Page, accountEmail: string, eth = "10"): Promise<TestWallet> {
  const key = new Wallet(journeyWalletKey(accountEmail));
  await fund(key.address, eth);
  // The key goes along so the wallet can answer signature requests where it knows how to.
  const options = { address: key.address, privateKey: key.privateKey, rpcUrl: stackInfo().rpcUrl, chainId: LOCAL_CHAIN_ID };
  return installTestWallet(page, options);
}
