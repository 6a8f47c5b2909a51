import { Contract, keccak256 } from "ethers";
import { pairVenue } from "./pair-venue";
import { deployJson, packageArtifact, type VenueKind } from "./venue-kind";

/** The compiled Uniswap V2 contracts of the npm packages (the bytecode deployed on mainnet). */
export const uniswapV2Artifacts = () => ({
  factory: packageArtifact("@uniswap/v2-core/build/UniswapV2Factory.json"),
  pair: packageArtifact("@uniswap/v2-core/build/UniswapV2Pair.json"),
  router02: packageArtifact("@uniswap/v2-periphery/build/UniswapV2Router02.json"),
});

/** keccak256 of the UniswapV2Pair creation code: the init code hash of its factory's CREATE2 pair addresses. */
export const uniswapV2PairInitCodeHash = (): string => keccak256(uniswapV2Artifacts().pair.bytecode);

/**
 * Uniswap V2's own bytecode (factory and Router02), traded through UniswapV2TradingProxy, which reads the factory
 * and wrapped ether from Router02: Router02 is given the context's wrapped ether, so every venue prices ETH
 * through the same token.
 */
export const uniswapV2Venue: VenueKind = {
  kind: "uniswap-v2",
  async deploy(ctx, name) {
    const artifacts = uniswapV2Artifacts();
    const factory = await deployJson(ctx, artifacts.factory, await ctx.d.signer.getAddress());
    const router02 = await deployJson(ctx, artifacts.router02, await factory.getAddress(), await ctx.weth.getAddress());
    const proxy = await ctx.d.deploy("UniswapV2TradingProxy", await router02.getAddress());
    return pairVenue(ctx, name, proxy, factory, (address) => new Contract(address, artifacts.pair.abi as never[], ctx.d.signer), { kind: "uniswap-v2", initCodeHash: keccak256(artifacts.pair.bytecode) });
  },
};
