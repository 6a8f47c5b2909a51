import { expect } from "chai";
import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import { at, deployContract } from "../helpers/fixtures";
import type { KulContract } from "../helpers/fixtures";

const DEAD = "0x000000000000000000000000000000000000dEaD";

async function fixture() {
  const [owner, user] = await hre.ethers.getSigners();
  const factory = await deployContract("KulPairFactory");
  const a = await deployContract("TestToken", "Token A", "A", 18);
  const b = await deployContract("TestToken", "Token B", "B", 18);
  await factory.createPair(await a.getAddress(), await b.getAddress());
  const pair = await at("KulPair", await factory.getPair(await a.getAddress(), await b.getAddress()));
  const pairAddress = await pair.getAddress();
  /** Sends `amountA` of A and `amountB` of B to the pair and mints shares to the owner. */
  const addLiquidity = async (amountA: bigint, amountB: bigint) => {
    await a.mint(pairAddress, amountA);
    await b.mint(pairAddress, amountB);
    return pair.mint(owner!.address);
  };
  return { owner: owner!, user: user!, factory, a, b, pair, pairAddress, addLiquidity };
}

async function reservesOf(pair: KulContract, a: KulContract): Promise<[bigint, bigint]> {
  const [r0, r1] = (await pair.getReserves()) as [bigint, bigint];
  return (await pair.token0()) === (await a.getAddress()) ? [r0, r1] : [r1, r0];
}

describe("KulPair", () => {
  it("knows its factory and its tokens, sorted, and is a share token", async () => {
    const { pair, factory, a, b } = await loadFixture(fixture);
    const sorted = [await a.getAddress(), await b.getAddress()].sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1));
    expect([await pair.token0(), await pair.token1(), await pair.factory()]).to.deep.equal([...sorted, await factory.getAddress()]);
    expect([await pair.name(), await pair.symbol(), await pair.decimals(), await pair.MINIMUM_LIQUIDITY()]).to.deep.equal(["KUL AMM Liquidity", "KUL-LP", 18n, 1000n]);
  });

  it("mints sqrt(a x b) - 1000 shares at the first deposit and locks 1000 forever", async () => {
    const { pair, owner, addLiquidity, a } = await loadFixture(fixture);
    const [amount0, amount1] = (await pair.token0()) === (await a.getAddress()) ? [4_000_000n, 1_000_000n] : [1_000_000n, 4_000_000n];
    await expect(addLiquidity(4_000_000n, 1_000_000n)).to.emit(pair, "LiquidityAdded").withArgs(owner.address, amount0, amount1, 1_999_000n, owner.address);
    expect([await pair.balanceOf(owner.address), await pair.balanceOf(DEAD), await pair.totalSupply()]).to.deep.equal([1_999_000n, 1000n, 2_000_000n]);
    expect(await reservesOf(pair, a)).to.deep.equal([4_000_000n, 1_000_000n]);
  });

  it("mints later shares in proportion, on the scarcer side", async () => {
    const { pair, owner, addLiquidity } = await loadFixture(fixture);
    await addLiquidity(1_000_000n, 1_000_000n);
    await addLiquidity(500_000n, 800_000n);
    expect(await pair.balanceOf(owner.address)).to.equal(999_000n + 500_000n);
  });

  it("refuses a first deposit too small to lock the minimum, and a deposit of nothing", async () => {
    const { pair, addLiquidity } = await loadFixture(fixture);
    await expect(addLiquidity(1000n, 1000n)).to.be.revertedWithCustomError(pair, "KulPairInsufficientLiquidity").withArgs(1000n, 1000n);
    await addLiquidity(10n ** 6n, 10n ** 6n);
    await expect(addLiquidity(0n, 0n)).to.be.revertedWithCustomError(pair, "KulPairInsufficientLiquidity").withArgs(0n, 0n);
  });

  it("refuses reserves above 112 bits", async () => {
    const { pair, addLiquidity } = await loadFixture(fixture);
    const tooMuch = 2n ** 112n;
    await expect(addLiquidity(tooMuch, 10n ** 6n)).to.be.revertedWithCustomError(pair, "KulPairOverflow");
  });

  it("burns shares for both tokens pro rata, with an event", async () => {
    const { pair, pairAddress, owner, user, a, b, addLiquidity } = await loadFixture(fixture);
    await addLiquidity(3_000_000n, 1_000_000n);
    const shares = (await pair.balanceOf(owner.address)) / 2n;
    await pair.transfer(pairAddress, shares);
    const supply: bigint = await pair.totalSupply();
    const [expectA, expectB] = [(shares * 3_000_000n) / supply, (shares * 1_000_000n) / supply];
    const [amount0, amount1] = (await pair.token0()) === (await a.getAddress()) ? [expectA, expectB] : [expectB, expectA];
    await expect(pair.burn(user.address)).to.emit(pair, "LiquidityRemoved").withArgs(owner.address, amount0, amount1, shares, user.address);
    expect([await a.balanceOf(user.address), await b.balanceOf(user.address)]).to.deep.equal([expectA, expectB]);
    expect(await reservesOf(pair, a)).to.deep.equal([3_000_000n - expectA, 1_000_000n - expectB]);
    await expect(pair.burn(user.address)).to.be.revertedWithCustomError(pair, "KulPairInsufficientLiquidity").withArgs(0n, 0n);
  });

  // [reserve in, reserve out, amount in, expected out] with out = floor(in x 997 x rOut / (rIn x 1000 + in x 997))
  const swaps: [bigint, bigint, bigint, bigint][] = [
    [10n ** 6n, 10n ** 6n, 10n ** 6n, 499_248n],
    [10n ** 6n, 2n * 10n ** 6n, 1000n, 1992n],
    [10n ** 18n, 3000n * 10n ** 18n, 10n ** 18n, 1_497_746_619_929_894_842_263n],
    [3000n * 10n ** 18n, 10n ** 18n, 3000n * 10n ** 18n, 499_248_873_309_964_947n],
    [10n ** 6n, 10n ** 6n, 4n, 3n],
    [10n ** 6n, 10n ** 6n, 10n ** 24n, 999_999n],
  ];
  for (const [reserveIn, reserveOut, amountIn, out] of swaps) {
    it(`swaps ${amountIn} in against reserves ${reserveIn}/${reserveOut} for ${out} out, keeping 0.3 %`, async () => {
      const { pair, pairAddress, user, a, b, addLiquidity } = await loadFixture(fixture);
      await addLiquidity(reserveIn, reserveOut);
      await a.mint(pairAddress, amountIn);
      await expect(pair.swap(await a.getAddress(), user.address))
        .to.emit(pair, "Swapped")
        .withArgs((await hre.ethers.getSigners())[0]!.address, await a.getAddress(), amountIn, out, user.address);
      expect(await b.balanceOf(user.address)).to.equal(out);
      expect(await reservesOf(pair, a)).to.deep.equal([reserveIn + amountIn, reserveOut - out]);
      const [kBefore, kAfter] = [reserveIn * reserveOut, (reserveIn + amountIn) * (reserveOut - out)];
      expect(kAfter >= kBefore).to.equal(true);
    });
  }

  it("swaps in either direction", async () => {
    const { pair, pairAddress, user, a, b, addLiquidity } = await loadFixture(fixture);
    await addLiquidity(10n ** 6n, 10n ** 6n);
    await b.mint(pairAddress, 10n ** 6n);
    expect(await pair.swap.staticCall(await b.getAddress(), user.address)).to.equal(499_248n);
    await pair.swap(await b.getAddress(), user.address);
    expect(await a.balanceOf(user.address)).to.equal(499_248n);
  });

  it("refuses a token that is not in the pair, a swap with no input and a swap too small for any output", async () => {
    const { pair, pairAddress, user, a, addLiquidity } = await loadFixture(fixture);
    await addLiquidity(10n ** 6n, 10n ** 6n);
    await expect(pair.swap(user.address, user.address)).to.be.revertedWithCustomError(pair, "KulPairInvalidToken").withArgs(user.address);
    await expect(pair.swap(await a.getAddress(), user.address)).to.be.revertedWithCustomError(pair, "KulPairInsufficientInput").withArgs(10n ** 6n, 10n ** 6n);
    await a.mint(pairAddress, 1n);
    await expect(pair.swap(await a.getAddress(), user.address)).to.be.revertedWithCustomError(pair, "KulPairInsufficientOutput").withArgs(1n);
  });
});
