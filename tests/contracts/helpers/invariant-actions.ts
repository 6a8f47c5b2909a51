import fc from "fast-check";
import type { MinMode } from "./invariant-model";
import { ASSETS, type AssetName } from "./invariant-world";

/** How a trade is routed: one venue, a split over venues (shares in any units), or hops from `src`. */
export type Shape =
  | Readonly<{ kind: "trade"; venue: number; src: AssetName; dest: AssetName }>
  | Readonly<{ kind: "split"; venues: readonly number[]; shares: readonly number[]; src: AssetName; dest: AssetName }>
  | Readonly<{ kind: "route"; src: AssetName; hops: readonly Readonly<{ venue: number; dest: AssetName }>[] }>;

/** One step of a random sequence: a trade by one of the traders, an admin call, a hostile move, or time passing. */
export type Action =
  | Readonly<{ type: "trade"; who: number; shape: Shape; ppm: number; over: boolean; min: MinMode; partner: number; deadline: number | null; value: "exact" | "plus1" | "minus1" }>
  | Readonly<{ type: "updatePartner"; byOwner: boolean; index: number; wallet: number; bps: number }>
  | Readonly<{ type: "setProxy"; byOwner: boolean; index: number; enabled: boolean }>
  | Readonly<{ type: "addProxy"; byOwner: boolean; target: "eoa" | "listed" | "fresh" }>
  | Readonly<{ type: "collect"; byOwner: boolean; asset: AssetName; extra: boolean }>
  | Readonly<{ type: "claim"; wallet: number; asset: "ETH" | "BUSD"; toSelf: boolean }>
  | Readonly<{ type: "claimPlatform"; byOwner: boolean; asset: AssetName }>
  | Readonly<{ type: "block"; account: number; blocked: boolean }>
  | Readonly<{ type: "arm"; armed: boolean }>
  | Readonly<{ type: "stray"; asset: AssetName; amount: bigint }>
  | Readonly<{ type: "time"; seconds: number }>;

/** Pools of venue 0 as a graph (ETH and WETH are one node: the proxies wrap ETH); venue 1 pools only WETH pairs. */
const VENUE0: Readonly<Record<string, readonly AssetName[]>> = {
  WETH: ["DAI", "USDC", "USDT", "LINK"],
  DAI: ["ETH", "WETH", "USDC", "FOT", "BUSD", "ZERO", "REENTER", "FALSE"],
  USDC: ["ETH", "WETH", "DAI", "USDT"],
  USDT: ["ETH", "WETH", "USDC"],
  LINK: ["ETH", "WETH"],
  FOT: ["DAI"],
  BUSD: ["DAI"],
  ZERO: ["DAI"],
  REENTER: ["DAI"],
  FALSE: ["DAI"],
};
const neighbours = (asset: AssetName) => VENUE0[asset === "ETH" ? "WETH" : asset]!;
// The plain assets twice as often as each hostile one.
const TRADED = ["ETH", "ETH", "WETH", "DAI", "DAI", "USDC", "USDC", "USDT", "LINK", "LINK", "FOT", "BUSD", "ZERO", "REENTER", "FALSE"] as const satisfies readonly AssetName[];
const asset = fc.constantFrom(...ASSETS);
const venue = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 1 }), weight: 19 }, { arbitrary: fc.integer({ min: 2, max: 3 }), weight: 1 });

/** A pooled pair (mostly) or any two assets. */
const pair = fc.oneof(
  { arbitrary: fc.tuple(fc.constantFrom(...TRADED), fc.nat()).map(([src, i]) => [src, neighbours(src)[i % neighbours(src).length]!] as const), weight: 8 },
  // Sales for ether, where a partner wallet that refuses it has its fee credited.
  { arbitrary: fc.constantFrom("DAI", "USDC", "USDT", "LINK").map((src) => [src, "ETH"] as const), weight: 3 },
  { arbitrary: fc.tuple(asset, asset), weight: 1 },
);

const shape: fc.Arbitrary<Shape> = fc.oneof(
  {
    // Venue 1 pools only against WETH: a token pair there is mostly sent to venue 0.
    arbitrary: fc.tuple(pair, venue, fc.integer({ min: 0, max: 4 })).map(([[src, dest], v, n]): Shape => {
      const wethPair = [src, dest].some((x) => x === "ETH" || x === "WETH");
      return { kind: "trade", venue: v === 1 && !wethPair && n > 0 ? 0 : v, src, dest };
    }),
    weight: 5,
  },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom("ETH", "WETH", "DAI", "USDC", "LINK"),
        fc.constantFrom("ETH", "WETH", "DAI", "USDC", "LINK"),
        // Both venues once (mostly), a venue twice, or the third proxy (over venue 1's pools) once listed.
        fc.oneof({ arbitrary: fc.constantFrom([0, 1], [1, 0]), weight: 8 }, { arbitrary: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 3 }), weight: 2 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 3, maxLength: 3 }),
      )
      .map(([src, dest, venues, shares]): Shape => ({ kind: "split", src, dest, venues, shares: shares.slice(0, venues.length) })),
    weight: 2,
  },
  {
    // A walk on venue 0's pools, each hop on venue 0 or 1 (venue 1 has only the WETH pools).
    arbitrary: fc.tuple(fc.constantFrom(...TRADED), fc.array(fc.tuple(fc.nat(), fc.constantFrom(0, 0, 0, 1)), { minLength: 2, maxLength: 3 })).map(([src, steps]): Shape => {
      const hops: { venue: number; dest: AssetName }[] = [];
      let [at, previous]: [AssetName, AssetName | null] = [src, null];
      for (const [step, v] of steps) {
        // Mostly onwards; one step in eight may turn back (through the pool just used, or to the start).
        const all = neighbours(at);
        const onwards = all.filter((x) => x !== previous && !(previous === null && x === src));
        const options = step % 8 === 0 || onwards.length === 0 ? all : onwards;
        [previous, at] = [at, options[Math.floor(step / 8) % options.length]!];
        hops.push({ venue: v, dest: at });
      }
      return { kind: "route", src, hops };
    }),
    weight: 2,
  },
);

// Minimums around what arrives: exact, none, one wei more, the gross before the fee, what is sent before a transfer fee.
const minMode = fc.constantFrom<MinMode>("exact", "exact", "exact", "exact", "zero", "zero", "plus1", "gross", "gross", "owed");
const trade = fc.record({
  type: fc.constant("trade" as const),
  who: fc.integer({ min: 0, max: 5 }),
  shape,
  ppm: fc.integer({ min: 1, max: 50_000 }),
  // One trade in twenty asks for more than the trader holds.
  over: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  min: minMode,
  // Unbiased: fast-check's bias towards the ends of a range would make the unknown partner 4 common.
  partner: fc.noBias(fc.integer({ min: 0, max: 39 })).map((n) => (n === 39 ? 4 : n % 4)),
  deadline: fc.oneof({ arbitrary: fc.constant(null), weight: 14 }, { arbitrary: fc.integer({ min: -30, max: 60 }), weight: 1 }),
  value: fc.oneof({ arbitrary: fc.constant("exact" as const), weight: 18 }, { arbitrary: fc.constantFrom("plus1" as const, "minus1" as const), weight: 2 }),
});

/** Any action, trades most often. */
export const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: trade, weight: 20 },
  { arbitrary: fc.record({ type: fc.constant("updatePartner" as const), byOwner: fc.boolean(), index: fc.integer({ min: 0, max: 3 }), wallet: fc.integer({ min: 0, max: 3 }), bps: fc.integer({ min: 0, max: 120 }) }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant("setProxy" as const), byOwner: fc.boolean(), index: fc.integer({ min: 0, max: 3 }), enabled: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant("addProxy" as const), byOwner: fc.boolean(), target: fc.constantFrom("eoa" as const, "listed" as const, "fresh" as const) }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant("collect" as const), byOwner: fc.boolean(), asset, extra: fc.boolean() }), weight: 1 },
  // Mostly the wallet that refuses ether (its ether fees are credited), claiming ether.
  { arbitrary: fc.record({ type: fc.constant("claim" as const), wallet: fc.constantFrom(2, 2, 2, 0, 1, 3), asset: fc.constantFrom("ETH" as const, "ETH" as const, "BUSD" as const), toSelf: fc.boolean() }), weight: 2 },
  // Anyone sweeps the platform's fees of an asset to partner 0's wallet: mostly what trades most often buy.
  {
    arbitrary: fc.record({
      type: fc.constant("claimPlatform" as const),
      byOwner: fc.boolean(),
      asset: fc.constantFrom<AssetName>("ETH", "ETH", "ETH", "DAI", "DAI", "DAI", "USDC", "USDC", "WETH", "USDT", "LINK", "FOT", "BUSD", "REENTER", "ZERO"),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ type: fc.constant("block" as const), account: fc.integer({ min: 0, max: 9 }), blocked: fc.boolean() }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant("arm" as const), armed: fc.constantFrom(true, false, false) }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant("stray" as const), asset, amount: fc.bigInt({ min: 1n, max: 10n ** 20n }) }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant("time" as const), seconds: fc.integer({ min: 1, max: 7_200 }) }), weight: 1 },
);
