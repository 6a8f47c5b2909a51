import { MaxUint256 } from "ethers";
import { ETH } from "./fixtures";
import { ASSETS, type Account, type AssetName, type World } from "./invariant-world";

/** Everything the invariants compare, read at one block (in parallel: the node answers them concurrently). */
export interface Snapshot {
  /** `owner|asset` (lower case) to the balance. */
  readonly balances: Map<string, bigint>;
  /** Pair (lower case) to its reserves. */
  readonly reserves: Map<string, readonly [bigint, bigint]>;
  /** Asset (lower case) to the router's creditedFees. */
  readonly credited: Map<string, bigint>;
  /** `wallet|asset` (lower case) to feeCredit, for every partner wallet and every asset. */
  readonly credits: Map<string, bigint>;
  readonly proxies: readonly Readonly<{ address: string; enabled: boolean }>[];
  /** Partners 0..3 (the indices the suite sets); null where none exists. */
  readonly partners: readonly (Readonly<{ wallet: string; bps: bigint }> | null)[];
  readonly owner: string;
  /** Whether the watched traders' allowances of every token to the router are still the maximum. */
  readonly allowancesIntact: boolean;
  /** Re-entries that succeeded, summed over the call-back wallets (must stay 0). */
  readonly reentries: bigint;
}

/** Every account but the pools whose balances the suite watches: traders, wallets, stranger, operator, owner, router, proxies. */
export function watched(w: World): string[] {
  return [...w.traders.map((t) => t.address), ...w.wallets.map((x) => x.address), w.stranger.address, w.operator.address, w.owner.address, w.routerAddress, ...w.proxies, w.freshProxy];
}

/**
 * Reads the world as far as `focus` goes: every watched account's balances of those assets, the pools holding
 * one of them (their reserves and both balances), the fees credited in them, the admin state, the re-entries,
 * and the allowances of `traders`. Balance reads cost the node a few milliseconds each: an action reads the
 * assets it can move; a sequence's first and last snapshots read everything.
 */
export async function snapshot(w: World, focus: readonly AssetName[] = ASSETS, traders: readonly Account[] = w.traders): Promise<Snapshot> {
  const owners = watched(w);
  const assets = focus.map((a) => w.assets[a]);
  const tokens = ASSETS.map((a) => w.assets[a]).filter((a) => a !== ETH);
  const inFocus = new Set(focus.map((a) => (a === "ETH" ? w.assets.WETH : w.assets[a]).toLowerCase()));
  const pairs = w.pairs.filter((p) => inFocus.has(p.token0.toLowerCase()) || inFocus.has(p.token1.toLowerCase()));
  const walletAssets = w.wallets.flatMap((x) => assets.map((a) => [x.address, a] as const));
  const [matrix, pairBalances, reserveList, creditedList, creditList, count, owner, allowances, reentries] = await Promise.all([
    w.balances.balancesOf(owners, assets) as Promise<bigint[]>,
    Promise.all(pairs.map((p) => w.balances.balancesOf([p.address], [p.token0, p.token1]) as Promise<bigint[]>)),
    w.reserves.reservesOf(pairs.map((p) => p.address)) as Promise<bigint[]>,
    Promise.all(assets.map((a) => w.router.creditedFees(a) as Promise<bigint>)),
    Promise.all(walletAssets.map(([x, a]) => w.router.feeCredit(x, a) as Promise<bigint>)),
    w.router.tradingProxyCount() as Promise<bigint>,
    w.router.owner() as Promise<string>,
    Promise.all(traders.map((t) => w.balances.allowancesOf(t.address, w.routerAddress, tokens) as Promise<bigint[]>)),
    Promise.all(w.traders.concat(w.wallets).filter((a) => a.kind === "reentering").map((a) => a.wallet!.reentrySuccesses() as Promise<bigint>)),
  ]);
  const [proxies, partners] = await Promise.all([
    Promise.all(Array.from({ length: Number(count) }, async (_, i) => {
      const [, enabled, address] = (await w.router.tradingProxies(i)) as [string, boolean, string];
      return { address, enabled };
    })),
    Promise.all([0, 1, 2, 3].map(async (i) => {
      try {
        const [wallet, bps] = (await w.router.partners(i)) as [string, bigint, string];
        return { wallet, bps };
      } catch {
        return null; // RouterUnknownPartner
      }
    })),
  ]);
  const balances = new Map<string, bigint>();
  owners.forEach((o, i) => assets.forEach((a, j) => balances.set(`${o.toLowerCase()}|${a.toLowerCase()}`, matrix[i * assets.length + j]!)));
  pairs.forEach((p, i) => [p.token0, p.token1].forEach((t, j) => balances.set(`${p.address.toLowerCase()}|${t.toLowerCase()}`, pairBalances[i]![j]!)));
  const reserves = new Map(pairs.map((p, i) => [p.address.toLowerCase(), [reserveList[2 * i]!, reserveList[2 * i + 1]!] as const]));
  return {
    balances,
    reserves,
    credited: new Map(assets.map((a, i) => [a.toLowerCase(), creditedList[i]!])),
    credits: new Map(walletAssets.map(([x, a], i) => [`${x.toLowerCase()}|${a.toLowerCase()}`, creditList[i]!])),
    proxies,
    partners,
    owner,
    allowancesIntact: allowances.every((row) => row.every((v) => v === MaxUint256)),
    reentries: reentries.reduce((a, b) => a + b, 0n),
  };
}
