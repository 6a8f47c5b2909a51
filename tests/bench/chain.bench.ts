// Balance refresh benchmark (`npm run bench:chain`, run with tsx): for each adapter and transport,
// RPC requests and wall time to read every listed token's balance, naive (one call per token,
// in parallel, as most dapps do) against the port's batched getBalances (one eth_call).
import { performance } from "node:perf_hooks";
import { BrowserProvider, Contract, JsonRpcProvider, Network } from "ethers";
import { createPublicClient, custom, erc20Abi, http, type PublicClient } from "viem";
import { createEthersChainAdapter } from "../../adapters/chain/ethers/ethers-chain.adapter";
import type { ChainSource } from "../../adapters/chain/shared/config";
import { createViemChainAdapter } from "../../adapters/chain/viem/viem-chain.adapter";
import type { Address, ChainPort } from "../../core/ports/chain.port";
import { hardhatEnv, type HardhatEnv } from "../conformance/hardhat-env";
import { listedAssets } from "../conformance/suite-context";
import { printSummary } from "./summary";

const ROUNDS = 50;

type Reader = (owner: Address, assets: readonly Address[]) => Promise<readonly bigint[]>;
type Row = { adapter: string; transport: string; mode: string; requestsPerRefresh: number; msPerRefresh: string };

function naiveEthers(env: HardhatEnv, url: string | null): Reader {
  const network = new Network("hardhat", 31337);
  const options = { staticNetwork: network, cacheTimeout: -1, batchMaxCount: 1 };
  const provider = url === null ? new BrowserProvider(env.wallet, network, options) : new JsonRpcProvider(url, network, options);
  return (owner, assets) =>
    Promise.all(
      assets.map((a) =>
        a === env.deployment.ethAddress
          ? provider.getBalance(owner)
          : (new Contract(a, erc20Abi, provider).getFunction("balanceOf")(owner) as Promise<bigint>),
      ),
    );
}

function naiveViem(env: HardhatEnv, url: string | null): Reader {
  const transport = url === null ? custom(env.wallet, { retryCount: 0 }) : http(url, { retryCount: 0 });
  const client = createPublicClient({ transport, cacheTime: 0 }) as PublicClient;
  return (owner, assets) =>
    Promise.all(
      assets.map((a) =>
        a === env.deployment.ethAddress
          ? client.getBalance({ address: owner })
          : client.readContract({ address: a, abi: erc20Abi, functionName: "balanceOf", args: [owner] }),
      ),
    );
}

const batched =
  (port: ChainPort): Reader =>
  async (owner, assets) => {
    const result = await port.getBalances(owner, assets);
    if (result.isErr()) throw new Error(result.error.code);
    return result.value;
  };

async function measure(env: HardhatEnv, read: Reader, owner: Address): Promise<{ requests: number; ms: number }> {
  const assets = listedAssets(env);
  await read(owner, assets); // warm-up: connection, chain id
  env.wallet.reset();
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) await read(owner, assets);
  return { requests: env.wallet.count / ROUNDS, ms: (performance.now() - start) / ROUNDS };
}

async function main(): Promise<void> {
  const env = await hardhatEnv();
  const server = await env.serve();
  const owner = env.accounts[0]!;
  const config = { deployments: [env.chainDeployment] };
  const rows: Row[] = [];
  try {
    for (const transport of ["EIP-1193", "HTTP"] as const) {
      const url = transport === "HTTP" ? server.url : null;
      const source: ChainSource = url === null ? { kind: "EIP1193", provider: env.wallet } : { kind: "RPC", url, privateKey: env.keys[0]! };
      const readers: [string, string, Reader][] = [
        ["ethers", "naive", naiveEthers(env, url)],
        ["ethers", "batched", batched(createEthersChainAdapter(source, config))],
        ["viem", "naive", naiveViem(env, url)],
        ["viem", "batched", batched(createViemChainAdapter(source, config))],
      ];
      for (const [adapter, mode, read] of readers) {
        const { requests, ms } = await measure(env, read, owner);
        rows.push({ adapter, transport, mode, requestsPerRefresh: requests, msPerRefresh: ms.toFixed(2) });
      }
    }
  } finally {
    await server.close();
  }
  console.log(`Balance refresh of ${listedAssets(env).length} listed assets (ETH + tokens), mean of ${ROUNDS} refreshes:`);
  console.table(rows);
  // The port's promise: one refresh of every balance is one request to the node.
  printSummary(
    rows
      .filter((row) => row.mode === "batched")
      .map((row) => ({ figure: `RPC requests per balance refresh, ${row.adapter} batched over ${row.transport}`, target: "1", measured: String(row.requestsPerRefresh), met: row.requestsPerRefresh <= 1 })),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
