/**
 * Another trader moving the market: a Hardhat account other than the test wallet's sells WETH
 * into every WETH/<token> pool, so ETH buys less of that token than a quote taken before it.
 * Used between the user's quote and send to make a tight minimum received fail on chain.
 * Every move is recorded, and `undoMoves` sells what each move received back into its pool, so
 * the tests that run later see prices near the seeded ones again.
 */
import { Contract, JsonRpcProvider, Wallet, parseEther } from "ethers";
import { deploymentInfo, stackInfo } from "./stack-info";

const WETH_ABI = ["function deposit() payable", "function transfer(address to, uint256 amount) returns (bool)"];
const ERC20_ABI = ["function balanceOf(address owner) view returns (uint256)", "function transfer(address to, uint256 amount) returns (bool)"];
const PAIR_ABI = ["function swap(address tokenIn, address to) returns (uint256 amountOut)"];

/** One sale into one pool: what came out, so it can be sold back. */
export type MarketMove = Readonly<{ pair: string; token: string; amountOut: bigint; accountIndex: number }>;

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

/** Sells `eth` WETH into each venue's WETH/`symbol` pool from funded account `accountIndex`. */
export async function sellEthInto(symbol: string, eth = "2", accountIndex = 4): Promise<MarketMove[]> {
  const deployment = deploymentInfo();
  if (deployment.weth === undefined) throw new Error("the deployment has no wrapped ether");
  const pools = deployment.venues.flatMap((v) => Object.entries(v.pairs).filter(([label]) => label === `WETH/${symbol}` || label === `${symbol}/WETH`).map(([, pair]) => pair));
  if (pools.length === 0) throw new Error(`no WETH/${symbol} pool in the deployment`);
  const { provider, trader } = connect(accountIndex);
  try {
    const token = new Contract(tokenAddress(symbol), ERC20_ABI, provider);
    const weth = new Contract(deployment.weth, WETH_ABI, trader);
    const amount = parseEther(eth);
    const moves: MarketMove[] = [];
    for (const pair of pools) {
      const before = (await token.getFunction("balanceOf")(trader.address)) as bigint;
      await (await weth.getFunction("deposit")({ value: amount })).wait();
      await (await weth.getFunction("transfer")(pair, amount)).wait();
      await (await new Contract(pair, PAIR_ABI, trader).getFunction("swap")(deployment.weth, trader.address)).wait();
      const after = (await token.getFunction("balanceOf")(trader.address)) as bigint;
      moves.push({ pair, token: await token.getAddress(), amountOut: after - before, accountIndex });
    }
    return moves;
  } finally {
    provider.destroy();
  }
}

/** Sells back into each pool what `moves` took out of it, last move first. */
export async function undoMoves(moves: readonly MarketMove[]): Promise<void> {
  for (const move of [...moves].reverse()) {
    const { provider, trader } = connect(move.accountIndex);
    try {
      await (await new Contract(move.token, ERC20_ABI, trader).getFunction("transfer")(move.pair, move.amountOut)).wait();
      await (await new Contract(move.pair, PAIR_ABI, trader).getFunction("swap")(move.token, trader.address)).wait();
    } finally {
      provider.destroy();
    }
  }
}
