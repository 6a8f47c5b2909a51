/**
 * `kul swap` keeps the trading rules of the web's exchange flow (the same core flow), against a
 * real local stack: no session, a user who may not trade yet (the ordered list, nothing sent), and
 * an eligible user whose trades of the day pass 5,000,000 Baht (the objective of trading: from
 * the options, asked on a terminal, bad usage otherwise).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEthersChainAdapter } from "../../adapters/chain/ethers/ethers-chain.adapter";
import { readDeploymentFile, chainDeploymentFromFile } from "../../adapters/chain/shared/deployment";
import { createTradeGateApi } from "../../adapters/http-client/trade-gate.client";
import { createApiClient } from "../../adapters/http-client/api-client";
import { createMarketApi } from "../../adapters/http-client/market.client";
import { tradeRequestOf } from "../../core/exchange/trade-request";
import { quoteOfAnswer } from "../../core/exchange/quote-source";
import { ETH } from "../../core/exchange/tokens";
import type { Address, Hash } from "../../core/ports/chain.port";
import { traderAccounts, type TestAccount } from "../support/trader-accounts";
import { baseEnv, buildKul, jsonOf, kulRunner, ROOT, type KulRun } from "./cli-runner";
import { startStack, type LocalStack } from "./local-stack";
import { logInKul } from "./trader-session";
import { routeSrcAmount } from "../../core/exchange/trade-route";

const OPS = { email: `swap-rules-ops-${process.pid}@example.com`, password: "Operator#2026rules" };
let entry: string;
let remove: () => void;
let stack: LocalStack;
let work: string;
let accounts: ReturnType<typeof traderAccounts>;

beforeAll(async () => {
  const built = buildKul();
  entry = built.entry;
  remove = built.remove;
  stack = await startStack(entry, { env: { ADMIN_EMAILS: OPS.email } });
  work = mkdtempSync(path.join(tmpdir(), "kul-cli-swap-rules-"));
  accounts = traderAccounts({ origin: stack.ready.api, operator: () => OPS });
  await accounts.confirmedAccount(OPS.email, OPS.password);
}, 240_000);

afterAll(async () => {
  expect(await stack?.stop()).toBe(0);
  remove?.();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

/** A `kul` with its own settings folder, logged in as `account` when one is given, trading from funded wallet `wallet`. */
function kulAs(name: string, wallet: number, account: TestAccount | null): { kul: KulRun; env: NodeJS.ProcessEnv } {
  const configDir = path.join(work, name);
  const env = baseEnv(configDir, {
    KUL_API_URL: stack.ready.api,
    KUL_RPC_URL: stack.ready.rpcUrl,
    KUL_DEPLOYMENTS_DIR: stack.deploymentsDir,
    KUL_PRIVATE_KEY: stack.ready.accounts[wallet]!.privateKey,
  });
  if (account !== null) logInKul(configDir, stack.ready.api, account);
  return { kul: kulRunner(entry, env), env };
}

/** How many transactions the wallet has sent (its nonce). */
async function sentBy(wallet: number): Promise<bigint> {
  const body = { jsonrpc: "2.0", id: 1, method: "eth_getTransactionCount", params: [stack.ready.accounts[wallet]!.address, "latest"] };
  const answer = (await (await fetch(stack.ready.rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json()) as { result: string };
  return BigInt(answer.result);
}

describe("kul swap keeps the trading rules", () => {
  it("asks a visitor to log in first (exit 1) and sends nothing", async () => {
    const { kul } = kulAs("visitor", 1, null);
    const before = await sentBy(1);
    const result = await kul(["swap", "ETH", "DAI", "--amount", "0.1", "--yes", "--json"]);
    expect(result.code, `${result.stdout}${result.stderr}`).toBe(1);
    expect(jsonOf(result)).toMatchObject({ ok: false, error: { code: "CLI_LOGIN_REQUIRED" } });
    expect(await sentBy(1)).toBe(before);
  });

  it("refuses an unverified user with what is missing, in the web alert's order (exit 1), and sends nothing", async () => {
    const { kul } = kulAs("unverified", 2, await accounts.registeredAccount());
    const before = await sentBy(2);
    const json = await kul(["swap", "ETH", "DAI", "--amount", "0.1", "--yes", "--json"]);
    expect(json.code, `${json.stdout}${json.stderr}`).toBe(1);
    expect(jsonOf(json)).toMatchObject({ ok: false, error: { code: "TRADE_REQUIREMENTS_MISSING", missing: ["CONFIRM_EMAIL", "KYC", "SUITABILITY_TEST", "KNOWLEDGE_TEST"] } });
    const human = await kul(["swap", "ETH", "DAI", "--amount", "0.1", "--yes"]);
    expect(human.code).toBe(1);
    expect(human.stderr).toContain("Before you can trade: confirm your email, verify your identity (KYC), take the suitability test, take the knowledge test.");
    expect(await sentBy(2)).toBe(before);
  });

  describe("an eligible user over the day's volume", () => {
    const WALLET = 3;
    let trader: ReturnType<typeof kulAs>;

    beforeAll(async () => {
      const account = await accounts.eligibleAccount();
      trader = kulAs("eligible", WALLET, account);
      expect(jsonOf(await trader.kul(["account", "wallet", "--json"]))).toEqual({ ok: true, address: stack.ready.accounts[WALLET]!.address });
      // The day's volume counts every router trade of the user's wallets: sell 8 ETH for each of
      // seven tokens straight through the router (about 5.5 M Baht at the local prices).
      const file = await readDeploymentFile(stack.deploymentsDir, stack.ready.chainId);
      const chain = createEthersChainAdapter({ kind: "RPC", url: stack.ready.rpcUrl, privateKey: stack.ready.accounts[WALLET]!.privateKey as Hash }, { deployments: [chainDeploymentFromFile(file)], pollingIntervalMs: 50 });
      const market = createMarketApi(createApiClient({ baseUrl: `${stack.ready.api}/v1/api`, getToken: () => null }));
      const gate = createTradeGateApi(createApiClient({ baseUrl: `${stack.ready.api}/v1/api`, getToken: () => account.token }));
      for (const code of ["DAI", "USDC", "USDT", "WBTC", "MKR", "LINK", "SLP"]) {
        const answer = await market.bestRate({ from: "ETH", to: code, side: "from", amount: 8n * 10n ** 18n });
        const quote = quoteOfAnswer(answer._unsafeUnwrap());
        const to = file.tokens![code]!.address as Address;
        const request = tradeRequestOf({ from: ETH.address, to }, quote, { speed: "STD", slippageBps: 300, deadlineMinutes: 20 }, Date.now());
        // The router's trading gate: each trade carries the server's authorization of this wallet, pair and amount.
        const srcAmount = routeSrcAmount(request.route);
        const authorization = (await gate.authorizeTrade({ trader: stack.ready.accounts[WALLET]!.address as Address, src: ETH.address, dest: to, srcAmount }))._unsafeUnwrap();
        const traded = await chain.trade({ ...request, authorization });
        expect(traded.isOk() ? "traded" : traded.error.code, `ETH to ${code}`).toBe("traded");
      }
      // The server indexes Trade events every few seconds: wait (bounded) until it counts them.
      const history = accounts.ports(account.token).history;
      const check = { address: stack.ready.accounts[WALLET]!.address as Address, connection: "localhost" as const, tokenCode: "ETH", amount: 10n ** 17n };
      for (let attempt = 0; attempt < 120; attempt++) {
        if ((await history.checkDailyVolume(check))._unsafeUnwrap().overLimit) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect((await history.checkDailyVolume(check))._unsafeUnwrap().overLimit).toBe(true);
    }, 240_000);

    it("is bad usage off a terminal without --objective (exit 2), and nothing is sent", async () => {
      const before = await sentBy(WALLET);
      const result = await trader.kul(["swap", "ETH", "DAI", "--amount", "0.1", "--yes", "--json"]);
      expect(result.code, `${result.stdout}${result.stderr}`).toBe(2);
      expect(jsonOf(result)).toMatchObject({ ok: false, error: { code: "CLI_OBJECTIVE_REQUIRED" } });
      expect(await sentBy(WALLET)).toBe(before);
    });

    it("refuses an objective the rule refuses (OTHER without a reason) as bad usage, and sends nothing", async () => {
      const before = await sentBy(WALLET);
      const result = await trader.kul(["swap", "ETH", "DAI", "--amount", "0.1", "--objective", "other", "--yes", "--json"]);
      expect(result.code, `${result.stdout}${result.stderr}`).toBe(2);
      expect(jsonOf(result)).toMatchObject({ ok: false, error: { code: "OBJECTIVE_REASON_REQUIRED" } });
      expect(await sentBy(WALLET)).toBe(before);
    });

    it("asks for the objective on a terminal, then swaps", async () => {
      // The local chain mines each swap at once, while the server reuses a block's quotes for a second:
      // a quote may predate the swap just before it, so these swaps allow 2 % instead of the default 0.5 %.
      const child = spawn("script", ["-qfec", [process.execPath, entry, "swap", "ETH", "DAI", "--amount", "0.1", "--slippage", "2", "--yes"].join(" "), "/dev/null"], {
        cwd: ROOT,
        env: { ...trader.env, TERM: "xterm" },
      });
      let screen = "";
      let answered = false;
      child.stdout.setEncoding("utf8").on("data", (d: string) => {
        screen += d;
        if (!answered && screen.includes("Objective of trading")) {
          answered = true;
          child.stdin.write("\r"); // the first choice: trade for profit
        }
      });
      const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
      expect(answered, screen).toBe(true);
      expect(screen).toContain("Your trades today are over 5,000,000 Baht.");
      expect(code, screen).toBe(0);
      expect(screen).toMatch(/Swapped 0\.1 ETH for [\d.]+ DAI\./);
    });

    it("takes the objective from --objective and --reason", async () => {
      const result = await trader.kul(["swap", "ETH", "DAI", "--amount", "0.1", "--slippage", "2", "--objective", "OTHER", "--reason", "rebalancing my savings", "--yes", "--json"]);
      expect(result.code, `${result.stdout}${result.stderr}`).toBe(0);
      expect(jsonOf(result)).toMatchObject({ ok: true, sold: String(10n ** 17n) });
    });

    it("does not ask again the same Bangkok day once an objective is filed: a swap without --objective goes through", async () => {
      const before = await sentBy(WALLET);
      const result = await trader.kul(["swap", "ETH", "DAI", "--amount", "0.1", "--slippage", "2", "--yes", "--json"]);
      expect(result.code, `${result.stdout}${result.stderr}`).toBe(0);
      expect(jsonOf(result)).toMatchObject({ ok: true, sold: String(10n ** 17n) });
      expect(await sentBy(WALLET)).toBe(before + 1n);
    });
  });
});
