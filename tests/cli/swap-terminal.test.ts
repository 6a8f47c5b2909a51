/**
 * `kul swap` on a real pseudo-terminal (util-linux `script`) against the local stack: the
 * keystore password prompt (KUL_KEYSTORE without KUL_KEYSTORE_PASSWORD) and the typed "confirm"
 * a price impact from 10 % to under 15 % requires. Each answer is typed once its prompt shows.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encryptKeystoreJson } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { traderAccounts } from "../support/trader-accounts";
import { baseEnv, buildKul, jsonOf, kulRunner, ROOT, type KulRun } from "./cli-runner";
import { startStack, type LocalStack } from "./local-stack";
import { logInKul } from "./trader-session";

let kul: KulRun;
let remove: () => void;
let stack: LocalStack;
let entry: string;
let env: NodeJS.ProcessEnv;
let dir: string;
let keystore: string;
let highImpactAmount: string | undefined;

beforeAll(async () => {
  const built = buildKul();
  entry = built.entry;
  remove = built.remove;
  // An insider stack: the exchange flow skips the user checks, so a registered account may trade.
  stack = await startStack(entry, { env: { INSIDER: "true" } });
  dir = mkdtempSync(path.join(tmpdir(), "kul-cli-swap-tty-"));
  logInKul(dir, stack.ready.api, await traderAccounts({ origin: stack.ready.api }).newAccount());
  env = baseEnv(dir, { KUL_API_URL: stack.ready.api, KUL_RPC_URL: stack.ready.rpcUrl, KUL_DEPLOYMENTS_DIR: stack.deploymentsDir });
  kul = kulRunner(entry, env);
  const account = stack.ready.accounts[2]!;
  keystore = path.join(dir, "key.json");
  // A cheap scrypt cost keeps the test quick; the CLI reads any cost ethers accepts.
  writeFileSync(keystore, await encryptKeystoreJson({ address: account.address, privateKey: account.privateKey }, "s3cret pass", { scrypt: { N: 1 << 12 } }));
  // The smallest sale (whole ETH, each a fifth above the last: the impact grows about with the amount, so no
  // step jumps the tier) the fresh pools put in the "type confirm" tier (10 % to under 15 %). The best route
  // shares a large sale over every venue and through other tokens, so it takes tens of ether.
  for (let eth = 10; eth <= 2_000 && highImpactAmount === undefined; eth = Math.ceil(eth * 1.2)) {
    const amount = String(eth);
    const { quote } = jsonOf(await kul(["quote", "ETH", "DAI", "--amount", amount, "--json"])) as { quote: { priceImpactTier: string } };
    if (quote.priceImpactTier === "CONFIRM") {
      highImpactAmount = amount;
    }
  }
}, 240_000);

afterAll(async () => {
  expect(await stack?.stop()).toBe(0);
  remove?.();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

type Step = Readonly<{ expect: string; send: string }>;
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\r/g; // eslint-disable-line no-control-regex

/** Runs `kul args` on a pseudo-terminal, typing each step's answer once its text is on screen. */
function onTerminal(args: readonly string[], extraEnv: NodeJS.ProcessEnv, steps: readonly Step[]): Promise<{ code: number | null; screen: string; answered: number }> {
  const child = spawn("script", ["-qfec", [process.execPath, entry, ...args].join(" "), "/dev/null"], { cwd: ROOT, env: { ...env, ...extraEnv, TERM: "xterm" } });
  let screen = "";
  let from = 0;
  let answered = 0;
  child.stdout.setEncoding("utf8").on("data", (d: string) => {
    screen += d.replace(ANSI, "");
    const step = steps[answered];
    const at = step === undefined ? -1 : screen.indexOf(step.expect, from);
    if (step && at >= 0) {
      from = at + step.expect.length;
      answered += 1;
      child.stdin.write(step.send);
    }
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, screen, answered })));
}

const keystoreEnv = () => ({ KUL_KEYSTORE: keystore });

describe("kul swap on a terminal", () => {
  it("found a sale with a price impact between 10 % and 15 %", () => {
    expect(highImpactAmount).toMatch(/^\d+$/);
  });

  it("asks for the keystore password (masked) and refuses a wrong one (exit 1)", async () => {
    const run = await onTerminal(["swap", "ETH", "DAI", "--amount", "0.1"], keystoreEnv(), [{ expect: "Keystore password", send: "not it\r" }]);
    expect(run.answered).toBe(1);
    expect(run.code, run.screen).toBe(1);
    expect(run.screen).toContain(`Cannot open ${keystore}: wrong password or not an encrypted keystore.`);
    expect(run.screen).not.toContain("not it");
  });

  it("cancels a high-impact swap when anything but \"confirm\" is typed (exit 1)", async () => {
    const before = jsonOf(await kul(["balances", stack.ready.accounts[2]!.address, "--json"]));
    const run = await onTerminal(["swap", "ETH", "DAI", "--amount", highImpactAmount!], keystoreEnv(), [
      { expect: "Keystore password", send: "s3cret pass\r" },
      { expect: 'Type "confirm" to swap anyway:', send: "yes\r" },
    ]);
    expect(run.answered).toBe(2);
    expect(run.code, run.screen).toBe(1);
    expect(run.screen).toContain("Cancelled.");
    expect(jsonOf(await kul(["balances", stack.ready.accounts[2]!.address, "--json"]))).toEqual(before);
  });

  it("swaps with the keystore's key once \"confirm\" is typed", async () => {
    const run = await onTerminal(["swap", "ETH", "DAI", "--amount", highImpactAmount!], keystoreEnv(), [
      { expect: "Keystore password", send: "s3cret pass\r" },
      { expect: 'Type "confirm" to swap anyway:', send: "confirm\r" },
    ]);
    expect(run.answered).toBe(2);
    expect(run.code, run.screen).toBe(0);
    expect(run.screen).toContain("Minimum received:");
    expect(run.screen).toMatch(new RegExp(`Swapped ${highImpactAmount} ETH for [\\d.]+ DAI\\.`));
  });
});
