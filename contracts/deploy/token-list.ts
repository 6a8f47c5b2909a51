import type { DeployedToken, TokenList } from "./deployment.types";

/** The listed assets as a tokenlists.org list for `chainId` (ETH keeps its placeholder address). */
export function buildTokenList(chainId: number, tokens: readonly DeployedToken[], timestamp = new Date()): TokenList {
  return {
    name: chainId === 31337 ? "KUL Swap Local" : `KUL Swap ${chainId}`,
    timestamp: timestamp.toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ["kulswap"],
    tokens: tokens.map((t) => ({ chainId, address: t.address, name: t.name, symbol: t.symbol, decimals: t.decimals })),
  };
}
