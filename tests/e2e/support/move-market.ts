/**
 * Another trader moving the market: a Hardhat account other than the test wallet's sells ether
 * for a token on every venue with a WETH/<token> pool, through the router (with the operator's
 * authorization, the trading gate being on), so ETH buys less of that token than a quote taken
 * before it. Used between the user's quote and send to make a tight minimum received fail on chain.
 * Every move is recorded, and `undoMoves` sells what each move received back on its venue, so the
 * tests that run later see prices near the seeded ones again.
 */
import { Contract, JsonRpcProvider, MaxUint256, Wallet, parseEther } from "ethers";
import { ROUTER_ABI } from "../../../adapters/chain/shared/abi";
import { deploymentInfo, stackInfo } from "./stack-info";
import { operatorAuthorization } from "./trade-gate";

const ERC20_ABI = ["function balanceOf(address owner) view returns (uint256)", "function approve(address spender, uint256 amount) returns (bool)"];

/** One sale on one venue: what came out, so it can be sold back there. */
export type MarketMove = Readonly<{ proxyIndex: number; token: string; amountOut: bigint; accountIndex: number }>;

function connect(accountIndex: number): { provider: JsonRpcProvider; trader: Wallet } {
  const { rpcUrl, accounts } = stackInfo();
  const account = accounts[accountIndex];
  if (!account) throw new Error(`the stack has no account ${accountIndex}`);
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
  return { provider, trader: new Wallet(account.privateKey, provider) };
}

function tokenAddress(symbol: string): string {
  const found = Object.values(deploymentInfo().tokens ?? {}).find((t) => t.symbol === symbol);
  if (!found) throw new Error(`the deployment lists no ${symbol}`);
  return found.address;
}

/** One router trade of `amount` of `src` for `dest` on venue `proxyIndex`, any output accepted. */
async function trade(provider: JsonRpcProvider, trader: Wallet, proxyIndex: number, src: string, amount: bigint, dest: string): Promise<void> {
  const deadline = BigInt(((await provider.getBlock("latest"))?.timestamp ?? 0) + 600);
  const auth = await operatorAuthorization({ trader: trader.address, src, dest, srcAmount: amount, expiry: deadline });
  const router = new Contract(stackInfo().router, ROUTER_ABI, trader);
  const eth = deploymentInfo().ethAddress;
  const sent = await router.getFunction("trade")(proxyIndex, src, amount, dest, 1n, 0n, deadline, auth, { value: src === eth ? amount : 0n, gasLimit: 1_000_000n });
  const receipt = await sent.wait();
  if (receipt?.status !== 1) throw new Error(`the market move on venue ${proxyIndex} failed`);
}

/** Sells `eth` ether for `symbol` on each venue with a WETH/`symbol` pool, from funded account `accountIndex`. */
export async function sellEthInto(symbol: string, eth = "2", accountIndex = 4): Promise<MarketMove[]> {
  const deployment = deploymentInfo();
  const ether = deployment.ethAddress;
  if (ether === undefined) throw new Error("the deployment has no ETH placeholder");
  const venues = deployment.venues.filter((v) => Object.keys(v.pairs).some((label) => label === `WETH/${symbol}` || label === `${symbol}/WETH`));
  if (venues.length === 0) throw new Error(`no WETH/${symbol} pool in the deployment`);
  const { provider, trader } = connect(accountIndex);
  try {
    const token = new Contract(tokenAddress(symbol), ERC20_ABI, provider);
    const amount = parseEther(eth);
    const moves: MarketMove[] = [];
    for (const venue of venues) {
      const before = (await token.getFunction("balanceOf")(trader.address)) as bigint;
      await trade(provider, trader, venue.tradingProxyIndex, ether, amount, await token.getAddress());
      const after = (await token.getFunction("balanceOf")(trader.address)) as bigint;
      moves.push({ proxyIndex: venue.tradingProxyIndex, token: await token.getAddress(), amountOut: after - before, accountIndex });
    }
    return moves;
  } finally {
    provider.destroy();
  }
}

/** Sells back on each venue what `moves` bought there, last move first. */
export async function undoMoves(moves: readonly MarketMove[]): Promise<void> {
  const ether = deploymentInfo().ethAddress;
  if (ether === undefined) throw new Error("the deployment has no ETH placeholder");
  for (const move of [...moves].reverse()) {
    const { provider, trader } = connect(move.accountIndex);
    try {
      await (await new Contract(move.token, ERC20_ABI, trader).getFunction("approve")(stackInfo().router, MaxUint256)).wait();
      await trade(provider, trader, move.proxyIndex, move.token, move.amountOut, ether);
    } finally {
      provider.destroy();
    }
  }
}
