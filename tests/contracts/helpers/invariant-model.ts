// An independent model of the router's documented algorithm (contracts/README.md, "How a trade runs"):
// given the world's state before an action, it says whether the action must revert and, if not, every
// balance that must change and by how much, the Trade event, and the fee credited. It reads nothing
// from the router but the state the suite observes, and prices the pools itself.
import { ETH } from "./fixtures";
import type { Account, AssetName, Pair, World } from "./invariant-world";

/** What the suite keeps of the world between actions (what the owner set, what is credited, what was sent by mistake). */
export interface ModelState {
  /** Timestamp of the next block (the suite sets it). */
  time: bigint;
  proxies: { address: string; enabled: boolean; factory: number }[];
  /** Partners 0..4 (4 never exists). */
  partners: ({ wallet: string; bps: bigint } | null)[];
  /** `wallet|asset` (lower case) to the fee credited and not claimed. */
  credits: Map<string, bigint>;
  /** Asset (lower case) to the platform's fees (partner 0) kept in the router and not swept or collected. */
  platformFees: Map<string, bigint>;
  /** Asset (lower case) to what was sent to the router outside any trade and not collected. */
  stray: Map<string, bigint>;
  blocked: Set<string>;
  armed: boolean;
  freshAdded: boolean;
}

/** A trade as the suite sends it, amounts resolved. */
export type ResolvedTrade = Readonly<{
  call: "trade" | "splitTrades" | "tradeRoutes";
  trader: Account;
  src: AssetName;
  dest: AssetName;
  amount: bigint;
  /** Split parts, each on `venues[i]`; a route's hops are `hops`. */
  parts: readonly bigint[];
  venues: readonly number[];
  hops: readonly Readonly<{ venue: number; src: AssetName; dest: AssetName }>[];
  minMode: MinMode;
  partner: number;
  deadline: bigint;
  value: bigint;
}>;

export type MinMode = "zero" | "exact" | "plus1" | "gross" | "owed";

/** A predicted outcome: a revert (with the model's reason), or the exact effects of success. */
export type Prediction =
  | Readonly<{ ok: false; why: string; min: bigint }>
  | Readonly<{
      ok: true;
      min: bigint;
      /** `owner|asset` (lower case) to the exact change of that balance. */
      deltas: Map<string, bigint>;
      event: readonly [string, bigint, string, bigint, string, bigint];
      credit: Readonly<{ wallet: string; asset: string; amount: bigint }> | null;
      /** The platform's fee kept in the router (partner 0), credited to nobody. */
      kept: Readonly<{ asset: string; amount: bigint }> | null;
      /** What the router's quote view must answer now for this trade (null where a quote cannot be exact). */
      quote: bigint | null;
    }>;

const FOT_BPS = 100n;
const key = (owner: string, asset: string) => `${owner.toLowerCase()}|${asset.toLowerCase()}`;
const afterFot = (asset: AssetName, amount: bigint) => (asset === "FOT" ? amount - (amount * FOT_BPS) / 10_000n : amount);

/** KulAmmMath.getAmountOut. */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn === 0n || reserveIn === 0n || reserveOut === 0n) return 0n;
  const inWithFee = amountIn * 997n;
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee);
}

/** Adds `amount` to the change of `owner`'s `asset`. */
export function addDelta(deltas: Map<string, bigint>, owner: string, asset: string, amount: bigint): void {
  const k = key(owner, asset);
  deltas.set(k, (deltas.get(k) ?? 0n) + amount);
}

class Revert extends Error {}
const revert = (why: string): never => {
  throw new Revert(why);
};

/**
 * The outcome of a trade from the state before it: `balanceOf(owner, asset)` and `reserves(pair)` read that state.
 * The minimum is resolved here from the model's own delivery (so "exact" is exactly what arrives).
 */
export function predictTrade(
  w: World,
  st: ModelState,
  t: ResolvedTrade,
  balanceOf: (owner: string, asset: string) => bigint,
  reservesOf: (pair: string) => readonly [bigint, bigint],
): Prediction {
  let min = 0n;
  try {
    const a = w.assets;
    const wrap = (asset: AssetName) => (asset === "ETH" ? a.WETH : a[asset]).toLowerCase();
    const path = t.call === "tradeRoutes" ? [t.hops[0]!.src, ...t.hops.map((h) => h.dest)] : [t.src, t.dest];
    if (t.call === "tradeRoutes") {
      const pools = t.hops.map((h) => `${h.venue}:${[wrap(h.src), wrap(h.dest)].sort().join(":")}`);
      if (new Set(pools).size !== pools.length) revert("RouterRouteReusesPool");
    }
    if (st.time > t.deadline) revert("RouterDeadlineExpired");
    if (t.src === t.dest) revert("RouterSameAsset");
    if (t.amount === 0n) revert("RouterZeroAmount");
    if (t.value !== (t.src === "ETH" ? t.amount : 0n)) revert("RouterInvalidMsgValue");
    if (t.call === "splitTrades") {
      if (t.parts.some((p) => p === 0n)) revert("RouterZeroAmount");
      if (new Set(t.venues).size !== t.venues.length) revert("RouterSplitDuplicateTradingProxy");
    }
    for (const v of t.venues) if (v >= st.proxies.length || !st.proxies[v]!.enabled) revert("unknown or disabled trading proxy");
    const partner = st.partners[t.partner] ?? revert("RouterUnknownPartner");
    if (path.includes("FALSE")) revert("a token returning false");
    if (st.armed && path.includes("REENTER")) revert("re-entry from the token");
    const traderBlocked = st.blocked.has(t.trader.address.toLowerCase());
    if (traderBlocked && (t.src === "BUSD" || t.dest === "BUSD")) revert("trader blocklisted");
    if (t.src !== "ETH" && balanceOf(t.trader.address, a[t.src]) < t.amount) revert("balance too low");

    const deltas = new Map<string, bigint>();
    const reserves = new Map<string, [bigint, bigint]>();
    const usedPools: string[] = [];
    const router = w.routerAddress;
    const payer = t.trader.kind === "eoa" ? t.trader.address : w.operator.address;
    // One swap: `amount` of `src` sent by the trader (first hop, split parts) or the router; returns what reaches the router.
    const hop = (venue: number, src: AssetName, dest: AssetName, amount: bigint, fromTrader: boolean): bigint => {
      const [tokenIn, tokenOut] = [wrap(src), wrap(dest)];
      const factory = st.proxies[venue]!.factory;
      const pair: Pair =
        w.pairs.find((p) => p.factory === factory && [p.token0.toLowerCase(), p.token1.toLowerCase()].sort().join() === [tokenIn, tokenOut].sort().join()) ??
        revert("TradingProxyNoPool");
      usedPools.push(pair.address);
      const r = reserves.get(pair.address) ?? [...reservesOf(pair.address)];
      const zeroIn = pair.token0.toLowerCase() === tokenIn;
      const [reserveIn, reserveOut] = zeroIn ? [r[0], r[1]] : [r[1], r[0]];
      const arrived = afterFot(src, amount);
      const out = amountOut(arrived, reserveIn, reserveOut);
      if (out === 0n) revert("KulPairInsufficientOutput");
      if (src === "ETH") addDelta(deltas, fromTrader ? payer : router, ETH, -amount);
      else addDelta(deltas, fromTrader ? t.trader.address : router, a[src], -amount);
      addDelta(deltas, pair.address, tokenIn, arrived);
      addDelta(deltas, pair.address, tokenOut, -out);
      const received = dest === "ETH" ? out : afterFot(dest, out);
      addDelta(deltas, router, dest === "ETH" ? ETH : a[dest], received);
      reserves.set(pair.address, zeroIn ? [reserveIn + arrived, reserveOut - out] : [reserveOut - out, reserveIn + arrived]);
      return received;
    };
    let gross = 0n;
    if (t.call === "tradeRoutes") {
      gross = t.amount;
      t.hops.forEach((h, i) => (gross = hop(h.venue, h.src, h.dest, gross, i === 0)));
    } else {
      t.parts.forEach((part, i) => (gross += hop(t.venues[i]!, t.src, t.dest, part, true)));
    }

    const destAddress = t.dest === "ETH" ? ETH : a[t.dest];
    const fee = (gross * partner.bps) / 10_000n;
    const owed = gross - fee;
    let feeReported = 0n;
    let credit: { wallet: string; asset: string; amount: bigint } | null = null;
    let kept: { asset: string; amount: bigint } | null = null;
    if (fee > 0n && t.partner === 0) {
      // The platform's fee stays in the router (no transfer: its balance simply keeps it) until swept.
      kept = { asset: destAddress, amount: fee };
      feeReported = fee;
    } else if (fee > 0n) {
      const wallet = w.wallets.find((x) => x.address.toLowerCase() === partner.wallet.toLowerCase())!;
      const refuses = (t.dest === "ETH" && wallet.kind === "refusing") || (t.dest === "BUSD" && st.blocked.has(partner.wallet.toLowerCase()));
      if (refuses) {
        credit = { wallet: partner.wallet, asset: destAddress, amount: fee };
        feeReported = fee;
      } else {
        feeReported = afterFot(t.dest, fee);
        addDelta(deltas, router, destAddress, -fee);
        addDelta(deltas, partner.wallet, destAddress, feeReported);
      }
    }
    if (t.dest === "ETH" && t.trader.kind === "refusing") revert("RouterEthTransferFailed");
    const received = afterFot(t.dest, owed);
    addDelta(deltas, router, destAddress, -owed);
    addDelta(deltas, t.trader.address, destAddress, received);
    min = { zero: 0n, exact: received, plus1: received + 1n, gross, owed }[t.minMode];
    if (received < min) revert("RouterMinimumNotMet");
    const exactQuote = !path.includes("FOT") && new Set(usedPools).size === usedPools.length;
    for (const [k, v] of deltas) if (v === 0n) deltas.delete(k);
    return {
      ok: true,
      min,
      deltas,
      event: [t.src === "ETH" ? ETH : a[t.src], t.amount, destAddress, received, t.trader.address, feeReported],
      credit,
      kept,
      quote: exactQuote ? owed : null,
    };
  } catch (e) {
    if (e instanceof Revert) return { ok: false, why: e.message, min };
    throw e;
  }
}
