import type { Eip1193Provider } from "./eip1193";

/** The wallet description an EIP-6963 wallet announces. */
export type WalletInfo = Readonly<{ uuid: string; name: string; icon: string; rdns: string }>;
/** One discovered wallet: its description and its EIP-1193 provider. */
export type DiscoveredWallet = Readonly<{ info: WalletInfo; provider: Eip1193Provider }>;

/** The part of `window` discovery needs, so it runs on any EventTarget (tests use a plain one). */
export type DiscoveryTarget = Pick<EventTarget, "addEventListener" | "removeEventListener" | "dispatchEvent">;

const ANNOUNCE = "eip6963:announceProvider";
const REQUEST = "eip6963:requestProvider";

function isAnnouncement(detail: unknown): detail is DiscoveredWallet {
  const d = detail as { info?: Partial<WalletInfo>; provider?: { request?: unknown } } | null;
  return typeof d?.info?.uuid === "string" && typeof d.info.name === "string" && typeof d.provider?.request === "function";
}

/**
 * Listens for EIP-6963 wallet announcements and asks wallets to announce themselves.
 * `onChange` gets the wallets found so far (one per uuid, in order of arrival); the returned
 * function stops listening.
 * @example const stop = watchWallets(window, (wallets) => setWallets(wallets));
 */
export function watchWallets(target: DiscoveryTarget, onChange: (wallets: readonly DiscoveredWallet[]) => void): () => void {
  const found = new Map<string, DiscoveredWallet>();
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (!isAnnouncement(detail) || found.has(detail.info.uuid)) return;
    found.set(detail.info.uuid, Object.freeze({ info: Object.freeze({ ...detail.info }), provider: detail.provider }));
    onChange([...found.values()]);
  };
  target.addEventListener(ANNOUNCE, listener);
  target.dispatchEvent(new Event(REQUEST));
  return () => target.removeEventListener(ANNOUNCE, listener);
}

/** Announces a wallet the EIP-6963 way (what an extension does; used by tests and the local dev wallet). */
export function announceWallet(target: DiscoveryTarget, wallet: DiscoveredWallet): () => void {
  const announce = () => target.dispatchEvent(new CustomEvent(ANNOUNCE, { detail: Object.freeze({ ...wallet }) }));
  target.addEventListener(REQUEST, announce);
  announce();
  return () => target.removeEventListener(REQUEST, announce);
}
