import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
let configDir: string;

beforeAll(async () => {
  const built = buildKul();
  entry = built.entry;
  remove = built.remove;
  // An insider stack: the exchange flow skips the user checks (the rules are tests/cli/swap-rules.test.ts's),
  // so one logged-in account trades from every wallet here.
  stack = await startStack(entry, { env: { INSIDER: "true" } });
  configDir = mkdtempSync(path.join(tmpdir(), "kul-cli-market-"));
  logInKul(configDir, stack.ready.api, await traderAccounts({ origin: stack.ready.api }).newAccount());
  env = baseEnv(configDir, { KUL_API_URL: stack.ready.api, KUL_RPC_URL: stack.ready.rpcUrl, KUL_DEPLOYMENTS_DIR: stack.deploymentsDir });
  kul = kulRunner(entry, env);
}, 240_000);

afterAll(async () => {
  // Ctrl-C stops the chain and the server cleanly: exit code 0.
  expect(await stack?.stop()).toBe(0);
  remove?.();
  rmSync(configDir, { recursive: true, force: true });
}, 60_000);

const keyOf = (i: number) => ({ KUL_PRIVATE_KEY: stack.ready.accounts[i]!.privateKey });

describe("market commands against the local stack", () => {
  it("lists the listed tokens, ETH first", async () => {
    const out = jsonOf(await kul(["tokens", "--json"]));
    const codes = (out.tokens as { code: string }[]).map((t) => t.code);
    expect(codes[0]).toBe("ETH");
    expect(codes).toEqual(expect.arrayContaining(["DAI", "USDC", "USDT", "WBTC", "MKR", "LINK", "SLP"]));
  });

  it("shows the balances of any address without a key", async () => {
    const owner = stack.ready.accounts[4]!.address;
    const out = jsonOf(await kul(["balances", owner, "--json"]));
    expect(out.owner).toBe(owner);
    const eth = (out.balances as { code: string; balance: string }[]).find((b) => b.code === "ETH")!;
    expect(BigInt(eth.balance)).toBeGreaterThan(0n);
  });

  it("quotes with the minimum received after slippage", async () => {
    const result = await kul(["quote", "ETH", "DAI", "--amount", "1", "--slippage", "1", "--json"]);
    expect(result.code).toBe(0);
    const q = jsonOf(result).quote as Record<string, string | number>;
    expect(q.fromAmount).toBe(10n ** 18n + "");
    expect(BigInt(q.minimumReceived as string)).toBe((BigInt(q.toAmount as string) * 9_900n) / 10_000n);
    expect(q.platformFeeBps).toBe(25);
  });

  it.each([
    [["quote", "ETH", "DAI"], "CLI_AMOUNT_DIRECTION"],
    [["quote", "ETH", "DAI", "--amount", "1", "--receive", "2"], "CLI_AMOUNT_DIRECTION"],
    [["quote", "ETH", "NOPE", "--amount", "1"], "TOKEN_NOT_LISTED"],
    [["quote", "ETH", "DAI", "--amount", "1", "--slippage", "11"], "SLIPPAGE_OUT_OF_RANGE"],
    [["quote", "ETH", "DAI", "--amount", "1", "--speed", "warp"], "CLI_SPEED_INVALID"],
    [["balances", "0x1234"], "CLI_ADDRESS_INVALID"],
    [["swap", "ETH", "DAI", "--amount", "1", "--objective", "fun"], "CLI_OBJECTIVE_INVALID"],
    [["swap", "ETH", "DAI", "--amount", "1", "--reason", "because"], "CLI_REASON_NEEDS_OBJECTIVE"],
    [["swap", "ETH", "DAI", "--amount", "1", "--deadline", "181"], "CLI_DEADLINE_INVALID"],
  ])("refuses bad usage %j with exit 2", async (args, code) => {
    const result = await kul([...args, "--json"]);
    expect(result.code).toBe(2);
    expect(jsonOf(result)).toMatchObject({ ok: false, error: { code } });
  });

  it("swaps ETH for DAI with ethers and reports the Trade event", async () => {
    const result = await kul(["swap", "ETH", "DAI", "--amount", "0.5", "--yes", "--json"], { env: keyOf(1) });
    expect(result.code, result.stderr).toBe(0);
    const out = jsonOf(result);
    const quote = out.quote as { minimumReceived: string };
    expect(out.sold).toBe(5n * 10n ** 17n + "");
    expect(BigInt(out.received as string)).toBeGreaterThanOrEqual(BigInt(quote.minimumReceived));
    expect(out.approvals).toEqual([]);
    expect(out.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it("sells a larger amount over several paths at once (through DAI and USDT too), a Uniswap V3 pool among the venues, names them path by path and trades it", async () => {
    const deployment = JSON.parse(readFileSync(path.join(stack.deploymentsDir, "31337.json"), "utf8")) as { weth: string; venues: { name: string; pairs: Record<string, string> }[] };
    const v3Pool = deployment.venues.find((v) => v.name === "Uniswap V3 0.05 %")!.pairs["WETH/USDC"]!;
    const wethHeld = async () => {
      const data = `0x70a08231${v3Pool.slice(2).toLowerCase().padStart(64, "0")}`;
      const answer = await fetch(stack.ready.rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_call", params: [{ to: deployment.weth, data }, "latest"] }) });
      return BigInt(((await answer.json()) as { result: string }).result);
    };
    // The quote a trader reads names each venue of the split.
    const shown = await kul(["quote", "ETH", "USDC", "--amount", "10"]);
    expect(shown.stdout).toMatch(/^Route: +several paths\n +\d+% via [^\n]*Uniswap V3 0\.05 %[^\n]*\n +\d+% via [^\n]* → (DAI|USDT) → /m);
    const before = await wethHeld();
    const result = await kul(["swap", "ETH", "USDC", "--amount", "10", "--yes", "--json"], { env: keyOf(4) });
    expect(result.code, result.stderr).toBe(0);
    const out = jsonOf(result);
    const quote = out.quote as { minimumReceived: string; route: { kind: string; venues: string[]; paths: { share: number; steps: { venues: string[] }[] }[] } };
    expect(quote.route.kind).toBe("PATHS");
    expect(quote.route.venues).toEqual(expect.arrayContaining(["KUL AMM", "Uniswap V3 0.05 %"]));
    expect([quote.route.paths.length > 1, quote.route.paths.reduce((sum, p) => sum + p.share, 0), quote.route.paths.some((p) => p.steps.length === 2)]).toEqual([true, 100, true]);
    expect(BigInt(out.received as string)).toBeGreaterThanOrEqual(BigInt(quote.minimumReceived));
    // The V3 part of the ether went into that pool.
    expect(await wethHeld()).toBeGreaterThan(before);
  });

  it("approves then swaps a token with viem", async () => {
    const result = await kul(["swap", "DAI", "USDC", "--amount", "100", "--adapter", "viem", "--yes", "--json"], { env: keyOf(2) });
    expect(result.code, result.stderr).toBe(0);
    const out = jsonOf(result);
    expect((out.approvals as string[]).length).toBe(1);
    expect(out.sold).toBe(100n * 10n ** 18n + "");
    const again = jsonOf(await kul(["swap", "DAI", "USDC", "--amount", "1", "--adapter", "viem", "--yes", "--json"], { env: keyOf(2) }));
    expect(again.approvals).toEqual([]);
  });

  it("swaps for an exact amount to receive (--receive), selling what the quote asked", async () => {
    const result = await kul(["swap", "ETH", "USDC", "--receive", "50", "--slippage", "1", "--yes", "--json"], { env: keyOf(3) });
    expect(result.code, result.stderr).toBe(0);
    const out = jsonOf(result);
    const quote = out.quote as { fromAmount: string; toAmount: string; minimumReceived: string };
    expect(BigInt(quote.toAmount)).toBeGreaterThanOrEqual(50_000_000n);
    expect(out.sold).toBe(quote.fromAmount);
    expect(BigInt(out.received as string)).toBeGreaterThanOrEqual(BigInt(quote.minimumReceived));
  });

  it("approves an exact amount", async () => {
    const out = jsonOf(await kul(["approve", "USDT", "--exact", "--amount", "5", "--json"], { env: keyOf(3) }));
    expect(out).toMatchObject({ ok: true, token: "USDT", allowance: "5000000", spender: stack.ready.router });
  });

  it("refuses a trade with a price impact of 15 % or more (exit 1)", async () => {
    const result = await kul(["swap", "ETH", "DAI", "--amount", "2000", "--yes", "--json"], { env: keyOf(3) });
    expect(result.code).toBe(1);
    expect(jsonOf(result)).toMatchObject({ ok: false, error: { code: "PRICE_IMPACT_TOO_HIGH" } });
  });

  it("needs a key from the environment, never a flag (exit 2)", async () => {
    const result = await kul(["swap", "ETH", "DAI", "--amount", "1", "--yes", "--json"]);
    expect(result.code).toBe(2);
    expect(jsonOf(result)).toMatchObject({ ok: false, error: { code: "CLI_KEY_MISSING" } });
  });

  it("does not prompt off a terminal: without --yes it is bad usage", async () => {
    const result = await kul(["swap", "ETH", "DAI", "--amount", "0.1"], { env: keyOf(3) });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--yes is missing");
  });

  it("asks for confirmation on a terminal and swaps after yes", async () => {
    // A real pseudo-terminal through util-linux `script`; the answer is typed once the question shows.
    const command = `${process.execPath} ${entry} swap ETH DAI --amount 0.2`;
    const child = spawn("script", ["-qfec", command, "/dev/null"], { cwd: ROOT, env: { ...env, ...keyOf(4), TERM: "xterm" } });
    let output = "";
    let answered = false;
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      output += d;
      if (!answered && output.includes("Send this swap?")) {
        answered = true;
        child.stdin.write("y\r");
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(answered).toBe(true);
    expect(code, output).toBe(0);
    expect(output).toContain("Minimum received:");
    expect(output).toMatch(/Swapped 0\.2 ETH for [\d.]+ DAI\./);
  });
});
