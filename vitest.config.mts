import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["core/**/*.test.ts", "adapters/**/*.test.ts", "cli/**/*.test.ts", "tests/**/*.test.ts"],
    // Contract tests run under Hardhat's mocha (`npm run test:contracts`), not vitest.
    exclude: ["node_modules/**", "tests/contracts/**", "tests/architecture/fixtures/**"],
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
