// Bundles the CLI to plain JavaScript (dist/cli/kul.mjs) so `kul` starts without a TypeScript
// loader: ESM with code splitting, one chunk per command, loaded only when that command runs.
// Packages stay external (node_modules is there at run time) and load lazily with their command.
import { build } from "esbuild";
import { chmodSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// --outdir lets tests build a private copy; it must sit two levels below the root (see cli/src/paths.ts).
const outFlag = process.argv.indexOf("--outdir");
const outdir = outFlag > 0 ? path.resolve(process.argv[outFlag + 1]) : path.join(root, "dist/cli");
if (path.dirname(path.dirname(outdir)) !== root) throw new Error(`--outdir must be two levels below ${root}`);

// Sources are CommonJS-flavoured (they use __dirname); give every chunk the same names.
const banner = [
  'import { createRequire as __kulRequire } from "node:module";',
  'import { fileURLToPath as __kulPath } from "node:url";',
  'import { dirname as __kulDir } from "node:path";',
  "const require = __kulRequire(import.meta.url);",
  "const __filename = __kulPath(import.meta.url);",
  "const __dirname = __kulDir(__filename);",
].join("\n");

// --metafile <file> writes esbuild's import graph (tests check which chunks a command loads).
const metaFlag = process.argv.indexOf("--metafile");

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: { kul: "cli/src/main.ts" },
  outdir,
  outExtension: { ".js": ".mjs" },
  // Chunks beside the entry: every chunk then has the same __dirname (see cli/src/paths.ts).
  chunkNames: "[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  banner: { js: `#!/usr/bin/env node\n${banner}` },
  legalComments: "none",
  logLevel: "warning",
  metafile: metaFlag > 0,
});
if (metaFlag > 0) writeFileSync(path.resolve(process.argv[metaFlag + 1]), JSON.stringify(result.metafile));
chmodSync(path.join(outdir, "kul.mjs"), 0o755);
if (!process.argv.includes("--quiet")) console.error(`kul built in ${Date.now() - started} ms: ${path.relative(process.cwd(), outdir)}/kul.mjs`);
