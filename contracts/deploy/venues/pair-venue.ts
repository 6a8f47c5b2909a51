// Constant-product venues (the local AMM, Uniswap V2): a pair factory with `createPair` / `getPair`, pairs
// filled by sending both amounts and calling `mint(to)`.
import type { Contract } from "ethers";
import { addToRouter, paySide, sent, type VenueBuilder, type VenueContext } from "./venue-kind";
import type { DeployedVenue } from "../deployment.types";

/** What the deployments file records of a pair venue besides its name, index, proxy, factory and pairs. */
export type PairVenueFacts = Omit<DeployedVenue, "name" | "tradingProxyIndex" | "tradingProxy" | "factory" | "pairs">;

/** Adds `proxy` to the router and returns the builder of a venue over `factory`'s pairs. */
export async function pairVenue(
  ctx: VenueContext,
  name: string,
  proxy: Contract,
  factory: Contract,
  pairAt: (address: string) => Contract,
  facts: PairVenueFacts,
): Promise<VenueBuilder> {
  const index = await addToRouter(ctx, name, proxy);
  const [tradingProxy, factoryAddress] = [await proxy.getAddress(), await factory.getAddress()];
  const pairs: Record<string, string> = {};
  return {
    async addPool(a, b) {
      const [x, y] = [await a.token.getAddress(), await b.token.getAddress()];
      await sent(factory.getFunction("createPair")(x, y));
      const address = (await factory.getFunction("getPair")(x, y)) as string;
      for (const side of [a, b]) await paySide(ctx, side.token, side.amount, address);
      await sent(pairAt(address).getFunction("mint")(await ctx.d.signer.getAddress()));
      pairs[`${a.symbol}/${b.symbol}`] = address;
      return address;
    },
    deployed: () => ({ name, ...facts, tradingProxyIndex: index, tradingProxy, factory: factoryAddress, pairs: { ...pairs } }),
  };
}
