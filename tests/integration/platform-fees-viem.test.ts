/**
 * The platform's kept fees over viem against the project's Hardhat deployment: after a trade the
 * router keeps partner 0's fee in the bought asset; `unswept` reads exactly that (one Multicall3
 * call), the status use case lists it, a sweep signed by an unrelated key sends exactly that to the
 * platform wallet, and a second sweep is the router's RouterNoPlatformFees before any gas is spent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createViemChainAdapter } from "../../adapters/chain";
import { createViemPlatformFees } from "../../adapters/chain/viem/viem-platform-fees";
import { buildTokenList } from "../../core/exchange/token-list";
import { claimPlatformFees, platformFeesStatus } from "../../core/exchange/use-cases/platform-fees";
import type { Address, ChainPort } from "../../core/ports/chain.port";
import type { PlatformFeesPort } from "../../core/ports/platform-fees.port";
import { hardhatEnv, type HardhatEnv } from "../conformance/hardhat-env";
import { asset, deadline, directBalances, unwrap, units } from "../conformance/suite-context";

let env: HardhatEnv;
let server: Awaited<ReturnType<HardhatEnv["serve"]>>;
let trader: ChainPort;
let fees: PlatformFeesPort;
/** Hardhat account 2: neither the router's owner (0) nor the platform wallet (3). */
let sweeper: Address;

beforeAll(async () => {
  env = await hardhatEnv();
  server = await env.serve();
  const config = { deployments: [env.chainDeployment], pollingIntervalMs: 10 };
  trader = createViemChainAdapter({ kind: "RPC", url: server.url, privateKey: env.keys[0]! }, config);
  fees = createViemPlatformFees({ kind: "RPC", url: server.url, privateKey: env.keys[2]! }, config);
  sweeper = env.accounts[2]!;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const platformWallet = () => env.accounts[3]!;
const nonce = async (who: Address) => BigInt((await env.node.request({ method: "eth_getTransactionCount", params: [who, "latest"] })) as string);
const tokenList = () =>
  buildTokenList(
    env.deployment.chainId,
    Object.values(env.deployment.tokens).map((t) => ({ code: t.symbol, address: t.address as Address, name: t.name, decimals: t.decimals })),
  )._unsafeUnwrap();

/** One trade through partner 0; answers the fee the router kept, in `dest`. */
async function trade(src: string, dest: string, srcAmount: bigint): Promise<bigint> {
  const request = { src: asset(env, src), dest: asset(env, dest), route: { kind: "SINGLE" as const, proxyIndex: 0, srcAmount }, partnerIndex: 0 };
  const { trade: event } = unwrap(await trader.trade({ ...request, minDestAmount: 1n, deadline: await deadline(env) }));
  expect(event.fee).toBeGreaterThan(0n);
  return event.fee;
}

describe("the platform's kept fees over viem", () => {
  it("reads the platform wallet and exactly the fee a trade kept; the status lists it alone, formatted by the token's decimals", async () => {
    const fee = await trade("ETH", "DAI", units(1, 17));
    expect(unwrap(await fees.platformWallet())).toBe(platformWallet());
    expect(unwrap(await fees.unswept([asset(env, "ETH"), asset(env, "DAI"), asset(env, "USDC")]))).toEqual([0n, fee, 0n]);
    expect(unwrap(await fees.unswept([]))).toEqual([]);
    const status = unwrap(await platformFeesStatus({ fees, tokens: tokenList() }));
    expect(status).toEqual({ wallet: platformWallet(), fees: [expect.objectContaining({ code: "DAI", address: asset(env, "DAI"), decimals: 18, amount: fee })] });
  });

  it("a sweep signed by any key sends exactly the kept fee to the platform wallet; a second one is RouterNoPlatformFees, with no transaction", async () => {
    const dai = asset(env, "DAI");
    const [kept] = unwrap(await fees.unswept([dai]));
    const [before] = await directBalances(env, platformWallet(), [dai]);
    const claim = unwrap(await fees.claim(dai));
    expect(claim).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/), asset: dai, amount: kept, wallet: platformWallet() });
    expect(await directBalances(env, platformWallet(), [dai])).toEqual([before! + kept!]);
    expect(unwrap(await fees.unswept([dai]))).toEqual([0n]);
    const sent = await nonce(sweeper);
    expect((await fees.claim(dai))._unsafeUnwrapErr()).toEqual({ code: "CHAIN_REVERTED", reason: "RouterNoPlatformFees" });
    expect(await nonce(sweeper)).toBe(sent);
  });

  it("sweeps ether kept from a trade into ETH through the use case, by code, exactly the fee", async () => {
    const dai = asset(env, "DAI");
    unwrap(await trader.approve({ token: dai, spender: env.deployment.router as Address, amount: "UNLIMITED" }));
    const fee = await trade("DAI", "ETH", units(100, 18));
    const [before] = await directBalances(env, platformWallet(), [asset(env, "ETH")]);
    const done = unwrap(await claimPlatformFees({ fees, tokens: tokenList() }, "eth"));
    expect(done).toMatchObject({ code: "ETH", amount: fee, wallet: platformWallet() });
    // The platform wallet paid no gas (the sweeper did): its balance grew by the fee exactly.
    expect(await directBalances(env, platformWallet(), [asset(env, "ETH")])).toEqual([before! + fee]);
    expect((await claimPlatformFees({ fees, tokens: tokenList() }, "ETH"))._unsafeUnwrapErr()).toEqual({ code: "PLATFORM_FEES_NONE", token: "ETH" });
  });
});
