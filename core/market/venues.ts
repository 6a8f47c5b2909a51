/**
 * The kinds of venue the router trades on, as the deployments file names them: the project's own
 * constant-product AMM, Uniswap V2 pairs, and the Uniswap V3 pools of one fee tier (each tier is its
 * own venue, with its own trading proxy).
 */
export const VENUE_KINDS = ["kul-amm", "uniswap-v2", "uniswap-v3"] as const;

/** One kind of venue. */
export type VenueKind = (typeof VENUE_KINDS)[number];
