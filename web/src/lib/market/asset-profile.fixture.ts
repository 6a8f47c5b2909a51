import type { AssetProfile } from "@core/ports/market-api.port";

/** An asset profile for the price-table tests: a lower-case code, a zero-decimals token with a sub-cent price, a token with no market. */
export const ASSET_PROFILE_FIXTURE: AssetProfile = {
  chainId: 31337,
  usdThb: "33",
  takenAt: 0,
  tokens: [
    { code: "ETH", name: "Ethereum", address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", decimals: 18, price: "3000", change: 1.5 },
    { code: "dai", name: "Dai Stablecoin", address: "0x0000000000000000000000000000000000000001", decimals: 18, price: "1.0001", change: -0.02 },
    { code: "SLP", name: "Smooth Love Potion", address: "0x0000000000000000000000000000000000000002", decimals: 0, price: "0.00312345", change: 0 },
    { code: "XYZ", name: "no market", address: "0x0000000000000000000000000000000000000003", decimals: 18, price: null, change: 0 },
  ],
};
