// Human-readable ABIs of the project's contracts, as far as the chain adapters use them. Both
// ethers (`new Interface`) and viem (`parseAbi`) read this form, so the two adapters encode and
// decode from one source. Kept by hand (not read from artifacts/) because the web app bundles it.

/**
 * The router: trades, quote views, the Trade event (destAmount: what the trader's balance gained; fee: what
 * the partner received or was credited) and the custom errors users can hit; the trading gate's owner functions
 * and the sweep of the platform's kept fees (`kul admin gate`, `kul admin fees`).
 */
export const ROUTER_ABI = [
  "function trade(uint256 tradingProxyIndex, address src, uint256 srcAmount, address dest, uint256 minDestAmount, uint256 partnerIndex, uint256 deadline, (address trader, uint256 authId, uint64 expiry, bytes signature) auth) payable returns (uint256)",
  "function splitTrades(uint256[] tradingProxyIndices, address src, uint256 totalSrcAmount, uint256[] srcAmounts, address dest, uint256 minDestAmount, uint256 partnerIndex, uint256 deadline, (address trader, uint256 authId, uint64 expiry, bytes signature) auth) payable returns (uint256)",
  "function tradeRoutes((uint256 tradingProxyIndex, address src, address dest)[] routes, uint256 srcAmount, uint256 minDestAmount, uint256 partnerIndex, uint256 deadline, (address trader, uint256 authId, uint64 expiry, bytes signature) auth) payable returns (uint256)",
  "function tradePaths(address src, uint256 srcAmount, address dest, (uint256 srcAmount, (address dest, uint256[] tradingProxyIndices, uint256[] weights)[] steps)[] paths, uint256 minDestAmount, uint256 partnerIndex, uint256 deadline, (address trader, uint256 authId, uint64 expiry, bytes signature) auth) payable returns (uint256)",
  "function getDestinationReturnAmount(uint256 tradingProxyIndex, address src, address dest, uint256 srcAmount, uint256 partnerIndex) view returns (uint256)",
  "function getDestinationReturnAmountForSplitTrades(uint256[] tradingProxyIndices, address src, address dest, uint256[] srcAmounts, uint256 partnerIndex) view returns (uint256)",
  "function getDestinationReturnAmountForTradeRoutes((uint256 tradingProxyIndex, address src, address dest)[] routes, uint256 srcAmount, uint256 partnerIndex) view returns (uint256)",
  "function getDestinationReturnAmountForPaths(address src, address dest, (uint256 srcAmount, (address dest, uint256[] tradingProxyIndices, uint256[] weights)[] steps)[] paths, uint256 partnerIndex) view returns (uint256)",
  "event Trade(address indexed srcAsset, uint256 srcAmount, address indexed destAsset, uint256 destAmount, address indexed trader, uint256 fee)",
  "error RouterDeadlineExpired(uint256 deadline, uint256 blockTimestamp)",
  "error RouterMinimumNotMet(uint256 net, uint256 minimum)",
  "error RouterInvalidMsgValue(uint256 expected, uint256 actual)",
  "error RouterSameAsset(address asset)",
  "error RouterZeroAmount()",
  "error RouterSplitLengthMismatch(uint256 tradingProxies, uint256 amounts)",
  "error RouterSplitAmountsMismatch(uint256 sum, uint256 total)",
  "error RouterEmptyRoute()",
  "error RouterRouteDiscontinuous(uint256 hop, address expected, address actual)",
  "error RouterUnknownTradingProxy(uint256 index)",
  "error RouterTradingProxyDisabled(uint256 index)",
  "error RouterUnknownPartner(uint256 index)",
  "error RouterEthTransferFailed(address to, uint256 amount)",
  "error RouterSplitDuplicateTradingProxy(uint256 index)",
  "error RouterRouteReusesPool(uint256 earlierHop, uint256 hop)",
  "error RouterPathWithoutSteps(uint256 path)",
  "error RouterPathEndsElsewhere(uint256 path, address dest, address actual)",
  "error RouterPathIntermediateIsEndpoint(uint256 path, uint256 step, address asset)",
  "error RouterPathsReusePool(uint256 tradingProxyIndex, address token0, address token1)",
  "error RouterBalanceUnreadable(address token)",
  "event TradeAuthorizationUsed(uint256 indexed authId, address indexed trader)",
  "event TradeAuthorizationCancelled(uint256 indexed authId)",
  "event TradeSignerChanged(address indexed previousSigner, address indexed newSigner)",
  "function tradeGate() view returns (address signer, bool on)",
  "function isTradeAuthorizationSpent(uint256 authId) view returns (bool)",
  "function owner() view returns (address)",
  "function setTradeSigner(address signer)",
  "function cancelTradeAuthorizations(uint256[] authIds)",
  "error OwnableUnauthorizedAccount(address account)",
  "error RouterTradeSignerNotSet()",
  "error RouterAuthorizationRequired(address trader)",
  "error RouterAuthorizationWrongTrader(address authorized, address sender)",
  "error RouterAuthorizationExpired(uint256 authId, uint256 expiry, uint256 blockTimestamp)",
  "error RouterAuthorizationSpent(uint256 authId)",
  "error RouterAuthorizationInvalidSignature(uint256 authId, address recovered, address signer)",
  "function partners(uint256 index) view returns (address wallet, uint256 feeBps, string name)",
  "function creditedFees(address asset) view returns (uint256)",
  "function claimPlatformFees(address asset) returns (uint256 amount)",
  "event PlatformFeesClaimed(address indexed asset, address indexed wallet, uint256 amount)",
  "error RouterNoPlatformFees(address asset)",
] as const;

/** The router's custom error for "less than the minimum received" (mapped to CHAIN_SLIPPAGE). */
export const ROUTER_SLIPPAGE_ERROR = "RouterMinimumNotMet";
/** The router's custom error for a passed deadline (mapped to CHAIN_DEADLINE_EXPIRED). */
export const ROUTER_DEADLINE_ERROR = "RouterDeadlineExpired";

/** The batch reader: many balances (ETH by placeholder) or allowances in one eth_call. */
export const BATCH_READER_ABI = [
  "function balancesOf(address[] owners, address[] tokens) view returns (uint256[])",
  "function allowancesOf(address owner, address spender, address[] tokens) view returns (uint256[])",
] as const;

/** ERC-20 as the adapters use it, plus the OpenZeppelin 5 errors a failed transfer reports. */
export const ERC20_ABI = [
  "function balanceOf(address owner) view returns (uint256)",
  "function allowance(address owner, address spender) view returns (uint256)",
  "function approve(address spender, uint256 amount) returns (bool)",
  "error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)",
  "error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)",
  "error SafeERC20FailedOperation(address token)",
  "error TetherLikeApproveFromNonZero(uint256 current, uint256 requested)",
  "error TetherLikeInsufficientBalance(uint256 balance, uint256 amount)",
  "error TetherLikeInsufficientAllowance(uint256 allowance, uint256 amount)",
] as const;

/** Everything an adapter decodes revert data against. */
export const ERRORS_ABI = [...ROUTER_ABI, ...ERC20_ABI].filter((line) => line.startsWith("error ")) as readonly string[];
