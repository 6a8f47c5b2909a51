/**
 * Another trader moving the market: a Hardhat account other than the test wallet's sells WETH
 * into every WETH/<token> pool, so ETH buys less of that token than a quote taken before it.
 * Used between the user's quote and send to make a tight minimum received fail on chain.
 */
import { Contract, JsonRpcProvider, Wallet, parseEther } from "ethers";
import { deploymentInfo, stackInfo } from "./stack-info";

const WETH_ABI = ["function deposit() payable", "function transfer(address to, uint256 amount) returns (bool)"];
const PAIR_ABI = ["function swap(address tokenIn, address to) returns (uint256 amountOut)"];

/** Sells `eth` WETH into each venue's WETH/`symbol` pool from funded account `accountIndex`. */
export async function sellEthInto(symbol: string, eth = "2", accountIndex = 4): Promise<number> {
  const { rpcUrl, accounts } = stackInfo();
  const account = accounts[accountIndex];
  if (!account) throw new Error(`the stack has no account ${accountIndex}`);
  const deployment = deploymentInfo();
  if (deployment.weth === undefined) throw new Error("the deployment has no wrapped ether");
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
  try {
    const trader = new Wallet(account.privateKey, provider);
    const weth = new Contract(deployment.weth, WETH_ABI, trader);
    const pools = deployment.venues.flatMap((v) => Object.entries(v.pairs).filter(([label]) => label === `WETH/${symbol}` || label === `${symbol}/WETH`).map(([, pair]) => pair));
    if (pools.length === 0) throw new Error(`no WETH/${symbol} pool in the deployment`);
    const amount = parseEther(eth);
    for (const pair of pools) {
      await (await weth.getFunction("deposit")({ value: amount })).wait();
      await (await weth.getFunction("transfer")(pair, amount)).wait();
      await (await new Contract(pair, PAIR_ABI, trader).getFunction("swap")(deployment.weth, trader.address)).wait();
    }
    return pools.length;
  } finally {
    provider.destroy();
  }
}
