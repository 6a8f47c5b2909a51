/**
 * The scripted journey of issue 9, every step a real `kul` process against a real local stack
 * (`kul up`: Hardhat node, deployed contracts, API server on PGlite): register, confirm through
 * the outbox, log in, submit KYC, approve as admin, take both tests, swap ETH to DAI, see the
 * trade in history (and its CSV report).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOLDEST, suitabilityBody } from "../integration/assessment-fixtures";
import { buildKul, removeKul, type KulUser } from "./account-cli-fixture";
import { freshEmail, onboard } from "./account-onboarding";
import { writeValidForm } from "./kyc-form-files";
import { writeFileSync } from "node:fs";
import { childEnv } from "../support/child-env";

type Ready = Readonly<{ api: string; rpcUrl: string; accounts: readonly { address: string; privateKey: string }[] }>;

const ROOT = path.resolve(__dirname, "../..");
const OPS = `journey-ops-${process.pid}@example.com`;
const work = mkdtempSync(path.join(tmpdir(), "kul-journey-"));
let stack: ChildProcess | null = null;
let ready: Ready;
let trader: KulUser;
let ops: KulUser;
let other: KulUser;
/** The journey's swap, which the wallet's new account sees once it proved the wallet. */
let swapHash = "";

/** `kul up --json` on free ports with its own data and deployments; resolves with its ready line. */
function startStack(): Promise<Ready> {
  const child = spawn(process.execPath, ["--import", "tsx", "cli/src/main.ts", "up", "--json"], {
    cwd: ROOT,
    env: { ...childEnv(), PORT: "0", KUL_RPC_PORT: "0", DATA_DIR: path.join(work, "data"), DEPLOYMENTS_DIR: path.join(work, "deployments"), ADMIN_EMAILS: OPS, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  stack = child;
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr!.on("data", (chunk: Buffer) => (err = (err + chunk.toString("utf8")).slice(-4000)));
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      const line = out.split("\n").find((l) => l.startsWith('{"ready":true'));
      if (line) resolve(JSON.parse(line) as Ready);
    });
    child.on("exit", (code) => reject(new Error(`kul up exited with ${code} before it was ready:\n${out}\n${err}`)));
  });
}

function stopStack(): Promise<void> {
  const child = stack;
  if (child === null || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGINT");
  });
}

beforeAll(async () => {
  [ready] = await Promise.all([startStack(), buildKul()]);
}, 240_000);

afterAll(async () => {
  await stopStack();
  trader?.remove();
  ops?.remove();
  other?.remove();
  removeKul();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe("kul journey against the local stack", () => {
  it("takes a new trader from registration to a swap that shows in the history", async () => {
    const chainEnv = { KUL_RPC_URL: ready.rpcUrl, KUL_DEPLOYMENTS_DIR: path.join(work, "deployments") };
    const email = freshEmail("journey");
    trader = await onboard(ready.api, email);
    const form = writeValidForm(trader.configDir);
    expect(await trader.json(["kyc", "submit", form.form, "--docs", form.docs], chainEnv)).toMatchObject({ ok: true, kycStatus: "VERIFYING" });

    ops = await onboard(ready.api, OPS);
    const waiting = await ops.json<{ items: { email: string }[] }>(["admin", "kyc", "list", "--status", "VERIFYING"]);
    expect(waiting.items.map((i) => i.email)).toContain(email);
    expect(await ops.json(["admin", "kyc", "approve", email])).toMatchObject({ ok: true, kycStatus: "APPROVED", rewardGranted: true });

    const suitability = path.join(trader.configDir, "suitability.json");
    writeFileSync(suitability, JSON.stringify(suitabilityBody(BOLDEST)));
    expect(await trader.json(["test", "suitability", suitability])).toEqual({ ok: true, suitabilityTestPoint: 40, riskLevel: "very_hight" });
    const drawn = await trader.json<{ questions: { Q: string }[] }>(["test", "knowledge", "--list"]);
    const answers = path.join(trader.configDir, "knowledge.json");
    writeFileSync(answers, JSON.stringify(Object.fromEntries(drawn.questions.map((q) => [q.Q, "a_1"]))));
    expect(await trader.json(["test", "knowledge", "--answers", answers])).toMatchObject({ ok: true, total: 10 });
    expect((await trader.json<{ missing: string[] }>(["account", "whoami"])).missing).toEqual([]);

    const wallet = ready.accounts[1]!;
    const keyed = { ...chainEnv, KUL_PRIVATE_KEY: wallet.privateKey };
    expect(await trader.json(["account", "wallet"], keyed)).toEqual({ ok: true, address: wallet.address });
    const swap = await trader.json<{ transactionHash: string; received: string }>(["swap", "ETH", "DAI", "--amount", "0.1", "--yes"], keyed);
    expect(BigInt(swap.received)).toBeGreaterThan(0n);
    swapHash = swap.transactionHash;

    // The server indexes Trade events every few seconds: ask again until the trade is there.
    type History = { trades: { transactionHash: string; fromToken: string; toToken: string; destAmount: string }[] };
    let history: History = { trades: [] };
    for (let attempt = 0; attempt < 30 && history.trades.length === 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 1_000));
      history = await trader.json<History>(["history"]);
    }
    expect(history.trades.map(({ transactionHash, fromToken, toToken, destAmount }) => ({ transactionHash, fromToken, toToken, destAmount }))).toEqual([
      { transactionHash: swap.transactionHash, fromToken: "ETH", toToken: "DAI", destAmount: swap.received },
    ]);

    const csv = path.join(trader.configDir, "trades.csv");
    expect(await trader.json(["history", "--csv", csv])).toMatchObject({ ok: true, file: csv });
    expect(readFileSync(csv, "utf8")).toContain(swap.transactionHash);
  }, 600_000);

  it("links a wallet to another account only with its key's signature; the trade then counts for that account alone", async () => {
    expect(swapHash).not.toBe("");
    const chainEnv = { KUL_RPC_URL: ready.rpcUrl, KUL_DEPLOYMENTS_DIR: path.join(work, "deployments") };
    const [wallet, otherKey] = [ready.accounts[1]!, ready.accounts[2]!];
    other = await onboard(ready.api, freshEmail("journey-other"));
    const claim = await other.json<{ error: { code: string } }>(["account", "wallet", wallet.address], { ...chainEnv, KUL_PRIVATE_KEY: otherKey.privateKey }, 1);
    expect(claim.error.code).toBe("CLI_WALLET_NOT_KEY");
    expect(await other.json(["account", "wallet", wallet.address], { ...chainEnv, KUL_PRIVATE_KEY: wallet.privateKey })).toEqual({ ok: true, address: wallet.address });
    type History = { trades: { transactionHash: string }[] };
    expect((await other.json<History>(["history"])).trades.map((t) => t.transactionHash)).toEqual([swapHash]);
    expect((await trader.json<History>(["history"])).trades).toEqual([]);
  }, 300_000);
});
