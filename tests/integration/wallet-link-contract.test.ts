import { readFileSync } from "node:fs";
import path from "node:path";
import { BrowserProvider, ContractFactory, JsonRpcSigner, type InterfaceAbi } from "ethers";
import { ok, okAsync } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfflineSignatureVerifier, createRpcSignatureVerifier } from "../../adapters/chain/viem/viem-signature-verifier";
import { createHistoryApi } from "../../adapters/http-client/history.client";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import { signInWallet } from "../../core/history/use-cases/sign-in-wallet";
import type { Address } from "../../core/ports/chain.port";
import { hardhatEnv, type HardhatEnv } from "../conformance/hardhat-env";
import { keyWallet } from "../support/key-wallet";
import { historyDeps } from "./history-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

/** contracts/test/OwnedContractWallet.sol as compiled by `npm run compile`. */
const ARTIFACT = path.resolve(__dirname, "../../artifacts/contracts/test/OwnedContractWallet.sol/OwnedContractWallet.json");

let env: HardhatEnv;
let node: Readonly<{ url: string; close: () => Promise<void> }>;
let contractWallet: Address;
const servers: TestServer[] = [];

beforeAll(async () => {
  env = await hardhatEnv();
  node = await env.serve();
  const { abi, bytecode } = JSON.parse(readFileSync(ARTIFACT, "utf8")) as { abi: InterfaceAbi; bytecode: string };
  const deployer = new JsonRpcSigner(new BrowserProvider(env.node, undefined, { cacheTimeout: -1 }), env.accounts[0]!);
  const deployed = await (await new ContractFactory(abi, bytecode, deployer).deploy(env.accounts[1]!)).waitForDeployment();
  contractWallet = (await deployed.getAddress()) as Address;
}, 120_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  await node?.close();
});

/** A server whose signature checks reach the chain through `verifier`. */
async function serverWith(verifier: "RPC" | "OFFLINE") {
  const walletSignatures = verifier === "RPC" ? createRpcSignatureVerifier({ rpcUrl: node.url }) : createOfflineSignatureVerifier();
  const server = await startTestServer({ deps: { history: historyDeps(env.deployment, createMemoryTradeStorage()), walletSignatures } });
  servers.push(server);
  const { token } = await signInTestUser(server.deps);
  return createHistoryApi(server.clientWithToken(token));
}

/** The contract wallet as its owner's key drives it: the wallet's address, the key's signature. */
const signedByKey = (key: `0x${string}`) => ({ ...keyWallet(key), getAccount: () => okAsync(contractWallet) });

describe("a contract wallet proves itself by EIP-1271", () => {
  it("is linked when its isValidSignature approves the message its owner signed", async () => {
    const history = await serverWith("RPC");
    expect(await signInWallet({ history, wallet: signedByKey(env.keys[1]!) }, { connection: "WalletConnect" })).toEqual(ok(contractWallet));
  });

  it("is refused when the signing key is not its owner", async () => {
    const history = await serverWith("RPC");
    const result = await signInWallet({ history, wallet: signedByKey(env.keys[2]!) }, { connection: "WalletConnect" });
    expect(result._unsafeUnwrapErr()).toMatchObject({ status: 403, code: "WALLET_LINK_SIGNATURE_INVALID" });
  });

  it("is refused by a server without a chain, which can check ECDSA signatures only", async () => {
    const history = await serverWith("OFFLINE");
    const result = await signInWallet({ history, wallet: signedByKey(env.keys[1]!) }, { connection: "WalletConnect" });
    expect(result._unsafeUnwrapErr()).toMatchObject({ status: 403, code: "WALLET_LINK_SIGNATURE_INVALID" });
  });
});
