/**
 * Once per run: build the web app if needed, register the KYC operator in a fresh data directory,
 * start one local stack as a real process serving that app (with a partner platform and two
 * learning articles configured, a leaderboard campaign running, and a local Google and Facebook
 * stand-in trusted), and hand its addresses to the tests.
 * The returned function is Playwright's teardown: it stops the stack and removes its files.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { configuredLinksEnv } from "./stack/configured-links";
import { SOCIAL_MINT_ENV_KEY, startE2eSocialIssuer } from "./stack/social-issuer";
import { startStack, startTsxProcess } from "./stack/stack-process";
import { ensureWebBuild, WEB_DIST_DIR } from "./stack/web-build";
import { STACK_ENV_KEY, type StackInfo } from "./support/stack-info";

const OPERATOR = { email: "operator@kulswap-e2e.example.com", password: "Operator#2026e2e" };
const DAY_MS = 24 * 60 * 60_000;

/** The stack's leaderboard campaign: from a day before `now` to a day after it (ISO date-times). */
function runningCampaignEnv(now: number): Record<string, string> {
  return { LEADERBOARD_START: new Date(now - DAY_MS).toISOString(), LEADERBOARD_END: new Date(now + DAY_MS).toISOString() };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const log = (line: string) => process.stderr.write(`[e2e] ${((Date.now() - started) / 1000).toFixed(1)} s: ${line}\n`);
  ensureWebBuild(log);
  const dir = mkdtempSync(path.join(tmpdir(), "kul-e2e-"));
  const dataDir = path.join(dir, "data");
  const deploymentsDir = path.join(dir, "deployments");
  // The local Google and Facebook stand-in, so a test can connect a social account.
  const social = await startE2eSocialIssuer();
  try {
    const seeded = await startTsxProcess(
      "tests/e2e/stack/seed-operator.ts",
      [],
      { DATA_DIR: dataDir, E2E_OPERATOR_EMAIL: OPERATOR.email, E2E_OPERATOR_PASSWORD: OPERATOR.password },
      z.object({ seeded: z.literal(true) }),
      120_000,
    );
    await seeded.stop();
    log("KYC operator registered");
    // A private copy: a rebuild of web/dist during the run (vite empties it first) cannot break the tests.
    const webDist = path.join(dir, "web-dist");
    cpSync(WEB_DIST_DIR, webDist, { recursive: true });
    // The partner platform and two learning articles configured, so their cards and links show;
    // a leaderboard campaign running from a day before the run to a day after it, so trades count.
    // The router's trading gate on, as `kul up` deploys it: every trade the app sends carries the
    // server's authorization, and fixtures that trade straight through the router carry the operator's.
    const stack = await startStack(dir, { ADMIN_EMAILS: OPERATOR.email, WEB_DIST_DIR: webDist, ...configuredLinksEnv(), ...runningCampaignEnv(started), ...social.env });
    log(`stack ready: ${stack.ready.api} (chain ${stack.ready.rpcUrl})`);
    const gateKeyFile = path.join(dataDir, "trade-gate-key");
    const info: StackInfo = { ...stack.ready, deploymentFile: path.join(deploymentsDir, "31337.json"), webDistDir: webDist, operator: OPERATOR, gateKeyFile };
    process.env[STACK_ENV_KEY] = JSON.stringify(info);
    process.env[SOCIAL_MINT_ENV_KEY] = social.mintUrl;
    return async () => {
      await stack.stop();
      await social.close();
      rmSync(dir, { recursive: true, force: true });
    };
  } catch (error) {
    await social.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
