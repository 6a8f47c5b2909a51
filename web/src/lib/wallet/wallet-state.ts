import type { ChainPort } from "../../../../core/ports/chain.port";
import type { WalletChoice, WalletKind } from "./wallet-choices";
import type { WalletError } from "./wallet-errors";

/** DISCONNECTED: no wallet; RECONNECTING: resuming the remembered wallet silently; CONNECTING: waiting for the user. */
export type WalletStatus = "DISCONNECTED" | "RECONNECTING" | "CONNECTING" | "CONNECTED";

/** The connected (or connecting) wallet as the assets panel shows it. */
export type ConnectedWalletInfo = Readonly<{ rdns: string; name: string; icon: string | null; kind: WalletKind }>;

/** Everything the UI reads about the wallet; a new object on every change (useSyncExternalStore). */
export type WalletState = Readonly<{
  status: WalletStatus;
  /** The ways to connect found in this browser. */
  choices: readonly WalletChoice[];
  wallet: ConnectedWalletInfo | null;
  account: `0x${string}` | null;
  /** The wallet's current chain id, null while disconnected. */
  chainId: number | null;
  /** Connected, but on another network than the app's. */
  wrongNetwork: boolean;
  /** ChainPort over the connected wallet; null unless connected on the app's network. */
  chain: ChainPort | null;
  /** The last connect or switch failure, cleared by the next attempt. */
  error: WalletError | null;
}>;

/** The state before anything is known. */
export const DISCONNECTED_STATE: WalletState = Object.freeze({
  status: "DISCONNECTED",
  choices: Object.freeze([]),
  wallet: null,
  account: null,
  chainId: null,
  wrongNetwork: false,
  chain: null,
  error: null,
});

/** The description of a choice kept while it is connected. */
export function walletInfo(choice: WalletChoice): ConnectedWalletInfo {
  return Object.freeze({ rdns: choice.rdns, name: choice.name, icon: choice.icon, kind: choice.kind });
}
