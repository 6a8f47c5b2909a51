// The local stack's Uniswap venues, shaped after mainnet: Uniswap V2 shallow and for the odd pair, V3 0.05 % deep
// in ether/dollar and the stable pairs, V3 0.3 % for the majors against ether, V3 1 % for pairs nothing else
// lists. Prices stray slightly from the listed ones (and from the local AMM's), so that a single venue, a split
// across venues and a hop through ether or a stablecoin each give the best rate somewhere. No pool prices ether
// below its listed price in dollars: the lite local AMM already sells tokens 1 % cheap for ether, and a route
// through both would price tokens more than 1 % off (the local price feed reads the best route's mid price).
import { uniswapV2Venue, uniswapV3Venue, uniswapV3VenueName, type V3Fee, type VenueKind } from "./venues";

/** One pool: its two assets ("WETH" for ether), the USD on each side, and the per mille of its market amount `b` is seeded at. */
export type LocalPool = Readonly<{ a: string; b: string; usd: bigint; skewPerMille: bigint }>;

/** One planned venue. */
export type LocalVenuePlan = Readonly<{ kind: VenueKind; name: string; pools: readonly LocalPool[] }>;

const pool = (a: string, b: string, usd: bigint, skewPerMille = 1000n): LocalPool => ({ a, b, usd, skewPerMille });
const v3 = (fee: V3Fee, pools: readonly LocalPool[]): LocalVenuePlan => ({ kind: uniswapV3Venue(fee), name: uniswapV3VenueName(fee), pools });

/**
 * The venues after the two local AMM ones, in router order (indexes 2 to 5). A V3 pool's USD is the depth it
 * trades at near its price (a constant-product pool of that size); it holds a fraction of it.
 */
export const LOCAL_UNISWAP_VENUES: readonly LocalVenuePlan[] = [
  {
    kind: uniswapV2Venue,
    name: "Uniswap V2",
    pools: [
      pool("WETH", "USDC", 40_000n),
      pool("WETH", "DAI", 40_000n, 1004n),
      pool("WETH", "SLP", 30_000n, 1006n),
      pool("USDC", "USDT", 50_000n),
      // Only here: DAI and USDT otherwise meet through USDC or ether.
      pool("DAI", "USDT", 40_000n, 1002n),
    ],
  },
  // Ether/dollar and the stable pairs are deepest here, ether a little dearer than on the local AMM.
  v3(500, [pool("WETH", "USDC", 2_000_000n, 1003n), pool("USDC", "USDT", 1_000_000n), pool("DAI", "USDC", 1_000_000n), pool("WETH", "USDT", 500_000n, 998n)]),
  v3(3000, [
    pool("WBTC", "WETH", 1_000_000n, 1002n),
    pool("LINK", "WETH", 400_000n, 1004n),
    pool("MKR", "WETH", 200_000n),
    pool("WETH", "USDC", 300_000n, 1001n),
  ]),
  // Only here: bitcoin and Maker straight against dollars, a hop through ether being the alternative.
  v3(10000, [pool("WBTC", "USDC", 150_000n, 1008n), pool("MKR", "USDC", 80_000n, 995n), pool("LINK", "WETH", 60_000n, 1008n)]),
];
