import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { getCreate2Address, keccak256, solidityPackedKeccak256 } from "ethers";
import { at, deployContract } from "../helpers/fixtures";

async function fixture() {
  const factory = await deployContract("KulPairFactory");
  const a = await deployContract("TestToken", "A", "A", 18);
  const b = await deployContract("TestToken", "B", "B", 6);
  const [x, y] = [await a.getAddress(), await b.getAddress()];
  const [t0, t1] = BigInt(x) < BigInt(y) ? [x, y] : [y, x];
  return { factory, t0, t1 };
}

describe("KulPairFactory", () => {
  it("creates a pair at its CREATE2 address with an event, and finds it in both orders", async () => {
    const { factory, t0, t1 } = await loadFixture(fixture);
    const artifact = await hre.artifacts.readArtifact("KulPair");
    const expected = getCreate2Address(await factory.getAddress(), solidityPackedKeccak256(["address", "address"], [t0, t1]), keccak256(artifact.bytecode));
    await expect(factory.createPair(t1, t0)).to.emit(factory, "PairCreated").withArgs(t0, t1, expected, 1);
    expect([await factory.getPair(t0, t1), await factory.getPair(t1, t0)]).to.deep.equal([expected, expected]);
    expect([await factory.allPairs(0), await factory.allPairsLength()]).to.deep.equal([expected, 1n]);
    expect(await factory.pairInitCodeHash()).to.equal(keccak256(artifact.bytecode));
  });

  it("hands the sorted tokens to the pair only while creating it", async () => {
    const { factory, t0, t1 } = await loadFixture(fixture);
    await factory.createPair(t0, t1);
    const pair = await at("KulPair", await factory.getPair(t0, t1));
    expect([await pair.token0(), await pair.token1()]).to.deep.equal([t0, t1]);
    expect(await factory.parameters()).to.deep.equal([hre.ethers.ZeroAddress, hre.ethers.ZeroAddress]);
  });

  it("refuses identical tokens, the zero address and an existing pair", async () => {
    const { factory, t0, t1 } = await loadFixture(fixture);
    await expect(factory.createPair(t0, t0)).to.be.revertedWithCustomError(factory, "KulFactoryIdenticalTokens").withArgs(t0);
    await expect(factory.createPair(hre.ethers.ZeroAddress, t1)).to.be.revertedWithCustomError(factory, "KulFactoryZeroAddress");
    await factory.createPair(t0, t1);
    const pair = await factory.getPair(t0, t1);
    await expect(factory.createPair(t1, t0)).to.be.revertedWithCustomError(factory, "KulFactoryPairExists").withArgs(pair);
  });

  it("returns the zero address for a pair never created", async () => {
    const { factory, t0, t1 } = await loadFixture(fixture);
    expect(await factory.getPair(t0, t1)).to.equal(hre.ethers.ZeroAddress);
    expect(await factory.allPairsLength()).to.equal(0n);
  });
});
