import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { chainRpcUnavailable, chainUserRejected } from "../../../core/ports/chain.errors";
import type { Eip1193Provider } from "./eip1193";
import { switchChain, type AddChainParameters } from "./switch-chain";

const SEPOLIA: AddChainParameters = {
  chainId: 11155111,
  chainName: "Sepolia",
  rpcUrls: ["https://rpc.sepolia.org"],
  nativeCurrency: { name: "Sepolia Ether", symbol: "ETH", decimals: 18 },
  blockExplorerUrls: ["https://sepolia.etherscan.io"],
};

type WalletOptions = { known: string[]; switchOnAdd?: boolean; reject?: string; wrap4902?: boolean };

/** A small in-memory wallet that follows EIP-3326 / EIP-3085 like MetaMask does. */
function fakeWallet({ known, switchOnAdd = true, reject, wrap4902 = false }: WalletOptions) {
  const calls: string[] = [];
  let chainId = "0x1";
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push(method);
      if (method === reject) throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      const [first] = (params ?? []) as [{ chainId: string }];
      if (method === "eth_chainId") return chainId;
      if (method === "wallet_switchEthereumChain") {
        if (!known.includes(first.chainId)) {
          throw wrap4902
            ? { code: -32603, message: "Internal error", data: { originalError: { code: 4902 } } }
            : Object.assign(new Error("Unrecognized chain ID"), { code: 4902 });
        }
        chainId = first.chainId;
        return null;
      }
      if (method === "wallet_addEthereumChain") {
        known.push(first.chainId);
        if (switchOnAdd) chainId = first.chainId;
        return null;
      }
      throw Object.assign(new Error("Unsupported method"), { code: 4200 });
    },
  };
  return { provider, calls, chainId: () => chainId };
}

describe("switchChain", () => {
  it.each([
    ["a chain the wallet knows is switched to directly", { known: ["0xaa36a7"] }, ["wallet_switchEthereumChain"]],
    [
      "an unknown chain is added, which switches to it",
      { known: [] },
      ["wallet_switchEthereumChain", "wallet_addEthereumChain", "eth_chainId"],
    ],
    [
      "an unknown chain reported through a wrapped 4902 is added too",
      { known: [], wrap4902: true },
      ["wallet_switchEthereumChain", "wallet_addEthereumChain", "eth_chainId"],
    ],
    [
      "a wallet that adds without switching is asked to switch again",
      { known: [], switchOnAdd: false },
      ["wallet_switchEthereumChain", "wallet_addEthereumChain", "eth_chainId", "wallet_switchEthereumChain"],
    ],
  ])("%s", async (_name, options: WalletOptions, expectedCalls) => {
    const wallet = fakeWallet(options);
    expect(await switchChain(wallet.provider, SEPOLIA)).toEqual(ok(undefined));
    expect(wallet.calls).toEqual(expectedCalls);
    expect(wallet.chainId()).toBe("0xaa36a7");
  });

  it.each(["wallet_switchEthereumChain", "wallet_addEthereumChain"])(
    "reports a user who declines %s as CHAIN_USER_REJECTED",
    async (method) => {
      const wallet = fakeWallet({ known: [], reject: method });
      expect(await switchChain(wallet.provider, SEPOLIA)).toEqual(err(chainUserRejected()));
    },
  );

  it("reports any other wallet failure as CHAIN_RPC_UNAVAILABLE with its message", async () => {
    const provider: Eip1193Provider = { request: async () => Promise.reject(new Error("wallet is locked")) };
    expect(await switchChain(provider, SEPOLIA)).toEqual(err(chainRpcUnavailable("wallet is locked")));
  });

  it("sends the add-chain parameters with a hex chain id and no empty explorer list", async () => {
    const sent: unknown[] = [];
    const provider: Eip1193Provider = {
      async request({ method, params }) {
        if (method === "wallet_switchEthereumChain" && sent.length === 0) throw { code: 4902, message: "unknown" };
        if (method === "wallet_addEthereumChain") sent.push(params);
        return method === "eth_chainId" ? "0x7a69" : null;
      },
    };
    const { blockExplorerUrls: _omit, ...local } = { ...SEPOLIA, chainId: 31337, chainName: "Hardhat", rpcUrls: ["http://127.0.0.1:8545"] };
    expect(await switchChain(provider, local)).toEqual(ok(undefined));
    expect(sent).toEqual([
      [{ chainId: "0x7a69", chainName: "Hardhat", rpcUrls: ["http://127.0.0.1:8545"], nativeCurrency: SEPOLIA.nativeCurrency }],
    ]);
  });
});
