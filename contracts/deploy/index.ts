/** Deployment code of the KUL Swap contracts: deploy, describe and persist a chain's deployment. */
export { deployLocalStack, LOCAL_VENUE_NAMES } from "./deploy-local-stack";
export type { DeployOptions } from "./deploy-local-stack";
export { deployFromRpc } from "./deploy-from-rpc";
export { deployRouterWithUniswapV2 } from "./deploy-uniswap-router";
export type { PublicNetworkOptions, RouterDeployment } from "./deploy-uniswap-router";
export { PUBLIC_UNISWAP, UNISWAP_V2_INIT_CODE_HASH, UNISWAP_V3_INIT_CODE_HASH } from "./public-venues";
export type { PublicUniswapContracts } from "./public-venues";
export { kulAmmVenue, uniswapV2Venue, uniswapV3Venue, uniswapV3VenueName, V3_FEE_TIERS } from "./venues";
export type { VenueKind, VenueContext, VenueBuilder, PoolSide, V3Fee } from "./venues";
export { writeDeployment } from "./deployment-file";
export { buildTokenList } from "./token-list";
export { loadArtifact, CONTRACT_SOURCES, DEFAULT_ARTIFACTS_DIR } from "./artifacts";
export type { ContractArtifact, ContractName } from "./artifacts";
export { LOCAL_ASSETS, ETH_SEED_USD_PRICE, amountForUsd, toMicroUsd } from "./local-assets";
export type { LocalAssetSpec } from "./local-assets";
export { ETH_ADDRESS } from "./deployment.types";
export type { Deployment, DeployedToken, DeployedVenue, TokenList, TokenListEntry } from "./deployment.types";
