/**
 * The CLI's settings file, `<config dir>/config.json`: API URL, network, RPC URL (or an ordered list, rpcUrls) and where the
 * deployments files are. Environment variables win over the file, the file over the local defaults.
 */
import path from "node:path";
import { z } from "zod";
import { NETWORK_KEYS, networkByKey } from "../../../core/exchange/networks";
import { configDir, readJsonFile, writeJsonFile } from "./config-dir";

type Env = Readonly<Record<string, string | undefined>>;

/** The networks `kul` may be set to (the core's network table). */
export const CLI_NETWORKS = NETWORK_KEYS;

const httpUrl = z.string().regex(/^https?:\/\/[^\s]+$/, "an http(s) URL");
/** Node URLs in order, comma-separated: the first that answers serves each request. */
const httpUrlList = z
  .string()
  .transform((value) => value.split(",").map((item) => item.trim()).filter((item) => item !== ""))
  .pipe(z.array(httpUrl).min(1, "at least one http(s) URL"));

/** What the file may hold; every key optional, unknown keys refused so typos are caught. */
export const cliConfigFileSchema = z
  .object({
    apiUrl: httpUrl.optional(),
    rpcUrl: httpUrl.optional(),
    rpcUrls: z.string().refine((value) => httpUrlList.safeParse(value).success, "comma-separated http(s) URLs").optional(),
    network: z.enum(CLI_NETWORKS).optional(),
    deploymentsDir: z.string().min(1).optional(),
    adapter: z.enum(["ethers", "viem"]).optional(),
  })
  .strict();
export type CliConfigFile = z.infer<typeof cliConfigFileSchema>;
export const CLI_CONFIG_KEYS = Object.keys(cliConfigFileSchema.shape) as (keyof CliConfigFile)[];

/** The settings in effect. `apiUrl` is the server origin; clients add `/v1/api`. */
export type CliConfig = Readonly<{
  apiUrl: string;
  rpcUrl: string;
  /** With rpcUrls (KUL_RPC_URLS): the nodes after the first, tried in order, with retries; undefined = rpcUrl alone. */
  rpcFallbackUrls?: readonly string[];
  network: (typeof CLI_NETWORKS)[number];
  chainId: number;
  deploymentsDir: string;
  adapter: "ethers" | "viem";
  /** Where the file is (also where the session is kept). */
  dir: string;
}>;

/** The config file failed validation: each problem as `key: message`. */
export class CliConfigInvalid extends Error {
  readonly code = "CLI_CONFIG_INVALID";
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file}: ${problems.join("; ")}`);
  }
}

export function createCliConfigStore(env: Env, defaults: Readonly<{ deploymentsDir: string }>) {
  const dir = configDir(env);
  const file = path.join(dir, "config.json");
  const readFile = (): CliConfigFile => {
    let json: unknown;
    try {
      json = readJsonFile(file) ?? {};
    } catch {
      throw new CliConfigInvalid(file, ["not valid JSON"]);
    }
    const parsed = cliConfigFileSchema.safeParse(json);
    if (!parsed.success) throw new CliConfigInvalid(file, parsed.error.issues.map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`));
    return parsed.data;
  };
  const envValues = cliConfigFileSchema.partial().safeParse(
    Object.fromEntries(
      Object.entries({ apiUrl: env.KUL_API_URL, rpcUrl: env.KUL_RPC_URL, rpcUrls: env.KUL_RPC_URLS, network: env.KUL_NETWORK, deploymentsDir: env.KUL_DEPLOYMENTS_DIR }).filter(
        ([, v]) => v !== undefined && v !== "",
      ),
    ),
  );
  return {
    file,
    dir,
    /** The stored file only (for `kul config show`). */
    readFile,
    /** File and environment merged over the defaults; throws CliConfigInvalid listing every problem. */
    load(): CliConfig {
      if (!envValues.success) throw new CliConfigInvalid("environment", envValues.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
      const merged = { ...readFile(), ...envValues.data };
      const network = merged.network ?? "hardhat";
      // rpcUrls, when set, wins over rpcUrl: its first node is the one tried first.
      const nodes = merged.rpcUrls === undefined ? undefined : httpUrlList.parse(merged.rpcUrls);
      return {
        apiUrl: (merged.apiUrl ?? "http://127.0.0.1:3000").replace(/\/+$/, ""),
        rpcUrl: nodes?.[0] ?? merged.rpcUrl ?? "http://127.0.0.1:8545",
        ...(nodes === undefined ? {} : { rpcFallbackUrls: nodes.slice(1) }),
        network,
        chainId: networkByKey(network).chainId,
        deploymentsDir: path.resolve(merged.deploymentsDir ?? defaults.deploymentsDir),
        adapter: merged.adapter ?? "ethers",
        dir,
      };
    },
    /** Sets or clears keys, validating the result before writing. */
    update(changes: Partial<Record<keyof CliConfigFile, string | undefined>>): CliConfigFile {
      const next = Object.fromEntries(Object.entries({ ...readFile(), ...changes }).filter(([, v]) => v !== undefined));
      const parsed = cliConfigFileSchema.safeParse(next);
      if (!parsed.success) throw new CliConfigInvalid(file, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
      writeJsonFile(file, parsed.data, 0o600);
      return parsed.data;
    },
  };
}
export type CliConfigStore = ReturnType<typeof createCliConfigStore>;
