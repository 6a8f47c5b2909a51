/**
 * Traders for the leaderboard: each gets a fresh wallet (so no other test's wallet link is
 * taken), funded with ETH by a stack account, linked to the trader's account through the API,
 * and sells ETH for DAI through the router with the operator's authorization (the rivals stand in for
 * other traders; the journeys ask the server for theirs). Blocks are then mined so the trades are 12 deep.
 */
import { JsonRpcProvider, Wallet, parseEther } from "ethers";
import { createEthersChainAdapter } from "../../../adapters/chain";
import { chainDeploymentFromFile } from "../../../adapters/chain/shared/deployment";
import { createApiClient } from "../../../adapters/http-client/api-client";
import { linkKeyWallet } from "../../support/key-wallet";
import { createHistoryApi } from "../../../adapters/http-client/history.client";
import type { TopTraderStats } from "../../../core/history/leaderboard";
import type { Address, Hash } from "../../../core/ports/chain.port";
import { operatorAuthorization } from "./trade-gate";
import { deploymentInfo, stackInfo } from "./stack-info";
import type { TestAccount } from "./users";

/** The funded account that pays for the traders' wallets. */
const FUNDER_INDEX = 4;

const provider = () => new JsonRpcProvider(stackInfo().rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
const historyOf = (account: TestAccount) => createHistoryApi(createApiClient({ baseUrl: `${stackInfo().api}/v1/api`, getToken: () => account.token }));

/** A new wallet with `eth` + 0.1 ETH for gas, linked to `account`. */
export async function fundedWallet(account: TestAccount, eth: string): Promise<Wallet> {
  const rpc = provider();
  try {
    const funder = new Wallet(stackInfo().accounts[FUNDER_INDEX]!.privateKey, rpc);
    const wallet = Wallet.createRandom();
    await (await funder.sendTransaction({ to: wallet.address, value: parseEther(eth) + parseEther("0.1") })).wait();
    await linkKeyWallet(historyOf(account), wallet.privateKey as Hash);
    return new Wallet(wallet.privateKey);
  } finally {
    rpc.destroy();
  }
}

/** Sells `eth` ETH for DAI through the router from `wallet`, on the first venue, authorized by the operator. */
export async function sellEth(wallet: Wallet, eth: string): Promise<void> {
  const deployment = deploymentInfo();
  const chain = createEthersChainAdapter({ kind: "RPC", url: stackInfo().rpcUrl, privateKey: wallet.privateKey as `0x${string}` }, { deployments: [chainDeploymentFromFile(deployment)], pollingIntervalMs: 50 });
  const token = (code: string) => {
    const found = Object.values(deployment.tokens ?? {}).find((t) => t.symbol === code);
    if (!found) throw new Error(`the deployment lists no ${code}`);
    return found.address as Address;
  };
  const rpc = provider();
  try {
    const latest = await rpc.getBlock("latest");
    const deadline = BigInt((latest?.timestamp ?? Math.floor(Date.now() / 1000)) + 1_200);
    const route = { kind: "SINGLE" as const, proxyIndex: 0, srcAmount: parseEther(eth) };
    const [src, dest] = [token("ETH"), token("DAI")];
    const auth = await operatorAuthorization({ trader: wallet.address, src, dest, srcAmount: route.srcAmount, expiry: deadline });
    const authorization = { trader: wallet.address as Address, authId: auth.authId, expiry: auth.expiry, signature: auth.signature as `0x${string}` };
    const result = await chain.trade({ src, dest, route, partnerIndex: 0, minDestAmount: 1n, deadline, authorization });
    if (result.isErr()) throw new Error(`the trade failed: ${result.error.code}`);
  } finally {
    rpc.destroy();
  }
}

/** Mines `count` empty blocks, so the trades before them get their confirmations. */
export async function mineBlocks(count = 12): Promise<void> {
  const rpc = provider();
  try {
    await rpc.send("hardhat_mine", [`0x${count.toString(16)}`]);
  } finally {
    rpc.destroy();
  }
}

/** The leaderboard as `account` sees it now, through the same port the web app uses. */
export async function leaderboardOf(account: TestAccount): Promise<TopTraderStats> {
  const stats = await historyOf(account).leaderboard(account.id);
  if (stats.isErr()) throw new Error(`leaderboard: ${JSON.stringify(stats.error)}`);
  return stats.value;
}
