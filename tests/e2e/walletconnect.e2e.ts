/**
 * Mobile wallets (WalletConnect): the project id is the server's setting, read by the page at
 * GET /v1/api/config, and the page's Content-Security-Policy is built from the same setting. A
 * second API server on the stack's chain, with a project id, serves the same build: its visitor
 * opens the mobile-wallet choice and the wallet modal starts without a CSP violation. The network
 * is closed here, so the modal's requests fail, but each one leaves the page (the CSP let it
 * through) instead of being blocked and reported. The stack itself has no project id: its choice
 * says in plain words that mobile wallets are not set up.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { z } from "zod";
import { startTsxProcess, type RunningProcess } from "./stack/stack-process";
import { stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";

/** A project id of the shape dashboard.reown.com gives; never sent anywhere (the network is closed). */
const PROJECT_ID = "0123456789abcdef0123456789abcdef";

/** Records every CSP violation the page reports, from before its first script. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]);
}

/** Opens the wallet chooser of the page at `origin` and returns its mobile-wallet section. */
async function openWalletChooser(page: Page, origin: string, lang: Lang) {
  await page.goto(`${origin}/`);
  await expect(page.getByLabel(text(lang, "exchange:from_amount"), { exact: true })).toBeVisible({ timeout: 45_000 });
  await page.getByRole("button", { name: text(lang, "wallet:connect_wallet"), exact: true }).first().click();
  const chooser = page.getByRole("dialog", { name: text(lang, "wallet:connect_title") });
  await expect(chooser).toBeVisible();
  return chooser.getByRole("region", { name: text(lang, "wallet:mobile_wallet") });
}

test.describe("a server with a WalletConnect project id", () => {
  let dir = "";
  let server: RunningProcess<{ serving: string }> | undefined;

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "kul-e2e-wc-"));
    const stack = stackInfo();
    server = await startTsxProcess(
      "tests/e2e/stack/serve-api.ts",
      [],
      {
        ENVIRONMENT: "local",
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "warn",
        DATA_DIR: path.join(dir, "data"),
        RPC_URL: stack.rpcUrl,
        DEPLOYMENTS_DIR: path.dirname(stack.deploymentFile),
        WEB_DIST_DIR: stack.webDistDir,
        WALLETCONNECT_PROJECT_ID: PROJECT_ID,
      },
      z.object({ serving: z.url() }),
      120_000,
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("gives the page its project id at run time", async ({ request }) => {
    const config = (await (await request.get(`${server!.ready.serving}/v1/api/config`)).json()) as { walletConnectProjectId: unknown };
    expect(config.walletConnectProjectId).toBe(PROJECT_ID);
  });

  test("opens the mobile-wallet choice and the wallet modal without a CSP violation", async ({ page }) => {
    const violations = await recordCspViolations(page);
    const left: string[] = [];
    page.on("request", (request) => left.push(new URL(request.url()).origin));
    page.on("websocket", (socket) => left.push(new URL(socket.url()).origin));
    const mobile = await openWalletChooser(page, server!.ready.serving, "en");
    await expect(mobile).toContainText(text("en", "wallet:mobile_wallet_hint"));
    await mobile.getByRole("button", { name: text("en", "wallet:mobile_wallet") }).click();
    // The modal (Reown AppKit) is on the page, and its API, fonts and relay were asked for: a
    // request the CSP blocked would never leave the page, and would be reported.
    await expect(page.locator("w3m-modal")).toBeAttached();
    await expect.poll(() => [...new Set(left)].filter((origin) => !origin.startsWith(server!.ready.serving)).sort(), { timeout: 30_000 }).toEqual(
      expect.arrayContaining(["https://api.web3modal.org", "https://fonts.reown.com", "wss://relay.walletconnect.org"]),
    );
    expect(await violations()).toEqual([]);
  });
});

test.describe("the stack, without a project id", () => {
  for (const lang of ["en", "th"] as const) {
    test(`says in plain words that mobile wallets are not set up (${lang})`, async ({ browser }) => {
      const context = await browser.newContext({ locale: lang === "th" ? "th-TH" : "en-US" });
      const page = await context.newPage();
      const violations = await recordCspViolations(page);
      const mobile = await openWalletChooser(page, stackInfo().api, lang);
      await expect(mobile).toContainText(text(lang, "wallet:mobile_wallet_off"));
      await expect(mobile.getByRole("button")).toHaveCount(0);
      expect(await violations()).toEqual([]);
      await context.close();
    });
  }
});
