import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CliConfigInvalid, createCliConfigStore } from "./cli-config.store";
import { configDir } from "./config-dir";
import { createSessionStore } from "./session.store";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "kul-file-store-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("configDir", () => {
  it("prefers KUL_CONFIG_DIR, then XDG_CONFIG_HOME/kul", () => {
    expect(configDir({ KUL_CONFIG_DIR: "/a/b", XDG_CONFIG_HOME: "/x" })).toBe("/a/b");
    expect(configDir({ XDG_CONFIG_HOME: "/x" })).toBe("/x/kul");
  });
});

describe("the CLI config store", () => {
  const defaults = { deploymentsDir: "/repo/deployments" };

  it("answers the local defaults without a file", () => {
    expect(createCliConfigStore({ KUL_CONFIG_DIR: dir }, defaults).load()).toEqual({
      apiUrl: "http://127.0.0.1:3000",
      rpcUrl: "http://127.0.0.1:8545",
      network: "hardhat",
      chainId: 31337,
      deploymentsDir: "/repo/deployments",
      adapter: "ethers",
      dir,
    });
  });

  it("stores settings with mode 0600, and the environment wins over the file", () => {
    const store = createCliConfigStore({ KUL_CONFIG_DIR: dir }, defaults);
    store.update({ apiUrl: "https://api.example/", network: "sepolia" });
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(store.load()).toMatchObject({ apiUrl: "https://api.example", network: "sepolia", chainId: 11155111 });
    const env = createCliConfigStore({ KUL_CONFIG_DIR: dir, KUL_API_URL: "http://127.0.0.1:4000" }, defaults);
    expect(env.load().apiUrl).toBe("http://127.0.0.1:4000");
    store.update({ network: undefined });
    expect(JSON.parse(readFileSync(store.file, "utf8"))).toEqual({ apiUrl: "https://api.example/" });
  });

  it("reads an ordered list of nodes from KUL_RPC_URLS, over rpcUrl, and refuses a list with a bad URL", () => {
    const store = createCliConfigStore({ KUL_CONFIG_DIR: dir, KUL_RPC_URL: "http://127.0.0.1:8545", KUL_RPC_URLS: " https://rpc-1.example/key , https://rpc-2.example " }, defaults);
    expect(store.load()).toMatchObject({ rpcUrl: "https://rpc-1.example/key", rpcFallbackUrls: ["https://rpc-2.example"] });
    expect(() => createCliConfigStore({ KUL_CONFIG_DIR: dir, KUL_RPC_URLS: "https://rpc-1.example, ftp://x" }, defaults).load()).toThrow("rpcUrls: comma-separated http(s) URLs");
  });

  it("lists every problem of a bad file", () => {
    writeFileSync(path.join(dir, "config.json"), JSON.stringify({ apiUrl: "ftp://x", network: "kovan", colour: true }));
    const store = createCliConfigStore({ KUL_CONFIG_DIR: dir }, defaults);
    expect(() => store.load()).toThrow(CliConfigInvalid);
    try {
      store.load();
    } catch (error) {
      expect((error as CliConfigInvalid).problems).toHaveLength(3);
    }
  });

  it("refuses a value it cannot store and keeps the file unchanged", () => {
    const store = createCliConfigStore({ KUL_CONFIG_DIR: dir }, defaults);
    store.update({ adapter: "viem" });
    expect(() => store.update({ adapter: "web3" })).toThrow(CliConfigInvalid);
    expect(store.readFile()).toEqual({ adapter: "viem" });
  });
});

describe("the session store", () => {
  const session = { token: "t0k3n", expiresAt: 2_000, email: "a@example.com", apiUrl: "http://127.0.0.1:3000" };

  it("keeps the token in a 0600 file and reads it back for the same server before expiry", () => {
    let now = 1_000;
    const store = createSessionStore({ KUL_CONFIG_DIR: dir }, () => now);
    store.write(session);
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    expect(store.read("http://127.0.0.1:3000")).toEqual(session);
    expect(store.read("http://other:3000")).toBeNull();
    now = 2_000;
    expect(store.read("http://127.0.0.1:3000")).toBeNull();
  });

  it("reads a damaged file as no session, and clear removes it", () => {
    const store = createSessionStore({ KUL_CONFIG_DIR: dir });
    writeFileSync(store.file, "{ not json");
    expect(store.read(session.apiUrl)).toBeNull();
    store.write({ ...session, expiresAt: null });
    store.clear();
    expect(store.read(session.apiUrl)).toBeNull();
  });
});
