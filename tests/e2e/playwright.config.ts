/**
 * Browser tests: Debian Chromium (Playwright cannot download its own here) against one local stack
 * started by global setup. One worker: the tests share that chain, so they run in order.
 */
import path from "node:path";
import { defineConfig } from "@playwright/test";

const ARTIFACTS = path.join(__dirname, "artifacts");

export default defineConfig({
  testDir: __dirname,
  testMatch: "**/*.e2e.ts",
  globalSetup: path.join(__dirname, "global-setup.ts"),
  outputDir: path.join(ARTIFACTS, "test-results"),
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["html", { outputFolder: path.join(ARTIFACTS, "report"), open: "never" }]],
  use: {
    browserName: "chromium",
    headless: true,
    locale: "en-US",
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
});
