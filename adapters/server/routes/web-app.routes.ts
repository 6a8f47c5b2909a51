import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { chooseLanguage } from "../../../core/account/language";
import { webAppCsp } from "./web-app-csp";

export { webAppCsp } from "./web-app-csp";

/** The page for browsers that prefer Thai: index.html with the Thai tagline and lang (web/vite.config.mts writes it). */
const THAI_INDEX = "index.th.html";

/**
 * The page file for a request: the Thai one when the browser's first language is Thai (the web
 * app's own rule, core/account/language.ts, before any choice is stored) and the build wrote it.
 * @example indexFileFor("th-TH,th;q=0.9,en;q=0.8", true) // "index.th.html"
 */
export function indexFileFor(acceptLanguage: string | undefined, thaiBuilt: boolean): string {
  const first = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  return thaiBuilt && chooseLanguage(null, first) === "th" ? THAI_INDEX : "index.html";
}

/** Where the API lives; requests under it never fall back to the web app. */
const API_PREFIX = "/v1/api";

/**
 * `web/dist` of the repository this code runs from, whatever the working directory: the nearest
 * folder above `from` holding `web/index.html` (this file runs as source from adapters/server/routes
 * and bundled from dist/cli), else the working directory's.
 */
export function findWebDist(from: string = __dirname): string {
  for (let dir = path.resolve(from), depth = 0; depth < 6; dir = path.dirname(dir), depth++) {
    if (existsSync(path.join(dir, "web", "index.html"))) return path.join(dir, "web", "dist");
  }
  return path.resolve("web/dist");
}

const webAppEnvSchema = z.object({ WEB_DIST_DIR: z.string().trim().min(1).optional() });

/** WEB_DIST_DIR from the environment, absolute; the repository's web/dist when unset. */
export function webDistDirFromEnv(env: Readonly<Record<string, string | undefined>>): string {
  const parsed = webAppEnvSchema.parse(env);
  return parsed.WEB_DIST_DIR === undefined ? findWebDist() : path.resolve(parsed.WEB_DIST_DIR);
}

/** What the web app needs from the server: its files, and the origins its pages may call. */
export type WebAppOptions = Readonly<{
  distDir: string;
  rpcUrl: string;
  production: boolean;
  /** A WalletConnect project id is configured: the page's CSP allows the wallet modal's hosts. */
  walletConnect: boolean;
}>;

/**
 * The CSP sources ('sha256-...') of a page's inline scripts (those without src), such as the
 * theme script index.html runs before the first paint; every other script must come from 'self'.
 * @example inlineScriptHashes("<script>go()</script>") // ["'sha256-...'"]
 */
export function inlineScriptHashes(html: string): string[] {
  const bodies = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? "");
  return bodies.filter((body) => body !== "").map((body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

// A request path as a file inside `root`, or null (traversal, directories, missing files).
function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = path.normalize(decoded).replace(/^([/\\])+/, "");
  if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative) || relative.includes("\0")) return null;
  // The compressed twins are served through content negotiation, never by their own name.
  if (/\.(br|gz)$/.test(relative)) return null;
  const absolute = path.join(root, relative);
  try {
    return statSync(absolute).isFile() ? relative : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web app at `/`: real files (hashed assets cached for a year), and index.html
 * for every other non-API GET so deep links like /trade-history load the app (SPA fallback).
 * Paths under /v1/api keep the API's JSON 404.
 * @example await registerWebApp(app, { distDir: webDistDirFromEnv(process.env), rpcUrl: config.rpcUrl, production: false, walletConnect: false });
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const root = path.resolve(options.distDir);
  if (!existsSync(root)) app.log.warn(`web app not served: ${root} does not exist (run npm run build:web)`);
  // cacheControl off: the handlers below choose per file (index.html no-cache, hashed assets immutable).
  // preCompressed: the build writes .br and .gz beside each asset (web/vite.config.mts).
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true });
  // The pages are the build's own: their inline scripts are hashed once, when the server starts.
  const pages = [path.join(root, "index.html"), path.join(root, THAI_INDEX)].filter((file) => existsSync(file));
  const csp = webAppCsp({ ...options, scriptHashes: pages.flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8"))) });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(path.join(root, "index.html"))) return reply.callNotFound();
    const file = indexFileFor(request.headers["accept-language"], existsSync(path.join(root, THAI_INDEX)));
    return reply.header("cache-control", "no-cache").header("vary", "accept-language").header("content-security-policy", csp).sendFile(file, root);
  };

  app.get("/*", async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (urlPath === API_PREFIX || urlPath.startsWith(`${API_PREFIX}/`)) return reply.callNotFound();
    const file = fileInside(root, urlPath);
    if (file === null || file === "index.html" || file === THAI_INDEX) return sendIndex(request, reply);
    // Vite names built assets by content hash, so they never change under the same name.
    const immutable = file.startsWith(`assets${path.sep}`);
    return reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=300").sendFile(file, root);
  });
}
