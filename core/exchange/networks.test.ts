import { describe, expect, it } from "vitest";
import { NETWORK_KEYS, networkByKey, networkOf, transactionUrl } from "./networks";

describe("the network table", () => {
  it("knows mainnet, Sepolia and the local chain by chain id and by short name", () => {
    expect(NETWORK_KEYS).toEqual(["mainnet", "sepolia", "hardhat"]);
    expect(networkOf(11155111)).toEqual({ key: "sepolia", chainId: 11155111, chainName: "Sepolia", explorerUrl: "https://sepolia.etherscan.io" });
    expect(networkByKey("hardhat").chainId).toBe(31337);
  });

  it("gives an unknown chain a generic name and no explorer", () => {
    expect(networkOf(5)).toEqual({ key: "chain-5", chainId: 5, chainName: "Chain 5", explorerUrl: null });
  });

  it("links a transaction to the explorer where the network has one", () => {
    expect(transactionUrl(1, "0xabc")).toBe("https://etherscan.io/tx/0xabc");
    expect(transactionUrl(31337, "0xabc")).toBeNull();
  });
});
