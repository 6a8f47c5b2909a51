// The routing benchmark's check of its own pool model: for a few pools of every venue, both ways and
// at a small and a large size, the model's output (after the platform fee) against the router's
// quote view for the same one-venue trade at the same block. The reference optimum is only as good
// as this agreement.
import { Contract, type Provider } from "ethers";
import { ROUTER_ABI } from "../../../adapters/chain/shared/abi";
import { swap } from "./pool-model";
import type { ModelPool } from "./pool-state";

/** Pools checked per venue, and the sizes (US dollars of the token sold). */
const POOLS_PER_VENUE = 3;
const SIZES_USD = [1_000, 250_000];

/** A token as the check needs it: the router's address for it (ETH's placeholder for WETH), decimals and seed price. */
export type CheckToken = Readonly<{ routerAddress: string; decimals: number; usd: number }>;

/** One compared swap. */
export type CheckRow = Readonly<{ venue: string; sell: string; amount: bigint; router: bigint; model: number; relError: number }>;

/** Compares the model with the router's quote view on a few swaps of every venue's pools. */
export async function checkModel(
  provider: Provider,
  router: string,
  partner: Readonly<{ index: number; feeBps: number }>,
  pools: readonly ModelPool[],
  tokenOf: (poolToken: string) => CheckToken & { symbol: string },
  blockTag: number,
): Promise<CheckRow[]> {
  const view = new Contract(router, ROUTER_ABI as unknown as string[], provider);
  const venues = [...new Set(pools.map((p) => p.proxyIndex))];
  const rows: CheckRow[] = [];
  for (const venue of venues) {
    for (const pool of pools.filter((p) => p.proxyIndex === venue).slice(0, POOLS_PER_VENUE)) {
      for (const zeroForOne of [true, false]) {
        const [sell, buy] = zeroForOne ? [tokenOf(pool.token0), tokenOf(pool.token1)] : [tokenOf(pool.token1), tokenOf(pool.token0)];
        for (const usd of SIZES_USD) {
          const amount = BigInt(Math.round((usd / sell.usd) * 10 ** sell.decimals));
          if (amount === 0n) continue;
          const quoted = (await view.getFunction("getDestinationReturnAmount")(pool.proxyIndex, sell.routerAddress, buy.routerAddress, amount, partner.index, { blockTag })) as bigint;
          const model = swap(pool.state, Number(amount), zeroForOne).out * (1 - partner.feeBps / 10_000);
          rows.push({ venue: pool.venue, sell: `${sell.symbol} -> ${buy.symbol}`, amount, router: quoted, model, relError: quoted === 0n ? 1 : Math.abs(model - Number(quoted)) / Number(quoted) });
        }
      }
    }
  }
  return rows;
}
