// The chain adapters' public surface, for the composition roots (web, CLI, server).
export { createEthersChainAdapter } from "./ethers/ethers-chain.adapter";
export { createEthersTradeEventSource } from "./ethers/ethers-trade-events";
export { jsonRpcProviderFor } from "./ethers/ethers-connection";
export { RpcNodesExhausted, type RpcRetryOptions } from "./shared/rpc-fallback";
export type { RpcNodes } from "./rpc/json-rpc-batch";
export { createViemChainAdapter } from "./viem/viem-chain.adapter";
export { chainDeploymentFromFile, deploymentFileSchema, DeploymentFileInvalid, parseDeploymentFile, readDeploymentFile, type DeploymentFile } from "./shared/deployment";
export type { ChainAdapterConfig, ChainDeployment, ChainSource } from "./shared/config";
export { ETH_PLACEHOLDER, isEthAddress } from "./shared/eth";
export { MAX_UINT256, APPROVE_FALLBACK_GAS_LIMIT, withGasMargin } from "./shared/gas";
export { FALLBACK_GAS_PRICE, SPEED_PERCENTILES } from "./shared/fees";
export { switchChain, type AddChainParameters } from "./wallet/switch-chain";
export { watchWallets, announceWallet, type DiscoveredWallet, type WalletInfo } from "./wallet/eip6963";
export type { Eip1193Provider } from "./wallet/eip1193";
