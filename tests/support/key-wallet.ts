/**
 * A wallet held as a private key, for tests in Node: it signs the server's sign-in message with
 * viem's local account, exactly as the CLI's key does, and links itself through the account's
 * own history port (signInWallet), so tests reach the server the way the front doors do.
 */
import { okAsync, ResultAsync } from "neverthrow";
import { privateKeyToAccount } from "viem/accounts";
import type { Address, ChainPort, Hash } from "../../core/ports/chain.port";
import { signInWallet } from "../../core/history/use-cases/sign-in-wallet";
import type { HistoryApiPort } from "../../core/ports/history-api.port";
import type { WalletConnectionType } from "../../core/ports/trade-storage.port";

/** The signing part of a ChainPort for `privateKey` on `chainId` (the local chain unless told). */
export type KeyWallet = Pick<ChainPort, "getAccount" | "getNetwork" | "signMessage"> & Readonly<{ address: Address }>;

/** A key's wallet; signing never fails and needs no node. */
export function keyWallet(privateKey: Hash, chainId = 31337): KeyWallet {
  const account = privateKeyToAccount(privateKey);
  return {
    address: account.address,
    getAccount: () => okAsync(account.address),
    getNetwork: () => okAsync({ chainId, name: `chain-${chainId}` }),
    signMessage: (message) => ResultAsync.fromSafePromise(account.signMessage({ message })),
  };
}

/** Links the key's wallet to the account behind `history` (its signed sign-in message); throws when refused. */
export async function linkKeyWallet(history: Pick<HistoryApiPort, "walletChallenge" | "linkWallet">, privateKey: Hash, connection: WalletConnectionType = "MetaMask"): Promise<Address> {
  const linked = await signInWallet({ history, wallet: keyWallet(privateKey) }, { connection });
  if (linked.isErr()) throw new Error(`wallet not linked: ${JSON.stringify(linked.error)}`);
  return linked.value;
}
