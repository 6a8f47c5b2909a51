/** The kinds of venue the deploy code and the benchmark market build: the local AMM, Uniswap V2 and the Uniswap V3 tiers. */
export { kulAmmVenue } from "./kul-amm";
export { uniswapV2Venue, uniswapV2Artifacts, uniswapV2PairInitCodeHash } from "./uniswap-v2";
export {
  uniswapV3Venue,
  uniswapV3VenueName,
  uniswapV3Artifacts,
  uniswapV3PoolInitCodeHash,
  V3_FEE_TIERS,
  MIN_TICK,
  MAX_TICK,
  sqrtBig,
  encodeSqrtPriceX96,
  shapedRanges,
  mintBudgetPerMille,
} from "./uniswap-v3";
export type { V3Fee, PlacedRange } from "./uniswap-v3";
export { packageArtifact, deployJson } from "./venue-kind";
export type { VenueContext, VenueBuilder, VenueKind, PoolSide, JsonArtifact } from "./venue-kind";
