import type { Eip1193Provider } from "../../../../adapters/chain/wallet/eip1193";

/** Methods that need an account: the read-only provider refuses them (EIP-1193 4100 unauthorized). */
const ACCOUNT_METHODS = new Set(["eth_accounts", "eth_requestAccounts", "eth_sendTransaction", "eth_sign", "personal_sign"]);

type RpcAnswer = { result?: unknown; error?: { code: number; message: string; data?: unknown } };

/**
 * An EIP-1193 provider over the app's JSON-RPC URL (plain fetch, no library) for reads without
 * a wallet: balances of the connected address even while the wallet sits on another network.
 * It never signs: a local node would otherwise answer eth_accounts with its unlocked accounts.
 * Node errors keep their JSON-RPC code and data so the adapters decode reverts as usual.
 * @example createViemChainAdapter({ kind: "EIP1193", provider: readOnlyProvider(url) }, { deployments })
 */
export function readOnlyProvider(rpcUrl: string, timeoutMs = 12_000, doFetch: typeof fetch = (...a) => fetch(...a)): Eip1193Provider {
  let id = 0;
  return {
    request: async ({ method, params }) => {
      if (ACCOUNT_METHODS.has(method)) throw Object.assign(new Error(`${method} needs a wallet`), { code: 4100 });
      const response = await doFetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params: params ?? [] }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status} from the node`), { code: -32603 });
      const answer = (await response.json()) as RpcAnswer;
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code, data: answer.error.data });
      return answer.result;
    },
  };
}
