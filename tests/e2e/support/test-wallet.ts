/**
 * A browser wallet for the tests, holding one Hardhat account of the stack. The page sees an
 * EIP-1193 / EIP-6963 provider (injected-provider.ts); requests land here. Account and chain
 * requests are answered like MetaMask would, personal_sign with the account's key (the user
 * approves, or declines once when told to); everything else is forwarded to the stack's node,
 * whose development accounts are unlocked, so eth_sendTransaction needs no signing here.
 */
import type { Page } from "@playwright/test";
import { privateKeyToAccount } from "viem/accounts";
import { z } from "zod";
import { BRIDGE_FUNCTION, injectTestWallet, type BridgeAnswer } from "./injected-provider";

export const LOCAL_CHAIN_ID = "0x7a69";
export const MAINNET_CHAIN_ID = "0x1";

/** What a test chooses about the wallet. */
export type TestWalletOptions = Readonly<{
  address: string;
  /** The account's key: personal_sign answers with its signature. */
  privateKey: string;
  rpcUrl: string;
  /** The network the wallet is on when the page opens; mainnet simulates "wrong network". */
  chainId?: string;
  /** Runs after the user approved a transaction and before it reaches the node (e.g. move the market). */
  beforeSend?: (tx: Readonly<Record<string, unknown>>) => Promise<void>;
}>;

/** The handle a test keeps: what the wallet did and what the user can do inside it. */
export type TestWallet = Readonly<{
  address: string;
  chainId: () => string;
  /** Transaction hashes the wallet sent, in order. */
  sent: readonly string[];
  /** Methods the page called, in order (to assert the app used the wallet as expected). */
  calls: readonly string[];
  /** The messages the user signed (personal_sign), as text, in order. */
  signed: readonly string[];
  /** The user declines the next signature request in the wallet. */
  declineNextSignature: () => void;
  /** The user picks another network inside the wallet (not through the app). */
  userSwitchesTo: (chainId: string) => Promise<void>;
  /** The next transaction waits in the node's mempool (automine off) until `mineHeld`: a slow network. */
  holdNextSend: () => void;
  /** Mines what was held and turns automine back on. */
  mineHeld: () => Promise<void>;
  /** Whether automine is off because of a hold (the fixture turns it back on after a failed test). */
  holding: () => boolean;
}>;

const KNOWN_CHAINS = new Set([LOCAL_CHAIN_ID, MAINNET_CHAIN_ID]);
const USER_REJECTED = { code: 4001, message: "User rejected the request." };
const UNAUTHORIZED = { code: 4100, message: "The requested account has not been authorized by the user." };

let rpcId = 0;

/** A JSON-RPC 2.0 answer from the node: a result or an error with Hardhat's extra data. */
const rpcAnswerSchema = z.union([
  z.object({ error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }) }),
  z.object({ result: z.unknown() }),
]);

async function forward(rpcUrl: string, method: string, params: unknown): Promise<BridgeAnswer> {
  rpcId += 1;
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: rpcId, method, params }),
  });
  const body = rpcAnswerSchema.parse(await response.json());
  return "error" in body ? { error: body.error } : { result: body.result };
}

/** Adds the wallet to `page` before any of its scripts run; survives reloads and navigations. */
export async function installTestWallet(page: Page, options: TestWalletOptions): Promise<TestWallet> {
  const address = options.address.toLowerCase();
  let chainId = options.chainId ?? LOCAL_CHAIN_ID;
  let connected = false;
  let holdNext = false;
  let holding = false;
  const sent: string[] = [];
  const calls: string[] = [];
  const signed: string[] = [];
  let declineNext = false;
  const signer = privateKeyToAccount(options.privateKey as `0x${string}`);
  if (signer.address.toLowerCase() !== address) throw new Error(`the key is not the key of ${address}`);
  const accounts = () => (connected ? [address] : []);

  const handle = async (method: string, params: unknown): Promise<BridgeAnswer> => {
    calls.push(method);
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case "eth_requestAccounts":
      case "wallet_requestPermissions": {
        const events: [string, unknown][] = connected ? [] : [["accountsChanged", [address]]];
        connected = true;
        if (method === "eth_requestAccounts") return { result: [address], events };
        return { result: [{ parentCapability: "eth_accounts" }], events };
      }
      case "wallet_getPermissions":
        return { result: connected ? [{ parentCapability: "eth_accounts" }] : [] };
      case "wallet_revokePermissions":
        connected = false;
        return { result: null, events: [["accountsChanged", []]] };
      case "eth_accounts":
        return { result: accounts() };
      case "eth_coinbase":
        return { result: accounts()[0] ?? null };
      case "eth_chainId":
        return { result: chainId };
      case "net_version":
        return { result: String(Number(chainId)) };
      case "wallet_switchEthereumChain": {
        const wanted = String((list[0] as { chainId?: string } | undefined)?.chainId ?? "").toLowerCase();
        if (!KNOWN_CHAINS.has(wanted)) return { error: { code: 4902, message: `Unrecognized chain ID "${wanted}".` } };
        const events: [string, unknown][] = wanted === chainId ? [] : [["chainChanged", wanted]];
        chainId = wanted;
        return { result: null, events };
      }
      case "wallet_addEthereumChain": {
        const wanted = String((list[0] as { chainId?: string } | undefined)?.chainId ?? "").toLowerCase();
        if (wanted !== LOCAL_CHAIN_ID) return { error: USER_REJECTED };
        const events: [string, unknown][] = wanted === chainId ? [] : [["chainChanged", wanted]];
        chainId = wanted;
        return { result: null, events };
      }
      case "personal_sign": {
        // EIP-1193 wallets take [message as hex, address]; the user sees the text and approves it.
        const [data, from] = list as [unknown, unknown];
        if (!connected) return { error: UNAUTHORIZED };
        if (typeof data !== "string" || !/^0x([0-9a-fA-F]{2})*$/.test(data) || String(from).toLowerCase() !== address) {
          return { error: { code: -32602, message: "personal_sign takes a hex message and the wallet's address." } };
        }
        if (declineNext) {
          declineNext = false;
          return { error: USER_REJECTED };
        }
        signed.push(Buffer.from(data.slice(2), "hex").toString("utf8"));
        return { result: await signer.signMessage({ message: { raw: data as `0x${string}` } }) };
      }
      case "eth_sendTransaction": {
        if (!connected) return { error: UNAUTHORIZED };
        if (chainId !== LOCAL_CHAIN_ID) return { error: { code: -32603, message: "The wallet is not on the network the transaction was built for." } };
        const tx = (list[0] ?? {}) as Record<string, unknown>;
        await options.beforeSend?.(tx);
        if (holdNext) {
          holdNext = false;
          holding = true;
          await forward(options.rpcUrl, "evm_setAutomine", [false]);
        }
        const answer = await forward(options.rpcUrl, method, [{ ...tx, from: address }]);
        // Hardhat mines at once and reports a reverted transaction as an error carrying its hash;
        // a real wallet only broadcasts, and the app learns of the revert from the receipt.
        const minedHash = (answer.error?.data as { txHash?: unknown } | undefined)?.txHash;
        const hash = typeof minedHash === "string" ? minedHash : answer.result;
        if (typeof hash === "string") {
          sent.push(hash);
          return { result: hash };
        }
        return answer;
      }
      default:
        return forward(options.rpcUrl, method, params);
    }
  };

  await page.exposeFunction(BRIDGE_FUNCTION, (method: string, params: unknown) =>
    handle(method, params).catch((error: unknown) => ({ error: { code: -32603, message: error instanceof Error ? error.message : String(error) } })),
  );
  const icon = "data:image/svg+xml;base64," + Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#1b5e20"/></svg>').toString("base64");
  await page.addInitScript(injectTestWallet, {
    info: { uuid: "6f1f3c2e-5a4b-4c0d-9e8f-0000e2e00001", name: "KUL Test Wallet", icon, rdns: "org.kulswap.testwallet" },
    bridge: BRIDGE_FUNCTION,
  });
  const userSwitchesTo = async (wanted: string) => {
    chainId = wanted;
    await page.evaluate((id) => (window as unknown as { __kulTestWalletEmit: (e: string, p: unknown) => void }).__kulTestWalletEmit("chainChanged", id), wanted);
  };
  const mineHeld = async () => {
    for (const [method, params] of [["evm_mine", []], ["evm_setAutomine", [true]]] as const) {
      const answer = await forward(options.rpcUrl, method, params);
      if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    }
    holding = false;
  };
  return { address, chainId: () => chainId, sent, calls, signed, declineNextSignature: () => void (declineNext = true), userSwitchesTo, holdNextSend: () => void (holdNext = true), mineHeld, holding: () => holding };
}
