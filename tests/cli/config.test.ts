import { statSync, writeFileSync } from "node:fs";
import { encryptKeystoreJson, Wallet } from "ethers";
import { describe, expect, it } from "vitest";
import { resolvePrivateKey } from "../../cli/src/context/chain-access";
import { createOutput } from "../../cli/src/context/output";
import { jsonOf, useKulWorkspace } from "./cli-runner";

const { kul, path: inDir } = useKulWorkspace("kul-cli-config-", "");

describe("kul config", () => {
  it("shows the local defaults, then a stored setting (file mode 0600), then the environment's", async () => {
    expect(jsonOf(await kul(["config", "--json"]))).toMatchObject({ ok: true, stored: {}, effective: { apiUrl: "http://127.0.0.1:3000", network: "hardhat", chainId: 31337 } });
    expect((await kul(["config", "set", "network", "sepolia"])).code).toBe(0);
    expect(statSync(inDir("config.json")).mode & 0o777).toBe(0o600);
    expect(jsonOf(await kul(["config", "show", "--json"]))).toMatchObject({ stored: { network: "sepolia" }, effective: { chainId: 11155111 } });
    const env = jsonOf(await kul(["config", "--json"], { env: { KUL_NETWORK: "mainnet" } }));
    expect(env).toMatchObject({ effective: { network: "mainnet", chainId: 1 } });
    expect((await kul(["config", "unset", "network"])).code).toBe(0);
    expect(jsonOf(await kul(["config", "--json"]))).toMatchObject({ stored: {} });
  });

  it("refuses an unknown key or a bad value as bad usage", async () => {
    const unknown = await kul(["config", "set", "colour", "blue", "--json"]);
    expect(unknown.code).toBe(2);
    expect(jsonOf(unknown)).toMatchObject({ error: { code: "CLI_CONFIG_KEY_UNKNOWN" } });
    const bad = await kul(["config", "set", "apiUrl", "ftp://example", "--json"]);
    expect(bad.code).toBe(2);
    expect(jsonOf(bad)).toMatchObject({ error: { code: "CLI_CONFIG_INVALID" } });
  });
});

describe("wallet keys", () => {
  const out = createOutput({ json: true, noColor: true, env: {} });

  it("opens an encrypted ethers keystore with the password from the environment", async () => {
    const wallet = Wallet.createRandom();
    const file = inDir("key.json");
    // A light scrypt setting keeps the test fast; the file is the standard ethers JSON keystore.
    writeFileSync(file, await encryptKeystoreJson({ address: wallet.address, privateKey: wallet.privateKey }, "s3cret", { scrypt: { N: 1024 } }));
    expect(await resolvePrivateKey({ KUL_KEYSTORE: file, KUL_KEYSTORE_PASSWORD: "s3cret" }, out)).toBe(wallet.privateKey);
    await expect(resolvePrivateKey({ KUL_KEYSTORE: file, KUL_KEYSTORE_PASSWORD: "nope" }, out)).rejects.toMatchObject({ code: "CLI_KEYSTORE_PASSWORD_WRONG", exitCode: 1 });
    // Off a terminal there is nobody to ask for the password.
    await expect(resolvePrivateKey({ KUL_KEYSTORE: file }, out)).rejects.toMatchObject({ code: "CLI_KEYSTORE_PASSWORD_MISSING", exitCode: 2 });
  });

  it("takes KUL_PRIVATE_KEY with or without 0x and refuses anything else", async () => {
    const key = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
    expect(await resolvePrivateKey({ KUL_PRIVATE_KEY: key }, out)).toBe(`0x${key}`);
    await expect(resolvePrivateKey({ KUL_PRIVATE_KEY: "0x1234" }, out)).rejects.toMatchObject({ code: "CLI_KEY_INVALID", exitCode: 2 });
    await expect(resolvePrivateKey({}, out)).rejects.toMatchObject({ code: "CLI_KEY_MISSING", exitCode: 2 });
  });
});
