/**
 * The router's trading gate in the browser tests. The stack operator's own authorizations of trades the fixtures send straight to the router (the
 * trading gate is on in the browser tests): signed with the gate key `kul up` generated into the
 * stack's data folder, as the server's gate signer signs them. Fixtures that stand in for past
 * trades (the history trader, the leaderboard's rivals) use these; the journeys ask the server,
 * and read from a trade's receipt which authorization the router spent.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Interface, JsonRpcProvider, Wallet } from "ethers";
import { ROUTER_ABI } from "../../../adapters/chain/shared/abi";
import { signTradeAuthorization, type TradeAuthorizationArg } from "../../../contracts/deploy/trade-authorization";
import { stackInfo } from "./stack-info";

/**
 * Ids far above the server's one sequence (which counts from 1), so a fixture's authorization never
 * spends an id the server issues; consecutive within a run, so they share the router's bitmap words.
 */
let nextId = (1n << 128n) + (BigInt(`0x${randomBytes(8).toString("hex")}`) << 8n);

/** The trade the authorization is for: the wallet that sends it, the pair, the amount sold (base units), the chain time it must be used by. */
export type OperatorAuthorizationRequest = Readonly<{ trader: string; src: string; dest: string; srcAmount: bigint; expiry: bigint }>;

/** The operator's authorization of one trade, for the router's `auth` argument. */
export function operatorAuthorization(request: OperatorAuthorizationRequest): Promise<TradeAuthorizationArg> {
  const { gateKeyFile, chainId, router } = stackInfo();
  const signer = new Wallet(readFileSync(gateKeyFile, "utf8").trim());
  const authId = nextId;
  nextId += 1n;
  return signTradeAuthorization(signer, chainId, router, { ...request, authId });
}

/** The authorizations the router spent in transaction `hash` (its TradeAuthorizationUsed events): id and trader each. */
export async function authorizationsUsed(hash: string): Promise<Readonly<{ authId: bigint; trader: string }>[]> {
  const provider = new JsonRpcProvider(stackInfo().rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
  try {
    const receipt = await provider.getTransactionReceipt(hash);
    if (receipt === null) throw new Error(`no receipt for ${hash}`);
    const router = new Interface([...ROUTER_ABI]);
    return receipt.logs
      .filter((log) => log.address.toLowerCase() === stackInfo().router.toLowerCase())
      .map((log) => router.parseLog(log))
      .filter((parsed) => parsed?.name === "TradeAuthorizationUsed")
      .map((parsed) => ({ authId: parsed!.args[0] as bigint, trader: (parsed!.args[1] as string).toLowerCase() }));
  } finally {
    provider.destroy();
  }
}
