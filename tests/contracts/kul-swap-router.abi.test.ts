import { expect } from "chai";
import hre from "hardhat";
import { Interface } from "ethers";

// The chain adapters encode calls and decode errors from hand-written signatures: these must never drift.
const STABLE_SIGNATURES = [
  "trade(uint256,address,uint256,address,uint256,uint256,uint256,(address,uint256,uint64,bytes))",
  "splitTrades(uint256[],address,uint256,uint256[],address,uint256,uint256,uint256,(address,uint256,uint64,bytes))",
  "tradeRoutes((uint256,address,address)[],uint256,uint256,uint256,uint256,(address,uint256,uint64,bytes))",
  "getDestinationReturnAmount(uint256,address,address,uint256,uint256)",
  "getDestinationReturnAmountForSplitTrades(uint256[],address,address,uint256[],uint256)",
  "getDestinationReturnAmountForTradeRoutes((uint256,address,address)[],uint256,uint256)",
  "tradePaths(address,uint256,address,(uint256,(address,uint256[],uint256[])[])[],uint256,uint256,uint256,(address,uint256,uint64,bytes))",
  "getDestinationReturnAmountForPaths(address,address,(uint256,(address,uint256[],uint256[])[])[],uint256)",
  "tradingProxies(uint256)",
  "tradingProxyCount()",
  "partners(uint256)",
  "Trade(address,uint256,address,uint256,address,uint256)",
  "RouterDeadlineExpired(uint256,uint256)",
  "RouterMinimumNotMet(uint256,uint256)",
  "RouterInvalidMsgValue(uint256,uint256)",
  "RouterSameAsset(address)",
  "RouterZeroAmount()",
  "RouterSplitLengthMismatch(uint256,uint256)",
  "RouterSplitAmountsMismatch(uint256,uint256)",
  "RouterEmptyRoute()",
  "RouterRouteDiscontinuous(uint256,address,address)",
  "RouterUnknownTradingProxy(uint256)",
  "RouterTradingProxyDisabled(uint256)",
  "RouterUnknownPartner(uint256)",
  "RouterPartnerFeeTooHigh(uint256,uint256)",
  "RouterZeroAddress()",
  "RouterEthTransferFailed(address,uint256)",
  "RouterSplitDuplicateTradingProxy(uint256)",
  "RouterRouteReusesPool(uint256,uint256)",
  "RouterPathWithoutSteps(uint256)",
  "RouterPathEndsElsewhere(uint256,address,address)",
  "RouterPathIntermediateIsEndpoint(uint256,uint256,address)",
  "RouterPathsReusePool(uint256,address,address)",
  "claimFees(address,address)",
  "feeCredit(address,address)",
  "creditedFees(address)",
  "weth()",
  "PartnerFeeCredited(address,address,uint256)",
  "PartnerFeeClaimed(address,address,address,uint256)",
  "RouterNoFeeCredit(address,address)",
  "tradeGate()",
  "isTradeAuthorizationSpent(uint256)",
  "setTradeSigner(address)",
  "setTradeGate(bool)",
  "cancelTradeAuthorizations(uint256[])",
  "TradeAuthorizationUsed(uint256,address)",
  "TradeAuthorizationCancelled(uint256)",
  "RouterAuthorizationRequired(address)",
  "RouterAuthorizationWrongTrader(address,address)",
  "RouterAuthorizationExpired(uint256,uint256,uint256)",
  "RouterAuthorizationSpent(uint256)",
  "RouterAuthorizationInvalidSignature(uint256,address,address)",
  "owner()",
  "TradeSignerChanged(address,address)",
  "RouterTradeSignerNotSet()",
  "OwnableUnauthorizedAccount(address)",
];

describe("KulSwapRouter ABI", () => {
  it("keeps the function, event and error signatures the chain adapters rely on", async () => {
    const { abi } = await hre.artifacts.readArtifact("KulSwapRouter");
    const signatures = new Interface(abi).fragments
      .filter((f) => f.type === "function" || f.type === "event" || f.type === "error")
      .map((f) => f.format("sighash"));
    expect(signatures).to.include.members(STABLE_SIGNATURES);
  });

  it("indexes the Trade event by source asset, destination asset and trader", async () => {
    const { abi } = await hre.artifacts.readArtifact("KulSwapRouter");
    const trade = new Interface(abi).getEvent("Trade");
    expect(trade?.inputs.map((i) => [i.name, i.indexed])).to.deep.equal([
      ["srcAsset", true],
      ["srcAmount", false],
      ["destAsset", true],
      ["destAmount", false],
      ["trader", true],
      ["fee", false],
    ]);
  });
});
