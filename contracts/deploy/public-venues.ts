// The Uniswap contracts of the public networks the router is deployed on: the V2 factory and Router02, the V3
// factory, and the init code hashes their pool addresses are derived from (CREATE2).
//
// Checked against what the repository holds: both init code hashes equal keccak256 of the pool creation code in
// the npm artifacts (`@uniswap/v2-core` 1.0.1 build/UniswapV2Pair.json, `@uniswap/v3-core` 1.0.1
// UniswapV3Pool.json; the local stack's test reads them back), and the same hashes are hard-coded in
// `@uniswap/v2-periphery` contracts/libraries/UniswapV2Library.sol and `@uniswap/v3-periphery`
// contracts/libraries/PoolAddress.sol. The mainnet V2 factory (with that hash) and Router02 are the ones
// `micro-eth-signer` names (src/net/uniswap-v2.ts, src/abi/uniswap-v2.ts). The V3 factories and Sepolia's V2
// contracts are Uniswap's published deployments (docs.uniswap.org, "Deployments"); nothing in node_modules lists them.
import { getAddress } from "ethers";

/** A network's Uniswap V2 and V3 contracts. */
export type PublicUniswapContracts = Readonly<{
  v2: Readonly<{ factory: string; router02: string; initCodeHash: string }>;
  v3: Readonly<{ factory: string; initCodeHash: string }>;
}>;

/** keccak256 of UniswapV2Pair's creation code, on every network with the canonical factory. */
export const UNISWAP_V2_INIT_CODE_HASH = "0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f";
/** keccak256 of UniswapV3Pool's creation code, on every network with the canonical factory. */
export const UNISWAP_V3_INIT_CODE_HASH = "0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54";

/** The Uniswap contracts of mainnet (1) and Sepolia (11155111). */
export const PUBLIC_UNISWAP: Readonly<Record<number, PublicUniswapContracts>> = {
  1: {
    v2: {
      factory: getAddress("0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f"),
      router02: getAddress("0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D"),
      initCodeHash: UNISWAP_V2_INIT_CODE_HASH,
    },
    v3: { factory: getAddress("0x1F98431c8aD98523631AE4a59f267346ea31F984"), initCodeHash: UNISWAP_V3_INIT_CODE_HASH },
  },
  11155111: {
    v2: {
      factory: getAddress("0xF62c03E08ada871A0bEb309762E260a7a6a880E6"),
      router02: getAddress("0xeE567Fe1712Faf6149d80dA1E6934E354124CfE3"),
      initCodeHash: UNISWAP_V2_INIT_CODE_HASH,
    },
    v3: { factory: getAddress("0x0227628f3F023bb0B980b67D528571c95c6DaC1c"), initCodeHash: UNISWAP_V3_INIT_CODE_HASH },
  },
};
