/**
 * The networks KUL Swap runs on (decisions.md): Ethereum mainnet, Sepolia (kovan and ropsten are
 * shut down) and the local Hardhat chain. The one table of their chain ids, short names (CLI
 * settings, deployments), the name wallets show (wallet_addEthereumChain's chainName) and
 * block explorers.
 */
export const NETWORKS = Object.freeze([
  { key: "mainnet", chainId: 1, chainName: "Ethereum", explorerUrl: "https://etherscan.io" },
  { key: "sepolia", chainId: 11155111, chainName: "Sepolia", explorerUrl: "https://sepolia.etherscan.io" },
  { key: "hardhat", chainId: 31337, chainName: "KUL Swap local (Hardhat)", explorerUrl: null },
] as const);

/** A network's short name. */
export type NetworkKey = (typeof NETWORKS)[number]["key"];
/** The short names, in the table's order. */
export const NETWORK_KEYS = NETWORKS.map((n) => n.key) as readonly NetworkKey[] as readonly [NetworkKey, ...NetworkKey[]];

/** One network of the table. */
export type NetworkInfo = Readonly<{ key: NetworkKey; chainId: number; chainName: string; explorerUrl: string | null }>;

/** The network of a chain id; a chain KUL Swap does not know gets a generic entry without explorer. */
export function networkOf(chainId: number): Readonly<{ key: string; chainId: number; chainName: string; explorerUrl: string | null }> {
  return NETWORKS.find((n) => n.chainId === chainId) ?? { key: `chain-${chainId}`, chainId, chainName: `Chain ${chainId}`, explorerUrl: null };
}

/** The network of a short name. */
export function networkByKey(key: NetworkKey): NetworkInfo {
  return NETWORKS.find((n) => n.key === key)!;
}

/**
 * A transaction's page on the network's block explorer, or null where there is none (the local chain).
 * @example transactionUrl(11155111, "0xab...") // "https://sepolia.etherscan.io/tx/0xab..."
 */
export function transactionUrl(chainId: number, hash: string): string | null {
  const { explorerUrl } = networkOf(chainId);
  return explorerUrl === null ? null : `${explorerUrl}/tx/${hash}`;
}
