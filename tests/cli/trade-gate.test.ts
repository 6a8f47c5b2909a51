// `kul up` with the router's trading gate on: a funded test key that calls the router directly, with no
// authorization or with a forged one, is refused with the gate's custom errors and keeps its ether.
import { Contract, Interface, JsonRpcProvider, Wallet, parseEther } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTER_ABI } from "../../adapters/chain/shared/abi";
import { NO_TRADE_AUTHORIZATION } from "../../adapters/chain/shared/router-calls";
import { readDeploymentFile } from "../../adapters/chain/shared/deployment";
import { signTradeAuthorization } from "../../contracts/deploy/trade-authorization";
import { buildKul } from "./cli-runner";
import { startStack, type LocalStack } from "./local-stack";

let stack: LocalStack;
let remove: (() => void) | undefined;

beforeAll(async () => {
  const built = buildKul();
  remove = built.remove;
  stack = await startStack(built.entry);
}, 240_000);

afterAll(async () => {
  expect(await stack?.stop()).toBe(0);
  remove?.();
}, 60_000);

/** The revert's custom error name and arguments, from the node's answer to an eth_call. */
async function refusal(call: Promise<unknown>): Promise<Readonly<{ name: string; args: readonly unknown[] }>> {
  const routerErrors = new Interface([...ROUTER_ABI]);
  try {
    await call;
  } catch (error) {
    const data = (error as { data?: string }).data;
    const parsed = data === undefined ? null : routerErrors.parseError(data);
    if (parsed !== null) return { name: parsed.name, args: [...parsed.args] };
    throw error;
  }
  throw new Error("the call was not refused");
}

describe("kul up deploys the router with its trading gate on (the default)", () => {
  it("refuses a direct router call with a funded test key and no authorization, or one the key signed itself", async () => {
    const provider = new JsonRpcProvider(stack.ready.rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
    try {
      const file = await readDeploymentFile(stack.deploymentsDir, stack.ready.chainId);
      const key = new Wallet(stack.ready.accounts[4]!.privateKey, provider);
      const router = new Contract(file.router, ROUTER_ABI, key);
      const dai = file.tokens!.DAI!.address;
      const eth = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";
      const value = parseEther("1");
      const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
      const before = await provider.getBalance(key.address);
      const trade = (auth: unknown) => router.getFunction("trade").staticCall(0, eth, value, dai, 0n, 0n, deadline, auth, { value });
      expect(await refusal(trade(NO_TRADE_AUTHORIZATION))).toEqual({ name: "RouterAuthorizationRequired", args: [key.address] });
      const forged = await signTradeAuthorization(key, stack.ready.chainId, file.router, { trader: key.address, src: eth, dest: dai, srcAmount: value, authId: 1n, expiry: deadline });
      const refused = await refusal(trade(forged));
      expect(refused.name).toBe("RouterAuthorizationInvalidSignature");
      expect(refused.args[1]).toBe(key.address);
      // A sent transaction is refused the same way: it reverts and moves no token.
      await expect(router.getFunction("trade")(0, eth, value, dai, 0n, 0n, deadline, NO_TRADE_AUTHORIZATION, { value, gasLimit: 300_000n }).then((tx: { wait(): Promise<unknown> }) => tx.wait())).rejects.toThrow();
      expect(before - (await provider.getBalance(key.address))).toBeLessThan(parseEther("0.01"));
    } finally {
      provider.destroy();
    }
  });
});
