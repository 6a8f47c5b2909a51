import { expect } from "chai";
import fc from "fast-check";
import hre from "hardhat";
import { loadFixture, time } from "@nomicfoundation/hardhat-network-helpers";
import { Signature, TypedDataEncoder, Wallet, id as keccakText, parseEther, parseUnits, toBeHex } from "ethers";
import {
  TRADE_AUTHORIZATION_TYPES,
  signTradeAuthorization,
  tradeAuthorizationDomain,
  type TradeAuthorizationArg,
  type TradeAuthorizationMessage,
  type TypedDataSigner,
} from "../../contracts/deploy/trade-authorization";
import { ETH, FAR_DEADLINE, NO_AUTH, balanceOf, by, stackFixture } from "./helpers/fixtures";

const ONE = 10n ** 18n;
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

async function fixture() {
  const stack = await stackFixture();
  const gateKey = Wallet.createRandom();
  const ownerRouter = by(stack.router, stack.owner);
  await (await ownerRouter.setTradeSigner(gateKey.address)).wait();
  await (await ownerRouter.setTradeGate(true)).wait();
  const chainId = (await hre.ethers.provider.getNetwork()).chainId;
  const routerAddress = await stack.router.getAddress();
  let nextId = 1n;
  /** An authorization signed by `key` (the gate key by default) on this chain for this router. */
  const authorize = async (
    fields: Partial<TradeAuthorizationMessage> & Pick<TradeAuthorizationMessage, "src" | "dest" | "srcAmount">,
    options: { key?: TypedDataSigner; chainId?: bigint; router?: string } = {},
  ): Promise<TradeAuthorizationArg> => {
    const message: TradeAuthorizationMessage = {
      trader: stack.trader.address,
      authId: nextId++,
      expiry: BigInt(await time.latest()) + 600n,
      ...fields,
    };
    return signTradeAuthorization(options.key ?? gateKey, options.chainId ?? chainId, options.router ?? routerAddress, message);
  };
  return { ...stack, gateKey, ownerRouter, chainId, routerAddress, authorize, traderRouter: by(stack.router, stack.trader) };
}

const hop = (tradingProxyIndex: number, src: string, dest: string) => ({ tradingProxyIndex, src, dest });

describe("KulSwapRouter trading gate (operator-signed TradeAuthorization)", () => {
  it("signs the EIP-712 domain KUL Swap Router / 1 / chain id / router address and the documented type", async () => {
    const { router, chainId, routerAddress, trader, address } = await loadFixture(fixture);
    const domain = await router.eip712Domain();
    expect([domain[1], domain[2], domain[3], domain[4]]).to.deep.equal(["KUL Swap Router", "1", chainId, routerAddress]);
    expect(await router.TRADE_AUTHORIZATION_TYPEHASH()).to.equal(
      keccakText("TradeAuthorization(address trader,address src,address dest,uint256 srcAmount,uint256 authId,uint64 expiry)"),
    );
    const message = { trader: trader.address, src: address("DAI"), dest: ETH, srcAmount: 5n, authId: 9n, expiry: 77n };
    const expected = TypedDataEncoder.hash(tradeAuthorizationDomain(chainId, routerAddress), { TradeAuthorization: [...TRADE_AUTHORIZATION_TYPES.TradeAuthorization] }, message);
    expect(await router.tradeAuthorizationDigest(message.trader, message.src, message.dest, message.srcAmount, message.authId, message.expiry)).to.equal(expected);
  });

  it("lets the owner only set the signer, switch the gate and cancel ids; the gate cannot go on without a signer", async () => {
    const { router, ownerRouter, gateKey, other, owner, deployment } = await loadFixture(fixture);
    expect(await router.tradeGate()).to.deep.equal([gateKey.address, true]);
    const otherRouter = by(router, other);
    await expect(otherRouter.setTradeSigner(other.address)).to.be.revertedWithCustomError(router, "OwnableUnauthorizedAccount").withArgs(other.address);
    await expect(otherRouter.setTradeGate(false)).to.be.revertedWithCustomError(router, "OwnableUnauthorizedAccount").withArgs(other.address);
    await expect(otherRouter.cancelTradeAuthorizations([1])).to.be.revertedWithCustomError(router, "OwnableUnauthorizedAccount").withArgs(other.address);
    await expect(ownerRouter.setTradeSigner(hre.ethers.ZeroAddress)).to.be.revertedWithCustomError(router, "RouterTradeSignerNotSet");
    await expect(ownerRouter.setTradeGate(false)).to.emit(router, "TradeGateSwitched").withArgs(false);
    await expect(ownerRouter.setTradeSigner(hre.ethers.ZeroAddress)).to.emit(router, "TradeSignerChanged").withArgs(gateKey.address, hre.ethers.ZeroAddress);
    await expect(ownerRouter.setTradeGate(true)).to.be.revertedWithCustomError(router, "RouterTradeSignerNotSet");
    // A fresh router starts with the gate off and no signer.
    const fresh = await hre.ethers.deployContract("KulSwapRouter", [owner.address, owner.address, 25, deployment.weth]);
    expect(await fresh.getFunction("tradeGate")()).to.deep.equal([hre.ethers.ZeroAddress, false]);
  });

  it("keeps the gate's switch and the platform partner apart though they share a storage slot, and gates every partner's trades", async () => {
    const { router, ownerRouter, traderRouter, trader, platform, other, gateKey, address, authorize } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    await (await ownerRouter.updatePartner(0, other.address, 40, "Platform moved")).wait();
    expect(await router.tradeGate()).to.deep.equal([gateKey.address, true]);
    expect(await router.partners(0)).to.deep.equal([other.address, 40n, "Platform moved"]);
    await (await ownerRouter.setTradeGate(false)).wait();
    expect(await router.partners(0)).to.deep.equal([other.address, 40n, "Platform moved"]);
    await (await ownerRouter.setTradeGate(true)).wait();
    await (await ownerRouter.updatePartner(0, platform.address, 25, "KUL Swap")).wait();
    expect([await router.tradeGate(), await router.partners(0)]).to.deep.equal([[gateKey.address, true], [platform.address, 25n, "KUL Swap"]]);
    // A partner other than the platform reads the gate from the platform's slot: its trades are gated the same.
    await (await ownerRouter.updatePartner(3, other.address, 10, "Partner")).wait();
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 3, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterAuthorizationRequired").withArgs(trader.address);
    const auth = await authorize({ src: dai, dest: usdc, srcAmount: ONE });
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 3, FAR_DEADLINE, auth)).to.emit(router, "TradeAuthorizationUsed").withArgs(auth.authId, trader.address);
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 4, FAR_DEADLINE, NO_AUTH)).to.be.revertedWithCustomError(router, "RouterUnknownPartner").withArgs(4n);
  });

  it("refuses a trade without an authorization before any token moves, and accepts one with a valid authorization", async () => {
    const { router, traderRouter, trader, address, authorize } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const amount = parseUnits("100", 18);
    await expect(traderRouter.trade(0, dai, amount, usdc, 0, 0, FAR_DEADLINE, NO_AUTH))
      .to.be.revertedWithCustomError(router, "RouterAuthorizationRequired")
      .withArgs(trader.address);
    const auth = await authorize({ src: dai, dest: usdc, srcAmount: amount });
    const daiBefore = await balanceOf(dai, trader.address);
    await expect(traderRouter.trade(0, dai, amount, usdc, 0, 0, FAR_DEADLINE, auth))
      .to.emit(router, "TradeAuthorizationUsed")
      .withArgs(auth.authId, trader.address)
      .and.to.emit(router, "Trade");
    expect(await balanceOf(dai, trader.address)).to.equal(daiBefore - amount);
    expect(await router.isTradeAuthorizationSpent(auth.authId)).to.equal(true);
  });

  it("uses each id once: a replay is refused, and ids sharing a bitmap word stay independent", async () => {
    const { router, traderRouter, trader, address, authorize } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const first = await authorize({ src: dai, dest: usdc, srcAmount: 10n ** 18n, authId: 256n });
    const neighbour = await authorize({ src: dai, dest: usdc, srcAmount: 10n ** 18n, authId: 257n });
    const far = await authorize({ src: dai, dest: usdc, srcAmount: 10n ** 18n, authId: 2n ** 255n + 3n });
    await (await traderRouter.trade(0, dai, 10n ** 18n, usdc, 0, 0, FAR_DEADLINE, first)).wait();
    await expect(traderRouter.trade(0, dai, 10n ** 18n, usdc, 0, 0, FAR_DEADLINE, first)).to.be.revertedWithCustomError(router, "RouterAuthorizationSpent").withArgs(256n);
    expect([await router.isTradeAuthorizationSpent(255n), await router.isTradeAuthorizationSpent(257n)]).to.deep.equal([false, false]);
    await expect(traderRouter.trade(0, dai, 10n ** 18n, usdc, 0, 0, FAR_DEADLINE, neighbour)).to.emit(router, "TradeAuthorizationUsed").withArgs(257n, trader.address);
    await expect(traderRouter.trade(0, dai, 10n ** 18n, usdc, 0, 0, FAR_DEADLINE, far)).to.emit(router, "Trade");
    await expect(traderRouter.trade(0, dai, 10n ** 18n, usdc, 0, 0, FAR_DEADLINE, far)).to.be.revertedWithCustomError(router, "RouterAuthorizationSpent");
  });

  it("refuses an expired authorization and accepts one in its last second", async () => {
    const { router, traderRouter, address, authorize } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const now = BigInt(await time.latest());
    const expired = await authorize({ src: dai, dest: usdc, srcAmount: ONE, expiry: now });
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, expired))
      .to.be.revertedWithCustomError(router, "RouterAuthorizationExpired")
      .withArgs(expired.authId, now, now + 1n);
    const lastSecond = await authorize({ src: dai, dest: usdc, srcAmount: ONE, expiry: now + 2n });
    await time.setNextBlockTimestamp(now + 2n);
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, lastSecond)).to.emit(router, "Trade");
  });

  it("refuses an authorization of another trader, whether sent as issued or with the trader field changed", async () => {
    const { router, trader, other, address, authorize } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const auth = await authorize({ src: dai, dest: usdc, srcAmount: ONE });
    const otherRouter = by(router, other);
    await expect(otherRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, auth))
      .to.be.revertedWithCustomError(router, "RouterAuthorizationWrongTrader")
      .withArgs(trader.address, other.address);
    await expect(otherRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, { ...auth, trader: other.address }))
      .to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature");
  });

  it("binds the pair, the amount, the id and the expiry: a change of any is refused", async () => {
    const { router, traderRouter, gateKey, address, authorize } = await loadFixture(fixture);
    const [dai, usdc, link] = [address("DAI"), address("USDC"), address("LINK")];
    const auth = await authorize({ src: dai, dest: usdc, srcAmount: ONE });
    const refused = (tx: Promise<unknown>) => expect(tx).to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature");
    await refused(traderRouter.trade(0, dai, ONE + 1n, usdc, 0, 0, FAR_DEADLINE, auth));
    await refused(traderRouter.trade(0, dai, ONE - 1n, usdc, 0, 0, FAR_DEADLINE, auth));
    await refused(traderRouter.trade(0, dai, ONE, link, 0, 0, FAR_DEADLINE, auth));
    await refused(traderRouter.trade(0, link, ONE, usdc, 0, 0, FAR_DEADLINE, auth));
    await refused(traderRouter.trade(0, usdc, ONE, dai, 0, 0, FAR_DEADLINE, auth));
    await refused(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, { ...auth, authId: auth.authId + 1n }));
    await refused(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, { ...auth, expiry: auth.expiry + 1n }));
    // The refusal names what the signature recovered to and the signer it should have been.
    await expect(traderRouter.trade(0, dai, ONE + 1n, usdc, 0, 0, FAR_DEADLINE, auth))
      .to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature")
      .withArgs(auth.authId, (addr: string) => addr !== gateKey.address && addr !== hre.ethers.ZeroAddress, gateKey.address);
    // The minimum is not bound: the unchanged authorization works with a minimum it did not name.
    const net: bigint = await router.getDestinationReturnAmount(0, dai, usdc, ONE, 0);
    await expect(traderRouter.trade(0, dai, ONE, usdc, net, 0, FAR_DEADLINE, auth)).to.emit(router, "Trade");
  });

  it("refuses a signature of another key, of another chain id, or for another router address (the domain)", async () => {
    const { router, traderRouter, gateKey, chainId, address, authorize } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const stranger = Wallet.createRandom();
    const cases = [
      { what: "another key", auth: await authorize({ src: dai, dest: usdc, srcAmount: ONE }, { key: stranger }) },
      { what: "another chain", auth: await authorize({ src: dai, dest: usdc, srcAmount: ONE }, { chainId: chainId + 1n }) },
      { what: "another router", auth: await authorize({ src: dai, dest: usdc, srcAmount: ONE }, { router: address("WBTC") }) },
    ];
    for (const c of cases) {
      await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, c.auth), c.what)
        .to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature")
        .withArgs(c.auth.authId, (addr: string) => addr !== gateKey.address, gateKey.address);
    }
  });

  it("refuses the malleable twin (s' = n - s, v flipped) and a malformed signature", async () => {
    const { router, traderRouter, gateKey, address, authorize } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const auth = await authorize({ src: dai, dest: usdc, srcAmount: ONE });
    const sig = Signature.from(auth.signature);
    const highS = toBeHex(SECP256K1_N - BigInt(sig.s), 32);
    const twin = `${sig.r}${highS.slice(2)}${sig.v === 27 ? "1c" : "1b"}`;
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, { ...auth, signature: twin }))
      .to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature")
      .withArgs(auth.authId, hre.ethers.ZeroAddress, gateKey.address);
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, { ...auth, signature: `${auth.signature}00` }))
      .to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature")
      .withArgs(auth.authId, hre.ethers.ZeroAddress, gateKey.address);
    // The canonical signature still works (the refusals spent nothing).
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, auth)).to.emit(router, "Trade");
  });

  it("refuses a cancelled id, and after a rotation refuses the old signer's authorizations and takes the new one's", async () => {
    const { router, ownerRouter, traderRouter, gateKey, address, authorize } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const cancelled = await authorize({ src: dai, dest: usdc, srcAmount: ONE });
    await expect(ownerRouter.cancelTradeAuthorizations([cancelled.authId, 999n])).to.emit(router, "TradeAuthorizationCancelled").withArgs(cancelled.authId);
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, cancelled)).to.be.revertedWithCustomError(router, "RouterAuthorizationSpent").withArgs(cancelled.authId);
    const byOldKey = await authorize({ src: dai, dest: usdc, srcAmount: ONE });
    const newKey = Wallet.createRandom();
    await expect(ownerRouter.setTradeSigner(newKey.address)).to.emit(router, "TradeSignerChanged").withArgs(gateKey.address, newKey.address);
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, byOldKey))
      .to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature")
      .withArgs(byOldKey.authId, gateKey.address, newKey.address);
    const byNewKey = await authorize({ src: dai, dest: usdc, srcAmount: ONE }, { key: newKey });
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, byNewKey)).to.emit(router, "Trade");
  });

  it("binds a split's total (not its parts), and takes ether with an authorization of the ETH placeholder", async () => {
    const { router, traderRouter, trader, address, authorize } = await loadFixture(fixture);
    const dai = address("DAI");
    const total = parseEther("3");
    const auth = await authorize({ src: ETH, dest: dai, srcAmount: total });
    const bigger = total + parseEther("1");
    await expect(traderRouter.splitTrades([0, 1], ETH, bigger, [parseEther("2"), parseEther("2")], dai, 0, 0, FAR_DEADLINE, auth, { value: bigger }))
      .to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature");
    await expect(traderRouter.splitTrades([0, 1], ETH, total, [parseEther("1"), parseEther("2")], dai, 0, 0, FAR_DEADLINE, auth, { value: total }))
      .to.emit(router, "TradeAuthorizationUsed")
      .withArgs(auth.authId, trader.address);
    // Another split of the same total needs no other kind of authorization, only a fresh id.
    const again = await authorize({ src: ETH, dest: dai, srcAmount: total });
    await expect(traderRouter.splitTrades([1, 0], ETH, total, [parseEther("2.5"), parseEther("0.5")], dai, 0, 0, FAR_DEADLINE, again, { value: total })).to.emit(router, "Trade");
    await expect(traderRouter.trade(0, ETH, total, dai, 0, 0, FAR_DEADLINE, again, { value: total })).to.be.revertedWithCustomError(router, "RouterAuthorizationSpent");
  });

  it("binds a route's first source, last destination and amount; the hops between are free", async () => {
    const { router, traderRouter, trader, address, authorize } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const amount = parseUnits("50", 18);
    const auth = await authorize({ src: dai, dest: usdc, srcAmount: amount });
    await expect(traderRouter.tradeRoutes([hop(0, dai, ETH)], amount, 0, 0, FAR_DEADLINE, auth)).to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature");
    await expect(traderRouter.tradeRoutes([hop(0, dai, ETH), hop(1, ETH, usdc)], amount + 1n, 0, 0, FAR_DEADLINE, auth)).to.be.revertedWithCustomError(router, "RouterAuthorizationInvalidSignature");
    await expect(traderRouter.tradeRoutes([hop(0, dai, ETH), hop(1, ETH, usdc)], amount, 0, 0, FAR_DEADLINE, auth))
      .to.emit(router, "TradeAuthorizationUsed")
      .withArgs(auth.authId, trader.address);
    const viaLink = await authorize({ src: dai, dest: usdc, srcAmount: amount });
    await expect(traderRouter.tradeRoutes([hop(1, dai, ETH), hop(1, ETH, usdc)], amount, 0, 0, FAR_DEADLINE, viaLink)).to.emit(router, "Trade");
  });

  it("keeps quotes ungated, and with the gate off trades need no authorization (an insiders' deployment)", async () => {
    const { router, ownerRouter, traderRouter, address, authorize } = await loadFixture(fixture);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    expect(await router.getDestinationReturnAmount(0, dai, usdc, ONE, 0)).to.be.greaterThan(0n);
    expect(await router.getDestinationReturnAmountForSplitTrades([0, 1], dai, usdc, [ONE / 2n, ONE / 2n], 0)).to.be.greaterThan(0n);
    expect(await router.getDestinationReturnAmountForTradeRoutes([hop(0, dai, ETH), hop(1, ETH, usdc)], ONE, 0)).to.be.greaterThan(0n);
    await (await ownerRouter.setTradeGate(false)).wait();
    await expect(traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, NO_AUTH)).to.emit(router, "Trade").and.not.to.emit(router, "TradeAuthorizationUsed");
    // While off, an authorization passed along is not checked nor spent.
    const auth = await authorize({ src: dai, dest: usdc, srcAmount: ONE });
    await (await traderRouter.trade(0, dai, ONE, usdc, 0, 0, FAR_DEADLINE, auth)).wait();
    expect(await router.isTradeAuthorizationSpent(auth.authId)).to.equal(false);
  });

  it("refuses any calldata from a wallet without a valid authorization: no authorization field choice gets a trade through", async () => {
    const { router, trader, address, gateKey, chainId, routerAddress } = await loadFixture(fixture);
    const traderRouter = by(router, trader);
    const [dai, usdc] = [address("DAI"), address("USDC")];
    const daiBefore = await balanceOf(dai, trader.address);
    const now = BigInt(await time.latest());
    const arbAddress = fc.constantFrom(trader.address, hre.ethers.ZeroAddress, gateKey.address, dai);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          trader: arbAddress,
          authId: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
          expiry: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
          signature: fc.oneof(
            fc.uint8Array({ minLength: 0, maxLength: 80 }).map((b) => hre.ethers.hexlify(b)),
            // A real gate signature of other fields than the ones sent.
            fc.bigInt({ min: 1n, max: 10n ** 18n }).map((n) => ({ n })),
          ),
          amount: fc.bigInt({ min: 1n, max: 10n ** 18n }),
        }),
        async (c) => {
          const signature =
            typeof c.signature === "string"
              ? c.signature
              : (await signTradeAuthorization(gateKey, chainId, routerAddress, { trader: trader.address, src: dai, dest: usdc, srcAmount: c.signature.n + c.amount, authId: c.authId, expiry: now + 600n })).signature;
          await expect(traderRouter.trade(0, dai, c.amount, usdc, 0, 0, FAR_DEADLINE, { trader: c.trader, authId: c.authId, expiry: c.expiry, signature })).to.be.reverted;
        },
      ),
      { numRuns: 40 },
    );
    expect(await balanceOf(dai, trader.address)).to.equal(daiBefore);
  });
});
