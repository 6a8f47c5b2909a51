import type { Result } from "neverthrow";
import { BrowserProvider, Contract } from "ethers";
import type { ChainAdapterConfig, ChainSource } from "../../adapters/chain/shared/config";
import type { Address, ChainPort, QuoteRequest, TradeRoute } from "../../core/ports/chain.port";
import type { HardhatEnv } from "./hardhat-env";

/** Builds the adapter under test from a source and config (createEthersChainAdapter, createViemChainAdapter). */
export type MakeAdapter = (source: ChainSource, config: ChainAdapterConfig) => ChainPort;

/** What every part of the suite shares; `env` is ready once the suite's beforeAll ran. */
export type SuiteContext = Readonly<{
  make: MakeAdapter;
  env: () => HardhatEnv;
  /** The adapter on the counted "browser wallet" (account 0). */
  wallet: () => ChainPort;
  /** Adapter options for the local deployment, with fast polling. */
  config: () => ChainAdapterConfig;
}>;

/** The value of an Ok result; a failing test shows the error instead of a bare "not ok". */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (result.isErr()) throw new Error(`expected Ok, got ${JSON.stringify(result.error, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v))}`);
  return result.value;
}

/** The address of a listed asset by symbol (ETH is the placeholder). */
export function asset(env: HardhatEnv, symbol: string): Address {
  const token = env.deployment.tokens[symbol];
  if (!token) throw new Error(`no listed token ${symbol}`);
  return token.address as Address;
}

/** Every listed asset, ETH first as the assets panel shows them. */
export function listedAssets(env: HardhatEnv): Address[] {
  return Object.values(env.deployment.tokens).map((t) => t.address as Address);
}

/** A deadline twenty minutes past the chain's latest block. */
export async function deadline(env: HardhatEnv): Promise<bigint> {
  const block = (await env.node.request({ method: "eth_getBlockByNumber", params: ["latest", false] })) as { timestamp: string };
  return BigInt(block.timestamp) + 1_200n;
}

/** A quote question through partner 0 (the platform). */
export function quoteRequest(src: Address, dest: Address, route: TradeRoute): QuoteRequest {
  return { src, dest, route, partnerIndex: 0 };
}

/** Balances read straight from the node, one request per asset: the reference the port is checked against. */
export async function directBalances(env: HardhatEnv, owner: Address, assets: readonly Address[]): Promise<bigint[]> {
  const provider = new BrowserProvider(env.node, undefined, { cacheTimeout: -1 });
  return Promise.all(
    assets.map((a) =>
      a === env.deployment.ethAddress
        ? provider.getBalance(owner)
        : (new Contract(a, ["function balanceOf(address) view returns (uint256)"], provider).getFunction("balanceOf")(owner) as Promise<bigint>),
    ),
  );
}

/** `amount` whole tokens in base units of a token with `decimals`. */
export const units = (amount: number, decimals: number): bigint => BigInt(amount) * 10n ** BigInt(decimals);
/** `n` gwei in wei. */
export const gwei = (n: number): bigint => BigInt(n) * 1_000_000_000n;
