/**
 * `kul admin fees` against a real `kul up` stack (Hardhat node, gate off so a wallet trades
 * without an account): the router keeps the platform's fee of a trade; `status` shows it per token,
 * `claim` sweeps exactly that to the platform wallet with the owner key `kul up` kept, and a second
 * claim says there is nothing to sweep. An unknown code and a missing --yes off a terminal are refused.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Contract, JsonRpcProvider } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEthersChainAdapter } from "../../adapters/chain/ethers/ethers-chain.adapter";
import { chainDeploymentFromFile, readDeploymentFile, type DeploymentFile } from "../../adapters/chain/shared/deployment";
import type { Address, Hash } from "../../core/ports/chain.port";
import { runOnTerminal } from "./account-pty";
import { baseEnv, buildKul, jsonOf, kulRunner, type KulRun } from "./cli-runner";
import { startStack, type LocalStack } from "./local-stack";

const ETH = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE" as Address;
const WALLET = 2;

let remove: () => void;
let stack: LocalStack;
let work: string;
let kul: KulRun;
let entry: string;
let env: Record<string, string>;
let file: DeploymentFile;
let provider: JsonRpcProvider;

beforeAll(async () => {
  const built = buildKul();
  remove = built.remove;
  entry = built.entry;
  stack = await startStack(built.entry, { env: { KUL_TRADE_GATE: "off" } });
  work = mkdtempSync(path.join(tmpdir(), "kul-cli-fees-admin-"));
  // DATA_DIR is the stack's: `kul admin fees claim` finds the router owner's key `kul up` kept there.
  env = { HOME: work, KUL_CONFIG_DIR: path.join(work, "ops"), LANG: "en_US.UTF-8", NO_COLOR: "1", KUL_RPC_URL: stack.ready.rpcUrl, KUL_DEPLOYMENTS_DIR: stack.deploymentsDir, DATA_DIR: path.join(stack.dir, "data") };
  kul = kulRunner(built.entry, baseEnv(env.KUL_CONFIG_DIR!, env));
  file = await readDeploymentFile(stack.deploymentsDir, stack.ready.chainId);
  provider = new JsonRpcProvider(stack.ready.rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
}, 300_000);

afterAll(async () => {
  provider?.destroy();
  expect(await stack?.stop()).toBe(0);
  remove?.();
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

const dai = () => file.tokens!.DAI!.address as Address;
const platformWallet = () => file.platform!.wallet;
const daiOf = async (owner: string) => (await new Contract(dai(), ["function balanceOf(address) view returns (uint256)"], provider).getFunction("balanceOf")(owner)) as bigint;

/** One ETH-to-DAI trade from a stack wallet through partner 0: the DAI fee the router kept. */
async function tradeForDai(amount: bigint): Promise<bigint> {
  const wallet = stack.ready.accounts[WALLET]!;
  const chain = createEthersChainAdapter({ kind: "RPC", url: stack.ready.rpcUrl, privateKey: wallet.privateKey as Hash }, { deployments: [chainDeploymentFromFile(file)], pollingIntervalMs: 50 });
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
  const { trade } = (await chain.trade({ src: ETH, dest: dai(), route: { kind: "SINGLE", proxyIndex: 0, srcAmount: amount }, partnerIndex: 0, minDestAmount: 1n, deadline }))._unsafeUnwrap();
  return trade.fee;
}

describe("kul admin fees against a kul up stack", () => {
  it("status shows the platform's fee a trade left in the router; claim sweeps exactly it to the platform wallet; a second claim has nothing to sweep", async () => {
    const before = jsonOf(await kul(["admin", "fees", "status", "--json"]));
    expect(before).toMatchObject({ ok: true, wallet: platformWallet() });
    const keptBefore = BigInt((before.fees as { token: string; amount: string }[]).find((f) => f.token === "DAI")?.amount ?? "0");
    const fee = await tradeForDai(10n ** 17n);
    const kept = keptBefore + fee;

    const status = jsonOf(await kul(["admin", "fees", "status", "--json"]));
    expect(status.fees).toContainEqual({ token: "DAI", address: dai(), decimals: 18, amount: kept.toString(), display: expect.stringMatching(/^\d[\d,]*(\.\d+)?$/) });
    const human = await kul(["admin", "fees", "status"]);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain(`Platform wallet: ${platformWallet()}`);
    const display = (status.fees as { token: string; display: string }[]).find((f) => f.token === "DAI")!.display;
    expect(human.stdout).toMatch(new RegExp(`DAI +${display.replace(/\./g, "\\.")}`));

    // Off a terminal, a sweep without --yes refuses to guess, and sends nothing.
    expect((await kul(["admin", "fees", "claim", "DAI"])).code).toBe(2);
    const walletBefore = await daiOf(platformWallet());
    const claimed = await kul(["admin", "fees", "claim", "dai", "--yes"]);
    expect(claimed.code).toBe(0);
    expect(claimed.stdout).toMatch(new RegExp(`^Swept ${display.replace(/\./g, "\\.")} DAI to the platform wallet ${platformWallet()} in 0x[0-9a-f]{64}\\.\\n$`));
    // The platform wallet is the owner here too, but a token sweep costs it only ether: its DAI grew by exactly what was kept.
    expect(await daiOf(platformWallet())).toBe(walletBefore + kept);
    const after = jsonOf(await kul(["admin", "fees", "status", "--json"]));
    expect((after.fees as { token: string }[]).map((f) => f.token)).not.toContain("DAI");

    const again = await kul(["admin", "fees", "claim", "DAI", "--yes", "--json"]);
    expect(again.code).toBe(1);
    expect(jsonOf(again)).toMatchObject({ ok: false, error: { code: "PLATFORM_FEES_NONE" } });
    const thai = await kul(["admin", "fees", "claim", "DAI", "--yes", "--lang", "th"]);
    expect(thai.code).toBe(1);
    expect(thai.stderr).toContain("เราเตอร์ไม่ได้เก็บค่าธรรมเนียมของแพลตฟอร์มของ DAI ไว้ จึงไม่มียอดให้โอน");
  }, 180_000);

  it("claim --json answers the sweep whole; an unknown token code is refused before any transaction", async () => {
    const fee = await tradeForDai(2n * 10n ** 17n);
    const done = jsonOf(await kul(["admin", "fees", "claim", "DAI", "--yes", "--json"]));
    expect(done).toEqual({ ok: true, token: "DAI", address: dai(), decimals: 18, amount: fee.toString(), display: expect.any(String), wallet: platformWallet(), transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    const unknown = await kul(["admin", "fees", "claim", "XYZ", "--yes", "--json"]);
    expect(unknown.code).toBe(1);
    expect(jsonOf(unknown)).toMatchObject({ ok: false, error: { code: "TOKEN_NOT_LISTED" } });
  }, 120_000);

  it("on a terminal, claim asks first, naming the amount and the wallet: no keeps the fee, yes sweeps it", async () => {
    const fee = await tradeForDai(3n * 10n ** 17n);
    const argv = [process.execPath, entry, "admin", "fees", "claim", "DAI"];
    const question = "of platform fees to the platform wallet";
    const declined = await runOnTerminal(argv, env, [{ expect: question, send: "n\r" }]);
    expect([declined.code, declined.screen]).toEqual([1, expect.stringContaining("Cancelled.")]);
    // The terminal wraps the question at 80 columns.
    expect(declined.screen.replace(/\n/g, "")).toContain(`DAI of platform fees to the platform wallet ${platformWallet()}? (y/N)`);
    expect(jsonOf(await kul(["admin", "fees", "status", "--json"])).fees).toContainEqual(expect.objectContaining({ token: "DAI", amount: fee.toString() }));
    const walletBefore = await daiOf(platformWallet());
    const accepted = await runOnTerminal(argv, env, [{ expect: question, send: "y\r" }]);
    expect(accepted.code, accepted.screen).toBe(0);
    expect(accepted.screen).toMatch(/Swept [\d.,]+ DAI to the platform wallet/);
    expect(await daiOf(platformWallet())).toBe(walletBefore + fee);
  }, 120_000);
});
