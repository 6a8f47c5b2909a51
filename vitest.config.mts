import { defineConfig } from "vitest/config";

const fromRoot = (dir: string) => new URL(dir, import.meta.url).pathname;

export default defineConfig({
  // The web app's import aliases (web/vite.config.mts), so tests/web can import web/src modules.
  resolve: { alias: { "@/": fromRoot("./web/src/"), "@core/": fromRoot("./core/"), "@adapters/": fromRoot("./adapters/"), "@locales/": fromRoot("./locales/") } },
  test: {
    include: ["core/**/*.test.ts", "adapters/**/*.test.ts", "cli/**/*.test.ts", "web/**/*.test.ts", "tests/**/*.test.ts"],
    // Contract tests run under Hardhat's mocha (`npm run test:contracts`), browser tests under Playwright (`npm run test:e2e`).
    exclude: ["node_modules/**", "tests/contracts/**", "tests/e2e/**", "tests/architecture/fixtures/**"],
    testTimeout: 30_000,
    coverage: {
      provider: "v8",
      include: ["core/**/*.ts"],
      exclude: ["core/**/*.test.ts", "core/testing/**", "core/ports/**"],
      reporter: ["text-summary", "json-summary"],
      thresholds: {
        lines: 90,
        "core/kyc/**": { lines: 95 },
        "core/assessment/**": { lines: 95 },
        "core/referral/**": { lines: 95 },
        "core/history/**": { lines: 95 },
      },
    },
  },
});
