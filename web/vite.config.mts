import react from "@vitejs/plugin-react";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { themeBootScript } from "./src/lib/theme/theme-boot";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The API the dev server forwards /v1/api to (the built app is served by the API server itself).
const apiTarget = process.env.KUL_API_URL ?? "http://127.0.0.1:3000";

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset, so the API server (@fastify/static
 * with preCompressed) sends compressed bytes without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "kul-precompress",
    apply: "build",
    configResolved: (config) => void (outDir = config.build.outDir),
    writeBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const source = output.type === "chunk" ? output.code : output.source;
        const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        writeFileSync(join(outDir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
        writeFileSync(join(outDir, `${fileName}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Puts the app's one stylesheet (about 5 KB gzip, `cssCodeSplit: false`) into index.html as a
 * <style> element: the static shell then paints as soon as the page arrives, without waiting one
 * more round trip for a render-blocking CSS request, and no route waits for a CSS file either.
 */
function inlineEntryCss(): Plugin {
  return {
    name: "kul-inline-entry-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== "asset") return link;
          const css = typeof asset.source === "string" ? asset.source : Buffer.from(asset.source).toString("utf8");
          return `<style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * Writes the theme script (web/src/lib/theme/theme-boot.ts) at the start of <head>: it sets
 * `data-theme` before the first paint, so a dark page never flashes light. The server lists its
 * hash in the Content-Security-Policy (adapters/server/routes/web-app.routes.ts).
 */
function themeBoot(): Plugin {
  return {
    name: "kul-theme-boot",
    transformIndexHtml: () => [{ tag: "script", children: themeBootScript(), injectTo: "head" }],
  };
}

/** The page whose first load the compile hint is for (the home page, `/`). */
const FIRST_PAGE = "src/app/routes/exchange/exchange-page.tsx";

/**
 * Starts the chunks of the home page's first load (the entry, the Exchange page and their static
 * imports) with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chromium 136+; other
 * engines read a comment). Most of their functions run while the page boots, and without the hint
 * V8 compiles each one on the main thread at its first call; with it, V8 compiles them with the
 * script, on a background thread, while the script streams in.
 */
function compileHints(): Plugin {
  return {
    name: "kul-compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        const starts = chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId?.endsWith(FIRST_PAGE));
        if (starts.length !== 2) throw new Error(`compile hints: expected the entry and ${FIRST_PAGE}, found ${starts.length} chunks`);
        const hinted = new Set<string>();
        const visit = (fileName: string): void => {
          const chunk = bundle[fileName];
          if (chunk?.type !== "chunk" || hinted.has(fileName)) return;
          hinted.add(fileName);
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          chunk.imports.forEach(visit);
        };
        for (const start of starts) visit(start.fileName);
      },
    },
  };
}

/** The file the server sends to browsers that prefer Thai (adapters/server/routes/web-app.routes.ts). */
const THAI_INDEX = "index.th.html";

/**
 * Writes index.th.html beside index.html: the same page with `lang="th"` and the static shell's
 * tagline in Thai (locales' common.boot_title). The server picks the file by Accept-Language, so
 * the first paint is in one language, the visitor's, and carries the right `lang`.
 */
function thaiIndex(): Plugin {
  const bootTitle = (language: string): string => {
    const texts = JSON.parse(readFileSync(here(`../locales/${language}/common.json`), "utf8")) as { boot_title?: unknown };
    if (typeof texts.boot_title !== "string") throw new Error(`locales/${language}/common.json lacks boot_title`);
    return texts.boot_title;
  };
  return {
    name: "kul-thai-index",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset") return;
        const html = typeof index.source === "string" ? index.source : Buffer.from(index.source).toString("utf8");
        const english = `<p class="boot-title">${bootTitle("en")}</p>`;
        if (!html.includes('<html lang="en">') || !html.includes(english)) throw new Error("index.html must hold <html lang=\"en\"> and the English boot_title");
        const thai = html.replace('<html lang="en">', '<html lang="th">').replace(english, `<p class="boot-title">${bootTitle("th")}</p>`);
        this.emitFile({ type: "asset", fileName: THAI_INDEX, source: thai });
      },
    },
  };
}

/** Marks the modules of zod/mini's own copy of zod's core (see miniZodCore). */
const MINI_CORE = "?kul-mini-core";

/**
 * Gives zod/mini a copy of zod's core of its own. The first page checks what it reads before its
 * first render (the server config, the user cookie, stored choices) with zod/mini schemas, and the
 * full zod API loads afterwards with the API ports. Both are built on zod's core, and one shared
 * core module carries every part either uses: the full API's string formats, JSON Schema and
 * checks would come with the first page. With a copy of its own, the first page carries only the
 * core zod/mini uses (about 8 KB gzip); the later chunks carry the full API with its core. The two
 * copies share zod's one global config (globalThis.__zod_globalConfig, so jitless holds for both),
 * and zod's `instanceof` reads a schema's traits, not its class, so the schemas mix freely.
 */
function miniZodCore(): Plugin {
  return {
    name: "kul-mini-zod-core",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const fromCopy = importer?.endsWith(MINI_CORE) ?? false;
      if (source !== "zod/mini" && !fromCopy) return null;
      const resolved = await this.resolve(source, fromCopy ? importer!.slice(0, -MINI_CORE.length) : importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !/[\\/]node_modules[\\/]zod[\\/]/.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${MINI_CORE}` };
    },
    load: (id) => (id.endsWith(MINI_CORE) ? readFileSync(id.slice(0, -MINI_CORE.length), "utf8") : null),
  };
}

/** The web app: React 19, aliases shared with web/tsconfig.json, a manifest for bench:web. */
export default defineConfig({
  root: here("."),
  plugins: [miniZodCore(), react(), themeBoot(), inlineEntryCss(), thaiIndex(), compileHints(), precompress()],
  resolve: {
    alias: {
      "@/": here("./src/"),
      "@core/": here("../core/"),
      "@adapters/": here("../adapters/"),
      "@locales/": here("../locales/"),
    },
  },
  server: {
    host: "127.0.0.1",
    fs: { allow: [here("..")] },
    proxy: { "/v1/api": { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: here("./dist"),
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    // A browser without <link rel="modulepreload"> (Safari before 17) still loads every module,
    // only without the head start; no polyfill runs on every load for it.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app, inlined into index.html by inlineEntryCss().
    cssCodeSplit: false,
    sourcemap: false,
  },
});
