import { describe, expect, it } from "vitest";
import { chainDeploymentFromFile } from "./deployment";

const router = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const batchReader = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";

describe("chainDeploymentFromFile", () => {
  it.each([
    [31337, "hardhat"],
    [11155111, "sepolia"],
    [1, "mainnet"],
    [8453, "chain-8453"],
  ])("reads chain %i as %s with its router and batch reader", (chainId, name) => {
    expect(chainDeploymentFromFile({ chainId, router, batchReader, venues: [] })).toEqual({ chainId, name, router, batchReader });
  });

  it("refuses a file without a valid router address", () => {
    expect(() => chainDeploymentFromFile({ chainId: 1, router: "0x12", batchReader })).toThrow(/router/);
  });
});
