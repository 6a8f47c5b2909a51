import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import architecture from "./tools/eslint/architecture.mjs";

export default tseslint.config(
  { ignores: ["node_modules/", "artifacts/", "cache/", "coverage/", "dist/", "web/dist/", "tests/e2e/artifacts/", ".data/", "typechain-types/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts,mjs,js}"],
    languageOptions: { globals: { ...globals.node } },
    plugins: { architecture },
    rules: {
      "architecture/boundaries": "error",
      "architecture/no-port-cycles": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["tests/contracts/**/*.ts", "tests/bench/**/*.ts"],
    languageOptions: { globals: { ...globals.mocha } },
    rules: { "@typescript-eslint/no-unused-expressions": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
);
