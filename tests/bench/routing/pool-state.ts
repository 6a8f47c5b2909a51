// Reads every pool of the deployment's venues at one block, through the pools' own views (a pair's
// getReserves; a V3 pool's slot0, liquidity, fee, tick spacing and initialised ticks, gathered by
// contracts/utils/UniswapV3PoolReader.sol deployed for the benchmark), for the routing benchmark's
// own model. A venue's kind comes from the deployments file; a file that names none is probed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Contract, ContractFactory, getAddress, type Provider, type Signer } from "ethers";
import type { DeployedVenue } from "../../../contracts/deploy/deployment.types";
import type { PoolState } from "./pool-model";

/** The kinds of venue the benchmark models (the deployments file's names). */
export type ModelKind = "kul-amm" | "uniswap-v2" | "uniswap-v3";

/** One pool as the benchmark models it: its venue, tokens (checksummed; WETH for ether) and state at the block. */
export type ModelPool = Readonly<{ address: string; proxyIndex: number; venue: string; kind: ModelKind; token0: string; token1: string; state: PoolState }>;

/** A venue with its kind, as read. */
export type ModelVenue = Readonly<{ proxyIndex: number; name: string; kind: ModelKind; feeTier: number | null }>;

const PAIR_ABI = ["function token0() view returns (address)", "function token1() view returns (address)", "function getReserves() view returns (uint112, uint112)", "function price0CumulativeLast() view returns (uint256)"];
const V3_ABI = ["function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)"];
/** The pair fee of KUL AMM (KulAmmMath: 3 per mille) and of Uniswap V2, in millionths. */
const PAIR_FEE_PPM = 3000;
/** Bitmap words read on each side of a V3 pool's current tick: the reader clamps it to every word the pool can use. */
const ALL_WORDS = 4096;

async function answers(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch {
    return false;
  }
}

/** The venue's kind as its file names it; a file without one is probed on a pool (slot0: V3; price accumulators: Uniswap V2; else the KUL AMM pair). */
async function kindOf(venue: DeployedVenue, provider: Provider): Promise<ModelKind> {
  if (venue.kind !== undefined) return venue.kind;
  const pool = Object.values(venue.pairs)[0];
  if (pool === undefined) return "kul-amm";
  if (await answers(() => new Contract(pool, V3_ABI, provider).getFunction("slot0")())) return "uniswap-v3";
  if (await answers(() => new Contract(pool, PAIR_ABI, provider).getFunction("price0CumulativeLast")())) return "uniswap-v2";
  return "kul-amm";
}

/** Deploys the V3 pool reader (a view-only helper contract) from its compiled artifact. */
export async function deployV3Reader(signer: Signer): Promise<string> {
  const file = path.resolve(__dirname, "../../../artifacts/contracts/utils/UniswapV3PoolReader.sol/UniswapV3PoolReader.json");
  const artifact = JSON.parse(readFileSync(file, "utf8")) as { abi: never[]; bytecode: string };
  const contract = await new ContractFactory(artifact.abi, artifact.bytecode, signer).deploy();
  await contract.waitForDeployment();
  return contract.getAddress();
}

type Snapshot = { sqrtPriceX96: bigint; tick: bigint; liquidity: bigint; fee: bigint; ticks: readonly { tick: bigint; liquidityNet: bigint }[] };

/** The venues of the deployment with their kinds, and every pool's state at `blockTag`. */
export async function readPools(provider: Provider, venues: readonly DeployedVenue[], blockTag: number, v3Reader: string | null): Promise<{ venues: ModelVenue[]; pools: ModelPool[] }> {
  const modelVenues: ModelVenue[] = [];
  const pools: ModelPool[] = [];
  const readerAbi = JSON.parse(readFileSync(path.resolve(__dirname, "../../../artifacts/contracts/utils/UniswapV3PoolReader.sol/UniswapV3PoolReader.json"), "utf8")) as { abi: never[] };
  for (const venue of venues) {
    const kind = await kindOf(venue, provider);
    modelVenues.push({ proxyIndex: venue.tradingProxyIndex, name: venue.name, kind, feeTier: venue.feeTier ?? null });
    for (const address of Object.values(venue.pairs)) {
      const pair = new Contract(address, PAIR_ABI, provider);
      const [token0, token1] = [getAddress((await pair.getFunction("token0")({ blockTag })) as string), getAddress((await pair.getFunction("token1")({ blockTag })) as string)];
      let state: PoolState;
      if (kind === "uniswap-v3") {
        if (v3Reader === null) throw new Error(`venue ${venue.name} is Uniswap V3 but no pool reader was deployed`);
        const reader = new Contract(v3Reader, readerAbi.abi, provider);
        const s = (await reader.getFunction("snapshot")(address, ALL_WORDS, { blockTag })) as Snapshot;
        state = {
          kind: "v3",
          sqrtPrice: Number(s.sqrtPriceX96) / 2 ** 96,
          liquidity: Number(s.liquidity),
          tick: Number(s.tick),
          feePpm: Number(s.fee),
          ticks: s.ticks.map((t) => ({ tick: Number(t.tick), net: Number(t.liquidityNet) })),
        };
      } else {
        // A KUL AMM pair answers two words, a Uniswap V2 pair a third (the timestamp), which is not read.
        const [r0, r1] = (await pair.getFunction("getReserves")({ blockTag })) as [bigint, bigint];
        state = { kind: "pair", reserve0: Number(r0), reserve1: Number(r1), feePpm: PAIR_FEE_PPM };
      }
      pools.push({ address: getAddress(address), proxyIndex: venue.tradingProxyIndex, venue: venue.name, kind, token0, token1, state });
    }
  }
  return { venues: modelVenues, pools };
}
