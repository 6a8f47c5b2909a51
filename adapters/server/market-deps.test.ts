import { describe, expect, it } from "vitest";
import { marketFromDeployment } from "./market-deps";

const ETH = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";
const WETH = "0x00000000000000000000000000000000000000e1";
const DAI = "0x00000000000000000000000000000000000000d1";
const KUL_PAIR = "0x00000000000000000000000000000000000000a1";
const V3_POOL = "0x00000000000000000000000000000000000000b1";

describe("marketFromDeployment", () => {
  it("watches a KUL AMM venue's pairs as constant products and a Uniswap V3 venue's pools as V3 pools", () => {
    const { pools } = marketFromDeployment({
      chainId: 31337,
      router: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      batchReader: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
      weth: WETH,
      tokens: { ETH: { symbol: "ETH", name: "Ether", address: ETH, decimals: 18 }, DAI: { symbol: "DAI", name: "Dai", address: DAI, decimals: 18 } },
      venues: [
        { name: "KUL AMM", kind: "kul-amm", tradingProxyIndex: 0, pairs: { "WETH/DAI": KUL_PAIR } },
        { name: "Uniswap V3 0.3 %", kind: "uniswap-v3", feeTier: 3000, tradingProxyIndex: 1, pairs: { "WETH/DAI": V3_POOL, "WETH/XYZ": V3_POOL } },
      ],
    });
    expect(pools).toEqual([
      { proxyIndex: 0, kind: "constant-product", address: KUL_PAIR, tokenA: WETH, tokenB: DAI },
      { proxyIndex: 1, kind: "uniswap-v3", address: V3_POOL, tokenA: WETH, tokenB: DAI },
    ]);
  });
});
