import { readFileSync } from "node:fs";
import path from "node:path";

/** ABI and creation bytecode of one compiled contract. */
export interface ContractArtifact {
  readonly contractName: string;
  readonly abi: readonly unknown[];
  readonly bytecode: string;
}

/** Source file (under contracts/) of each contract the deploy code and clients use. */
export const CONTRACT_SOURCES = {
  KulSwapRouter: "KulSwapRouter.sol",
  KulPairFactory: "amm/KulPairFactory.sol",
  KulPair: "amm/KulPair.sol",
  WrappedEther: "amm/WrappedEther.sol",
  KulAmmTradingProxy: "proxies/KulAmmTradingProxy.sol",
  UniswapV2TradingProxy: "proxies/UniswapV2TradingProxy.sol",
  UniswapV3TradingProxy: "proxies/UniswapV3TradingProxy.sol",
  UniswapV3LiquidityMinter: "local/UniswapV3LiquidityMinter.sol",
  TestToken: "tokens/TestToken.sol",
  TetherLikeToken: "tokens/TetherLikeToken.sol",
  BalanceReader: "utils/BalanceReader.sol",
  TestFaucet: "tokens/TestFaucet.sol",
} as const;

/** Name of a contract in {@link CONTRACT_SOURCES}. */
export type ContractName = keyof typeof CONTRACT_SOURCES;

/** Hardhat's artifacts folder of this repository (run `npx hardhat compile` first). */
export const DEFAULT_ARTIFACTS_DIR = path.resolve(
  typeof __dirname === "string" ? path.join(__dirname, "../..") : process.cwd(),
  "artifacts",
);

/** This repository's root (its package.json and node_modules). */
export const REPO_ROOT = path.dirname(DEFAULT_ARTIFACTS_DIR);

/** Reads a compiled contract's ABI and bytecode from Hardhat's artifacts folder. */
export function loadArtifact(name: ContractName, artifactsDir: string = DEFAULT_ARTIFACTS_DIR): ContractArtifact {
  const file = path.join(artifactsDir, "contracts", CONTRACT_SOURCES[name], `${name}.json`);
  const parsed = JSON.parse(readFileSync(file, "utf8")) as ContractArtifact;
  return { contractName: parsed.contractName, abi: parsed.abi, bytecode: parsed.bytecode };
}
