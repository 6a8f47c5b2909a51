/**
 * `kul admin gate` against a real `kul up` stack (Hardhat node, server, gate on): the owner key is
 * the one `kul up` keeps in its data folder. A user frozen after an authorization was issued
 * cannot trade with it once it is cancelled; one id can be cancelled; after a rotation an
 * authorization of the old signer is refused; status counts today's authorizations, the used one
 * as the indexer read it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Contract, Interface, JsonRpcProvider, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEthersChainAdapter } from "../../adapters/chain/ethers/ethers-chain.adapter";
import { createEthersTradeEventSource } from "../../adapters/chain/ethers/ethers-trade-events";
import { ROUTER_ABI } from "../../adapters/chain/shared/abi";
import { chainDeploymentFromFile, readDeploymentFile, type DeploymentFile } from "../../adapters/chain/shared/deployment";
import { createApiClient } from "../../adapters/http-client/api-client";
import { createTradeGateApi } from "../../adapters/http-client/trade-gate.client";
import type { Address, Hash, TradeAuthorization } from "../../core/ports/chain.port";
import { traderAccounts, type TestAccount } from "../support/trader-accounts";
import { baseEnv, buildKul, jsonOf, kulRunner, type KulRun } from "./cli-runner";
import { startStack, type LocalStack } from "./local-stack";
import { logInKul } from "./trader-session";

const OPS = { email: `gate-admin-ops-${process.pid}@example.com`, password: "Operator#2026gates" };
const ETH = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE" as Address;
const WALLET = 2;

let remove: () => void;
let stack: LocalStack;
let work: string;
let kul: KulRun;
let file: DeploymentFile;
let provider: JsonRpcProvider;
let accounts: ReturnType<typeof traderAccounts>;
let trader: TestAccount;

beforeAll(async () => {
  const built = buildKul();
  remove = built.remove;
  stack = await startStack(built.entry, { env: { ADMIN_EMAILS: OPS.email } });
  work = mkdtempSync(path.join(tmpdir(), "kul-cli-gate-admin-"));
  accounts = traderAccounts({ origin: stack.ready.api, operator: () => OPS });
  await accounts.confirmedAccount(OPS.email, OPS.password);
  const ops = { ...OPS, ...(await accounts.logIn(OPS.email, OPS.password)) };
  const configDir = path.join(work, "ops");
  // DATA_DIR is the stack's: `kul admin gate` finds the router owner's key `kul up` kept there.
  kul = kulRunner(built.entry, baseEnv(configDir, { KUL_API_URL: stack.ready.api, KUL_RPC_URL: stack.ready.rpcUrl, KUL_DEPLOYMENTS_DIR: stack.deploymentsDir, DATA_DIR: path.join(stack.dir, "data") }));
  logInKul(configDir, stack.ready.api, ops);
  file = await readDeploymentFile(stack.deploymentsDir, stack.ready.chainId);
  provider = new JsonRpcProvider(stack.ready.rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
  trader = await accounts.eligibleAccount();
  await accounts.linkWallet(trader, stack.ready.accounts[WALLET]!.privateKey);
}, 300_000);

afterAll(async () => {
  provider?.destroy();
  expect(await stack?.stop()).toBe(0);
  remove?.();
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

const wallet = () => stack.ready.accounts[WALLET]!;
const dai = () => file.tokens!.DAI!.address as Address;
const gate = () => createTradeGateApi(createApiClient({ baseUrl: `${stack.ready.api}/v1/api`, getToken: () => trader.token }));
const authorize = async (srcAmount: bigint) => (await gate().authorizeTrade({ trader: wallet().address as Address, src: ETH, dest: dai(), srcAmount }))._unsafeUnwrap();

/** The router's answer to the trader's direct call with `auth`: its custom error, or "ok". */
async function routerAnswer(auth: TradeAuthorization, srcAmount: bigint): Promise<Readonly<{ name: string; args: readonly unknown[] }> | "ok"> {
  const router = new Contract(file.router, ROUTER_ABI, new Wallet(wallet().privateKey, provider));
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
  try {
    await router.getFunction("trade").staticCall(0, ETH, srcAmount, dai(), 0n, 0n, deadline, auth, { value: srcAmount });
    return "ok";
  } catch (error) {
    const data = (error as { data?: string }).data;
    const parsed = data === undefined ? null : new Interface([...ROUTER_ABI]).parseError(data);
    if (parsed === null) throw error;
    return { name: parsed.name, args: [...parsed.args] };
  }
}

const status = async () => jsonOf(await kul(["admin", "gate", "status", "--json"]));

describe("kul admin gate against a kul up stack", () => {
  it("status reads the gate from the chain and today's counts; a used authorization is indexed with its transaction", async () => {
    const before = await status();
    expect(before).toMatchObject({ ok: true, router: file.router, on: true, signerMatches: true });
    expect(before.signer).toBe(before.serverSigner);
    const amount = 10n ** 16n;
    const auth = await authorize(amount);
    const chain = createEthersChainAdapter({ kind: "RPC", url: stack.ready.rpcUrl, privateKey: wallet().privateKey as Hash }, { deployments: [chainDeploymentFromFile(file)], pollingIntervalMs: 50 });
    const traded = (await chain.trade({ src: ETH, dest: dai(), route: { kind: "SINGLE", proxyIndex: 0, srcAmount: amount }, partnerIndex: 0, minDestAmount: 1n, deadline: BigInt(Math.floor(Date.now() / 1000) + 600), authorization: auth }))._unsafeUnwrap();
    // The indexer's source reads the router's TradeAuthorizationUsed event with the trade's transaction.
    const block = traded.receipt.blockNumber;
    const events = (await createEthersTradeEventSource({ provider, router: file.router as Address }).getTradeAuthorizationEvents(block, block))._unsafeUnwrap();
    expect(events).toEqual([expect.objectContaining({ kind: "USED", authId: auth.authId, transactionHash: traded.receipt.transactionHash, blockNumber: block })]);
    // The server's indexer runs every few seconds: wait (bounded) until today's used count has it.
    let after = await status();
    for (let attempt = 0; attempt < 120 && after.used === before.used; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = await status();
    }
    expect(after).toMatchObject({ issued: (before.issued as number) + 1, used: (before.used as number) + 1 });
    const human = await kul(["admin", "gate", "status"]);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain("Gate: on");
    expect(human.stdout).toMatch(new RegExp(`${after.issued as number} issued, ${after.used as number} used`));
  }, 120_000);

  it("a user frozen after an authorization was issued cannot trade with it once freeze cancelled it on chain; unfreeze issues again", async () => {
    const amount = 2n * 10n ** 16n;
    const issued = await authorize(amount);
    expect(await routerAnswer(issued, amount)).toBe("ok");
    const frozen = await kul(["admin", "gate", "freeze", trader.email, "--yes", "--json"]);
    expect(frozen.code).toBe(0);
    expect(jsonOf(frozen)).toMatchObject({ ok: true, userId: trader.id, frozen: true, cancelled: [issued.authId.toString()], transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await routerAnswer(issued, amount)).toEqual({ name: "RouterAuthorizationSpent", args: [issued.authId] });
    const refused = await gate().authorizeTrade({ trader: wallet().address as Address, src: ETH, dest: dai(), srcAmount: amount });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ status: 403, code: "TRADE_GATE_FROZEN" });
    // Without --yes off a terminal the command refuses to guess.
    expect((await kul(["admin", "gate", "freeze", trader.email])).code).toBe(2);
    const unfrozen = await kul(["admin", "gate", "unfreeze", trader.email]);
    expect(unfrozen.code).toBe(0);
    expect(unfrozen.stdout).toContain(`Trading of ${trader.email} (${trader.id}) unfrozen.`);
    expect(await routerAnswer(await authorize(amount), amount)).toBe("ok");
    expect(jsonOf(await kul(["admin", "gate", "unfreeze", trader.email, "--json"]))).toMatchObject({ ok: false, error: { code: "TRADE_GATE_NOT_FROZEN" } });
  }, 120_000);

  it("cancels one id on chain, and refuses a malformed id before anything", async () => {
    const amount = 3n * 10n ** 16n;
    const [kept, cancelled] = [await authorize(amount), await authorize(amount)];
    const done = await kul(["admin", "gate", "cancel", cancelled.authId.toString(), "--yes"]);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`Authorization ${cancelled.authId} cancelled in 0x`);
    expect(await routerAnswer(cancelled, amount)).toEqual({ name: "RouterAuthorizationSpent", args: [cancelled.authId] });
    expect(await routerAnswer(kept, amount)).toBe("ok");
    expect(jsonOf(await kul(["admin", "gate", "cancel", "12x", "--yes", "--json"]))).toMatchObject({ ok: false, error: { code: "TRADE_GATE_AUTH_ID_INVALID" } });
  }, 120_000);

  it("refuses a non-owner key; a rotation makes the old signer's authorizations refused", async () => {
    const notOwner = await kul(["admin", "gate", "cancel", "1", "--yes", "--json"], { env: { KUL_OWNER_KEY: stack.ready.accounts[4]!.privateKey } });
    expect(jsonOf(notOwner)).toMatchObject({ ok: false, error: { code: "TRADE_GATE_NOT_OWNER" } });
    const amount = 4n * 10n ** 16n;
    const old = await authorize(amount);
    const previous = (await status()).signer as string;
    const next = Wallet.createRandom().address;
    const rotated = await kul(["admin", "gate", "rotate", next, "--yes", "--json"]);
    expect(jsonOf(rotated)).toMatchObject({ ok: true, previousSigner: previous, signer: next });
    const refused = await routerAnswer(old, amount);
    expect(refused).toMatchObject({ name: "RouterAuthorizationInvalidSignature", args: [old.authId, previous, next] });
    expect(await status()).toMatchObject({ signer: next, serverSigner: previous, signerMatches: false });
    expect(jsonOf(await kul(["admin", "gate", "rotate", next, "--yes", "--json"]))).toMatchObject({ ok: false, error: { code: "TRADE_GATE_SIGNER_INVALID" } });
  }, 120_000);
});
