/**
 * The CLI's composition root: every token resolves (once, as a singleton), cli-context's
 * services and API ports come from the container, the ports carry the stored session token per request
 * (checked against a real HTTP server), and `kul kyc check-id` never loads inversify or the
 * container (checked in esbuild's import graph and by tracing a real run's module loads).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCliContext } from "../../cli/src/cli-context";
import { createCliContainer, getServiceAsync, TOKENS } from "../../cli/src/container";
import { createOutput } from "../../cli/src/context/output";
import { ROOT } from "./cli-runner";

const KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const ADDRESS = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;

let dir: string;
let server: Server;
let api: string;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "kul-container-"));
  mkdirSync(path.join(dir, "deployments"));
  writeFileSync(path.join(dir, "deployments", "31337.json"), JSON.stringify({ chainId: 31337, router: ADDRESS(1), batchReader: ADDRESS(2) }));
  // A real server that records the headers of each request (only the request headers matter here).
  server = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ kycStatus: "UNVERIFIED" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({ KUL_CONFIG_DIR: dir, KUL_API_URL: api, KUL_RPC_URL: "http://127.0.0.1:9", KUL_DEPLOYMENTS_DIR: path.join(dir, "deployments"), KUL_PRIVATE_KEY: KEY });
const out = createOutput({ json: true, noColor: true, env: {} });

describe("the CLI container", () => {
  it("resolves every token, each once per run", async () => {
    const container = createCliContainer({ env: env(), lang: "th", out });
    for (const [name, token] of Object.entries(TOKENS)) {
      const first = await getServiceAsync(container, token);
      expect(first, name).toBeTruthy();
      expect(await getServiceAsync(container, token), name).toBe(first);
    }
    expect(await getServiceAsync(container, TOKENS.Config)).toMatchObject({ apiUrl: api, chainId: 31337, adapter: "ethers" });
    expect(await getServiceAsync(container, TOKENS.Language)).toBe("th");
  });

  it("hands cli-context's API ports, stores and chain out of the container", async () => {
    const ctx = createCliContext({ out, lang: "en", env: env() });
    const kyc = await ctx.api.kyc();
    expect(await ctx.api.kyc()).toBe(kyc);
    expect(await ctx.api.market()).toBe(await ctx.api.market());
    expect(await ctx.sessionStore()).toBe(await ctx.sessionStore());
    expect(await ctx.api.account()).toBe(await ctx.api.account());
    expect(await ctx.chain()).toBe(await ctx.chain());
    expect(await ctx.chain({ adapter: "viem" })).not.toBe(await ctx.chain({ adapter: "ethers" }));
  });

  it("sends the session token stored at the time of each request, and refuses auth without one", async () => {
    const ctx = createCliContext({ out, lang: "th", env: env() });
    await expect(ctx.api.kyc({ auth: true })).rejects.toMatchObject({ code: "CLI_LOGIN_REQUIRED", exitCode: 1 });
    const kyc = await ctx.api.kyc();
    seen.length = 0;
    await kyc.kycState();
    (await ctx.sessionStore()).write({ token: "tok-1", expiresAt: null, apiUrl: api });
    await (await ctx.api.kyc({ auth: true })).kycState();
    (await ctx.sessionStore()).clear();
    await kyc.kycState();
    expect(seen.map((h) => [h.authorization, h["accept-language"]])).toEqual([
      [undefined, "th"],
      ["Bearer tok-1", "th"],
      [undefined, "th"],
    ]);
  });
});

describe("cold start of kul kyc check-id", () => {
  let build: string;
  let meta: { outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string; external?: boolean }[] }> };

  beforeAll(() => {
    mkdirSync(path.join(ROOT, "dist"), { recursive: true });
    build = mkdtempSync(path.join(ROOT, "dist", ".test-"));
    const metaFile = path.join(build, "..", `${path.basename(build)}.meta.json`);
    const built = spawnSync(process.execPath, ["cli/build.mjs", "--quiet", "--outdir", build, "--metafile", metaFile], { cwd: ROOT, encoding: "utf8" });
    if (built.status !== 0) throw new Error(built.stderr);
    meta = JSON.parse(readFileSync(metaFile, "utf8")) as typeof meta;
    rmSync(metaFile);
  });
  afterAll(() => rmSync(build, { recursive: true, force: true }));

  /** Every package and chunk loaded when these outputs load (static imports, transitively). */
  const staticClosure = (roots: string[]) => {
    const seenOutputs = new Set<string>();
    const packages = new Set<string>();
    const visit = (output: string) => {
      if (seenOutputs.has(output)) return;
      seenOutputs.add(output);
      for (const i of meta.outputs[output]!.imports) {
        if (i.kind !== "import-statement") continue;
        if (i.external) packages.add(i.path);
        else visit(i.path);
      }
    };
    roots.forEach(visit);
    return { outputs: [...seenOutputs].map((o) => meta.outputs[o]!.entryPoint ?? o), packages: [...packages] };
  };
  const outputOf = (entryPoint: string) => Object.keys(meta.outputs).find((o) => meta.outputs[o]!.entryPoint === entryPoint)!;

  it("has no inversify and no container in the chunks check-id loads, while commands with services do", () => {
    const checkId = staticClosure([outputOf("cli/src/main.ts"), outputOf("cli/src/commands/kyc.command.ts")]);
    expect(checkId.packages).not.toContain("inversify");
    expect(checkId.outputs).not.toContain("cli/src/container.ts");
    expect(staticClosure([outputOf("cli/src/container.ts")]).packages).toContain("inversify");
  });

  it("loads no inversify module in a real run of check-id, and does in a run that needs the config", () => {
    // A module loader hook records every URL node resolves; the run is the shipped bundle.
    const trace = path.join(dir, "trace.txt");
    writeFileSync(path.join(dir, "hooks.mjs"), `import { appendFileSync } from "node:fs";\nlet file;\nexport function initialize(data) { file = data.file; }\nexport async function resolve(specifier, context, next) { const r = await next(specifier, context); appendFileSync(file, r.url + "\\n"); return r; }\n`);
    writeFileSync(path.join(dir, "register.mjs"), `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(path.join(dir, "hooks.mjs")).href)}, { data: { file: ${JSON.stringify(trace)} } });\n`);
    const run = (args: string[]) => {
      writeFileSync(trace, "");
      const child = spawnSync(process.execPath, ["--import", pathToFileURL(path.join(dir, "register.mjs")).href, path.join(build, "kul.mjs"), ...args, "--json"], { cwd: ROOT, encoding: "utf8", env: { PATH: process.env.PATH, ...env(), NO_COLOR: "1" } });
      return { code: child.status, stdout: child.stdout, loaded: readFileSync(trace, "utf8").split("\n").filter(Boolean) };
    };
    const checkId = run(["kyc", "check-id", "1103702071811"]);
    expect({ code: checkId.code, stdout: JSON.parse(checkId.stdout) as unknown }).toEqual({ code: 0, stdout: { ok: true, id: "1103702071811" } });
    expect(checkId.loaded.some((url) => url.includes("/kul.mjs"))).toBe(true);
    expect(checkId.loaded.filter((url) => url.includes("inversify") || /\/container-[A-Z0-9]+\.mjs$/.test(url))).toEqual([]);
    const config = run(["config", "show"]);
    expect(config.code).toBe(0);
    expect(config.loaded.some((url) => url.includes("/node_modules/inversify/"))).toBe(true);
  });
});
