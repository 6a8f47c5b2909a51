/**
 * Builds the web app when `web/dist` is missing or older than any source it is built from, so a
 * browser test never runs against yesterday's bundle and an unchanged tree costs no build.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
/** What the bundle is made of: the app, the texts, and the core and adapters it imports. */
const SOURCES = ["web", "locales", "core", "adapters/http-client", "adapters/chain", "adapters/api-contract"];
const SKIP = new Set(["dist", "node_modules"]);

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (SKIP.has(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** Where the built app is; the stack serves it at `/`. */
export const WEB_DIST_DIR = path.join(ROOT, "web", "dist");

/** Runs `npm run build:web` unless web/dist/index.html is newer than every source file. */
export function ensureWebBuild(log: (line: string) => void): void {
  const built = path.join(WEB_DIST_DIR, "index.html");
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((dir) => newestMtime(path.join(ROOT, dir))));
  if (builtAt > sourcesAt) return;
  log(builtAt === 0 ? "web/dist missing: building the web app" : "web/dist older than its sources: rebuilding");
  execFileSync("npm", ["run", "build:web"], { cwd: ROOT, stdio: "inherit" });
}
