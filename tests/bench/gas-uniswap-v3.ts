// Gas of a Uniswap V3 trade through our router (UniswapV3TradingProxy as the venue, platform fee on) against
// Uniswap's own SwapRouter (`exactInputSingle`, from the @uniswap/v3-periphery artifact) on the same pool and run.
// Runs inside `hardhat run tests/bench/gas.bench.ts` (npm run bench:gas).
import { MaxUint256, parseEther, parseUnits } from "ethers";
import type { Contract } from "ethers";
import swapRouterJson from "@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json";
import { NO_TRADE_AUTHORIZATION as NO_AUTH } from "../../contracts/deploy/trade-authorization";
import { VENUE, deployArtifact, v3WorldFixture } from "../contracts/helpers/uniswap-v3";
import { recordSummary } from "./summary";
import { steady } from "./gas-measure";

const ETH = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";
const DEADLINE = 2n ** 40n;
/** Target of the issue: a V3 trade through our router costs at most this many times SwapRouter's gas. */
const V3_TARGET_RATIO = 1.05;


/** Measures and prints the V3 rows and the target line; returns whether the target was met. */
export async function benchUniswapV3Gas(): Promise<boolean> {
  const world = await v3WorldFixture();
  const { trader, owner } = world;
  const swapRouter = (await deployArtifact(swapRouterJson, owner, await world.factory.getAddress(), await world.weth.getAddress())) as unknown as Contract;
  const [a, b, weth] = [await world.tokens.A.getAddress(), await world.tokens.B.getAddress(), await world.weth.getAddress()];
  await (await (world.tokens.A.connect(trader) as Contract).getFunction("approve")(await swapRouter.getAddress(), MaxUint256)).wait();
  const uni = swapRouter.connect(trader) as Contract;
  const ours = world.router.connect(trader) as Contract;
  const amount = parseUnits("100", 18);
  const single = (tokenIn: string, tokenOut: string, amountIn: bigint) => ({
    tokenIn,
    tokenOut,
    fee: 3000,
    recipient: trader.address,
    deadline: DEADLINE,
    amountIn,
    amountOutMinimum: 0,
    sqrtPriceLimitX96: 0,
  });
  const rows = [
    {
      operation: "Uniswap V3 0.3 %, token -> token (0.25 % fee included)",
      ours: await steady(() => ours.getFunction("trade")(VENUE[3000], a, amount, b, 0, 0, DEADLINE, NO_AUTH)),
      theirs: await steady(() => uni.getFunction("exactInputSingle")(single(a, b, amount))),
    },
    {
      operation: "Uniswap V3 0.3 %, ETH -> token (0.25 % fee included)",
      ours: await steady(() => ours.getFunction("trade")(VENUE[3000], ETH, parseEther("1"), a, 0, 0, DEADLINE, NO_AUTH, { value: parseEther("1") })),
      theirs: await steady(() => uni.getFunction("exactInputSingle")(single(weth, a, parseEther("1")), { value: parseEther("1") })),
    },
  ];
  // SwapRouter taking a fee of its own, as a front end does with it: the output swapped to the router, then swept to
  // the trader less 25 bps to a fee wallet (PeripheryPaymentsWithFee), in one multicall. Shown beside the target,
  // which compares against the bare exactInputSingle.
  const feeWallet = world.platform.address;
  const withFee = await steady(() =>
    uni.getFunction("multicall")([
      uni.interface.encodeFunctionData("exactInputSingle", [{ ...single(a, b, amount), recipient: uni.target }]),
      uni.interface.encodeFunctionData("sweepTokenWithFee", [b, 0, trader.address, 25, feeWallet]),
    ]),
  );
  console.log("\nUniswap V3: our router (UniswapV3TradingProxy) against Uniswap's SwapRouter.exactInputSingle, same pool");
  for (const r of rows) {
    const ratio = Number(r.ours) / Number(r.theirs);
    console.log(`${r.operation}: ours ${r.ours.toLocaleString("en-US")} gas, SwapRouter ${r.theirs.toLocaleString("en-US")}, ratio ${ratio.toFixed(3)}`);
  }
  console.log(
    `Uniswap V3 0.3 %, token -> token, SwapRouter taking a 0.25 % fee itself (multicall: exactInputSingle to the router, sweepTokenWithFee): ${withFee.toLocaleString("en-US")} gas; ours ${(Number(rows[0]!.ours) / Number(withFee)).toFixed(3)} of it`,
  );
  const target = rows[0]!;
  const ratio = Number(target.ours) / Number(target.theirs);
  const met = ratio <= V3_TARGET_RATIO;
  console.log(
    `V3 trade, token -> token (0.25 % fee included): ${ratio.toFixed(3)} x SwapRouter (target <= ${V3_TARGET_RATIO.toFixed(2)}): ${met ? "met" : "not met"}`,
  );
  recordSummary([{ figure: "V3 trade gas / Uniswap SwapRouter, token -> token (0.25 % fee included)", target: `<= ${V3_TARGET_RATIO.toFixed(2)}`, measured: ratio.toFixed(3), met }], "gas");
  return met;
}
