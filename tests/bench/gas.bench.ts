// Gas benchmark: our router against Uniswap V2 Router02 on equal liquidity, in one Hardhat run.
// Run with `npm run bench:gas` (hardhat run tests/bench/gas.bench.ts).
import hre from "hardhat";
import { ContractFactory, MaxUint256, Wallet, parseEther } from "ethers";
import type { Contract } from "ethers";
import type { HardhatEthersSigner } from "@nomicfoundation/hardhat-ethers/signers";
import uniFactoryJson from "@uniswap/v2-core/build/UniswapV2Factory.json";
import uniPairJson from "@uniswap/v2-core/build/UniswapV2Pair.json";
import router02Json from "@uniswap/v2-periphery/build/UniswapV2Router02.json";
import weth9Json from "@uniswap/v2-periphery/build/WETH9.json";
import { NO_TRADE_AUTHORIZATION as NO_AUTH, signTradeAuthorization } from "../../contracts/deploy/trade-authorization";
import { recordSummary } from "./summary";
import { gasOf, steady } from "./gas-measure";

const ETH = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";
const DEADLINE = 2n ** 40n;
const POOL = parseEther("1000000");
const POOL_ETH = parseEther("1000");
const AMOUNT = parseEther("100");
/** The targets, fee included, as ours / Router02 for the same trade: one hop at most Router02's gas, ETH in within 5 %. */
const TARGETS: readonly Readonly<{ operation: string; label: string; ratio: number }>[] = [
  { operation: "token -> token, one hop", label: "one-hop token -> token (0.25 % fee included)", ratio: 1.0 },
  { operation: "ETH -> token", label: "ETH -> token (0.25 % fee included)", ratio: 1.05 },
];
/** The trading gate's budget: extra gas of a gated trade over the same ungated one, when the id's bitmap word was already used. */
const GATE_BUDGET_USED_WORD = 16_000n;
/** The same on an id whose bitmap word is still empty (its first bit costs a fresh storage slot). */
const GATE_BUDGET_NEW_WORD = 34_000n;

interface Row {
  readonly operation: string;
  readonly ours: bigint;
  readonly router02?: bigint;
}

type Artifact = { abi: unknown[]; bytecode: string };

async function deployJson(json: Artifact, signer: HardhatEthersSigner, ...args: unknown[]): Promise<Contract> {
  const bytecode = json.bytecode.startsWith("0x") ? json.bytecode : `0x${json.bytecode}`;
  const contract = await new ContractFactory(json.abi as never[], bytecode, signer).deploy(...args);
  await contract.waitForDeployment();
  return contract as unknown as Contract;
}

async function deploy(name: string, ...args: unknown[]): Promise<Contract> {
  const contract = await hre.ethers.deployContract(name, args);
  await contract.waitForDeployment();
  return contract as unknown as Contract;
}


async function main(): Promise<void> {
  const [owner, trader, platform] = await hre.ethers.getSigners();
  if (!owner || !trader || !platform) throw new Error("signers missing");
  const [a, b, c] = [await deploy("TestToken", "A", "A", 18), await deploy("TestToken", "B", "B", 18), await deploy("TestToken", "C", "C", 18)];
  const addr = async (x: Contract): Promise<string> => x.getAddress();

  // Uniswap V2 from the npm packages' compiled artifacts.
  const weth9 = await deployJson(weth9Json as Artifact, owner);
  const uniFactory = await deployJson(uniFactoryJson as Artifact, owner, owner.address);
  const router02 = await deployJson(router02Json as Artifact, owner, await addr(uniFactory), await addr(weth9));

  // Ours: two venues (the second for the split), their proxies, the router at the default 25 bps platform fee.
  const weth = await deploy("WrappedEther");
  const kulFactory = await deploy("KulPairFactory");
  const kulFactory2 = await deploy("KulPairFactory");
  const router = await deploy("KulSwapRouter", owner.address, platform.address, 25, await addr(weth));
  for (const [name, f] of [["KUL AMM", kulFactory], ["KUL AMM 2", kulFactory2]] as const) {
    const proxy = await deploy("KulAmmTradingProxy", await addr(f), await addr(weth));
    await (await router.getFunction("addTradingProxy")(name, await addr(proxy))).wait();
  }
  await (await router.getFunction("updatePartner")(1, platform.address, 0, "No fee")).wait();
  const uniProxy = await deploy("UniswapV2TradingProxy", await addr(router02));
  await (await router.getFunction("addTradingProxy")("Uniswap V2", await addr(uniProxy))).wait();

  const uniPair = async (x: string, y: string): Promise<Contract> => {
    await (await uniFactory.getFunction("createPair")(x, y)).wait();
    return new hre.ethers.Contract(await uniFactory.getFunction("getPair")(x, y), uniPairJson.abi, owner) as unknown as Contract;
  };
  const kulPair = async (f: Contract, x: string, y: string): Promise<Contract> => {
    await (await f.getFunction("createPair")(x, y)).wait();
    return (await hre.ethers.getContractAt("KulPair", await f.getFunction("getPair")(x, y))) as unknown as Contract;
  };
  const fund = async (pair: Contract, x: Contract, amountX: bigint, y: Contract, amountY: bigint): Promise<void> => {
    for (const [token, amount] of [[x, amountX], [y, amountY]] as const) {
      if (token === weth || token === weth9) {
        await (await token.getFunction("deposit")({ value: amount })).wait();
        await (await token.getFunction("transfer")(await addr(pair), amount)).wait();
      } else {
        await (await token.getFunction("mint")(await addr(pair), amount)).wait();
      }
    }
    await (await pair.getFunction("mint")(owner.address)).wait();
  };
  for (const [x, y] of [[a, b], [b, c]] as const) {
    await fund(await uniPair(await addr(x), await addr(y)), x, POOL, y, POOL);
    await fund(await kulPair(kulFactory, await addr(x), await addr(y)), x, POOL, y, POOL);
  }
  await fund(await kulPair(kulFactory2, await addr(a), await addr(b)), a, POOL, b, POOL);
  await fund(await uniPair(await addr(weth9), await addr(b)), weth9, POOL_ETH, b, POOL);
  await fund(await kulPair(kulFactory, await addr(weth), await addr(b)), weth, POOL_ETH, b, POOL);

  // The trader holds some of every token (so no balance goes from zero) and approves both routers.
  for (const token of [a, b, c]) {
    await (await token.getFunction("mint")(trader.address, parseEther("100000"))).wait();
    for (const spender of [router02, router]) {
      await (await token.connect(trader).getFunction("approve")(await addr(spender), MaxUint256)).wait();
    }
  }
  const r02 = router02.connect(trader) as Contract;
  const ours = router.connect(trader) as Contract;
  const [A, B, C] = [await addr(a), await addr(b), await addr(c)];
  const route = (proxy: number, src: string, dest: string) => ({ tradingProxyIndex: proxy, src, dest });

  const rows: Row[] = [
    {
      operation: "token -> token, one hop",
      ours: await steady(() => ours.getFunction("trade")(0, A, AMOUNT, B, 0, 0, DEADLINE, NO_AUTH)),
      router02: await steady(() => r02.getFunction("swapExactTokensForTokens")(AMOUNT, 0, [A, B], trader.address, DEADLINE)),
    },
    {
      operation: "ETH -> token",
      ours: await steady(() => ours.getFunction("trade")(0, ETH, parseEther("1"), B, 0, 0, DEADLINE, NO_AUTH, { value: parseEther("1") })),
      router02: await steady(() =>
        r02.getFunction("swapExactETHForTokens")(0, [weth9.target, B], trader.address, DEADLINE, { value: parseEther("1") }),
      ),
    },
    {
      operation: "token -> ETH",
      ours: await steady(() => ours.getFunction("trade")(0, B, AMOUNT, ETH, 0, 0, DEADLINE, NO_AUTH)),
      router02: await steady(() => r02.getFunction("swapExactTokensForETH")(AMOUNT, 0, [B, weth9.target], trader.address, DEADLINE)),
    },
    {
      operation: "token -> token, two hops",
      ours: await steady(() => ours.getFunction("tradeRoutes")([route(0, A, B), route(0, B, C)], AMOUNT, 0, 0, DEADLINE, NO_AUTH)),
      router02: await steady(() => r02.getFunction("swapExactTokensForTokens")(AMOUNT, 0, [A, B, C], trader.address, DEADLINE)),
    },
    {
      operation: "token -> token, split over two venues",
      ours: await steady(() => ours.getFunction("splitTrades")([0, 1], A, AMOUNT, [AMOUNT / 2n, AMOUNT / 2n], B, 0, 0, DEADLINE, NO_AUTH)),
    },
    {
      operation: "token -> token, one hop, partner at 0 bps (no fee transfer)",
      ours: await steady(() => ours.getFunction("trade")(0, A, AMOUNT, B, 0, 1, DEADLINE, NO_AUTH)),
      router02: await steady(() => r02.getFunction("swapExactTokensForTokens")(AMOUNT, 0, [A, B], trader.address, DEADLINE)),
    },
    {
      operation: "token -> token, one hop, via our Uniswap V2 proxy (same pools as Router02)",
      ours: await steady(() => ours.getFunction("trade")(2, A, AMOUNT, B, 0, 0, DEADLINE, NO_AUTH)),
      router02: await steady(() => r02.getFunction("swapExactTokensForTokens")(AMOUNT, 0, [A, B], trader.address, DEADLINE)),
    },
  ];
  // Two paths at once: A -> B split over both venues, and A -> C -> B whose second step splits over both venues. Their
  // pools A/C (venue 0) and B/C (venue 1) are added only now, so the rows above run on the same state as ever.
  await fund(await kulPair(kulFactory, A, C), a, POOL, c, POOL);
  await fund(await kulPair(kulFactory2, B, C), b, POOL, c, POOL);
  const pathStep = (dest: string, venues: number[]) => ({ dest, tradingProxyIndices: venues, weights: venues.map(() => 1n) });
  const twoPaths = [
    { srcAmount: AMOUNT / 2n, steps: [pathStep(B, [0, 1])] },
    { srcAmount: AMOUNT / 2n, steps: [pathStep(C, [0]), pathStep(B, [0, 1])] },
  ];
  rows.push({
    operation: "two paths (direct split + two hops), fee included",
    ours: await steady(() => ours.getFunction("tradePaths")(A, AMOUNT, B, twoPaths, 0, 0, DEADLINE, NO_AUTH)),
  });
  printTable(rows);

  // The trading gate on: the same one-hop trade with an operator-signed authorization, against the ungated row above.
  const gateKey = Wallet.createRandom();
  const ownerRouter = router.connect(owner) as Contract;
  await (await ownerRouter.getFunction("setTradeSigner")(gateKey.address)).wait();
  await (await ownerRouter.getFunction("setTradeGate")(true)).wait();
  const chainId = (await hre.ethers.provider.getNetwork()).chainId;
  const routerAddress = await addr(router);
  const gatedTrade = async (authId: bigint): Promise<bigint> => {
    const auth = await signTradeAuthorization(gateKey, chainId, routerAddress, { trader: trader.address, src: A, dest: B, srcAmount: AMOUNT, authId, expiry: DEADLINE });
    return gasOf(ours.getFunction("trade")(0, A, AMOUNT, B, 0, 0, DEADLINE, auth));
  };
  await gatedTrade(0n); // the first id of word 0: that word is used from now on
  const ungated = rows[0]!.ours;
  const gated = [
    { operation: "token -> token, one hop, gate on, id in a used bitmap word", gas: await gatedTrade(1n), budget: GATE_BUDGET_USED_WORD },
    { operation: "token -> token, one hop, gate on, id in a new bitmap word", gas: await gatedTrade(256n * 7n), budget: GATE_BUDGET_NEW_WORD },
  ];
  console.log("\ntrading gate: extra gas of the authorization check over the ungated one-hop trade of this run");
  for (const g of gated) {
    const extra = g.gas - ungated;
    console.log(
      `${g.operation}: ${g.gas.toLocaleString("en-US")} gas, check ${extra.toLocaleString("en-US")} (budget <= ${g.budget.toLocaleString("en-US")}): ${extra <= g.budget ? "met" : "not met"}`,
    );
    recordSummary([{ figure: `trading gate check gas, ${g.operation.replace("token -> token, one hop, gate on, ", "")}`, target: `<= ${g.budget.toLocaleString("en-US")}`, measured: extra.toLocaleString("en-US"), met: extra <= g.budget }], "gas");
  }
}

function printTable(rows: readonly Row[]): void {
  const ratio = (r: Row): string => (r.router02 === undefined ? "n/a" : (Number(r.ours) / Number(r.router02)).toFixed(3));
  const table = rows.map((r) => [r.operation, r.ours.toLocaleString("en-US"), r.router02?.toLocaleString("en-US") ?? "n/a", ratio(r)]);
  const header = ["operation", "ours (gas)", "Router02 (gas)", "ours / Router02"];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]): string => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const row of table) console.log(line(row));
  console.log("");
  for (const target of TARGETS) {
    const row = rows.find((r) => r.operation === target.operation);
    if (row?.router02 === undefined) throw new Error(`the bench measured no "${target.operation}" against Router02`);
    const r = Number(row.ours) / Number(row.router02);
    console.log(`${target.label}: ${r.toFixed(3)} x Router02 (target <= ${target.ratio.toFixed(2)}): ${r <= target.ratio ? "met" : "not met"}`);
    recordSummary([{ figure: `router gas / Router02, ${target.label}`, target: `<= ${target.ratio.toFixed(2)}`, measured: r.toFixed(3), met: r <= target.ratio }], "gas");
  }
}

main().then(uniswapV3Section).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// Uniswap V3: a V3 trade through our router (UniswapV3TradingProxy, platform fee on) against Uniswap's own
// SwapRouter.exactInputSingle on the same pool, printed with its target (at most 1.05): tests/bench/gas-uniswap-v3.ts.
async function uniswapV3Section(): Promise<void> {
  const { benchUniswapV3Gas } = await import("./gas-uniswap-v3");
  await benchUniswapV3Gas();
}
