#!/usr/bin/env node
// Copies the token images the app ships (core/exchange/token-logo.ts, TOKEN_ICON_CODES) from the
// npm package cryptocurrency-icons (CC0 1.0, a dev dependency) into web/public/token-icons, with
// the set's licence. Run after changing the list: `node tools/copy-token-icons.mjs`. The copies
// are committed, so a build needs nothing but the repository.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const setDir = path.dirname(require.resolve("cryptocurrency-icons/package.json"));
const list = readFileSync(path.join(root, "core/exchange/token-logo.ts"), "utf8");
const block = /TOKEN_ICON_CODES[^=]*= Object\.freeze\(\[([^\]]*)\]/.exec(list)?.[1] ?? "";
const codes = [...block.matchAll(/"([a-z0-9]+)"/g)].map((m) => m[1]);
const out = path.join(root, "web/public/token-icons");

mkdirSync(out, { recursive: true });
for (const file of readdirSync(out)) rmSync(path.join(out, file));
for (const code of codes) copyFileSync(path.join(setDir, "svg/color", `${code}.svg`), path.join(out, `${code}.svg`));
copyFileSync(path.join(setDir, "LICENSE.md"), path.join(out, "LICENSE.md"));
const { version } = JSON.parse(readFileSync(path.join(setDir, "package.json"), "utf8"));
console.log(`copied ${codes.length} token images from cryptocurrency-icons ${version} (CC0 1.0) to web/public/token-icons`);
