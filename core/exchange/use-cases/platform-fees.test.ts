import { errAsync, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { chainReverted, chainRpcTimeout } from "../../ports/chain.errors";
import type { Address, Hash } from "../../ports/chain.port";
import type { PlatformFeesPort } from "../../ports/platform-fees.port";
import { buildTokenList } from "../token-list";
import { ETH_ADDRESS } from "../tokens";
import { claimPlatformFees, platformFeesStatus } from "./platform-fees";

const WALLET = "0x00000000000000000000000000000000000000a1" as Address;
const DAI = "0x00000000000000000000000000000000000000d1" as Address;
const USDC = "0x00000000000000000000000000000000000000d2" as Address;
const WBTC = "0x00000000000000000000000000000000000000d3" as Address;
const HASH = `0x${"1".repeat(64)}` as Hash;
const tokens = buildTokenList(31337, [
  { code: "DAI", address: DAI },
  { code: "USDC", address: USDC },
  { code: "WBTC", address: WBTC },
])._unsafeUnwrap();

/** A fees port over a map of kept amounts; a claim sends the asset's whole amount, as the router does. */
function feesPort(kept: Record<string, bigint>, overrides: Partial<PlatformFeesPort> = {}) {
  const claimed: Address[] = [];
  const port: PlatformFeesPort = {
    platformWallet: () => okAsync(WALLET),
    unswept: (assets) => okAsync(assets.map((a) => kept[a] ?? 0n)),
    claim: (asset) => {
      claimed.push(asset);
      const amount = kept[asset] ?? 0n;
      kept[asset] = 0n;
      return amount === 0n ? errAsync(chainReverted("RouterNoPlatformFees")) : okAsync({ hash: HASH, asset, amount, wallet: WALLET });
    },
    ...overrides,
  };
  return { port, claimed };
}

describe("the platform's fees sweep", () => {
  it("status lists the listed tokens the router keeps fees of, above zero only, in the list's order, formatted by their decimals", async () => {
    const { port } = feesPort({ [USDC]: 1_234_567_890n, [ETH_ADDRESS]: 3n * 10n ** 15n, [DAI]: 0n });
    expect((await platformFeesStatus({ fees: port, tokens }))._unsafeUnwrap()).toEqual({
      wallet: WALLET,
      fees: [
        { code: "ETH", address: ETH_ADDRESS, decimals: 18, amount: 3n * 10n ** 15n, display: "0.003" },
        { code: "USDC", address: USDC, decimals: 6, amount: 1_234_567_890n, display: "1,234.56789" },
      ],
    });
  });

  it("status with nothing kept lists no fee", async () => {
    expect((await platformFeesStatus({ fees: feesPort({}).port, tokens }))._unsafeUnwrap()).toEqual({ wallet: WALLET, fees: [] });
  });

  it("claims one token by code in any case and answers what the router sent, to which wallet, in which transaction", async () => {
    const { port, claimed } = feesPort({ [WBTC]: 12_345n });
    expect((await claimPlatformFees({ fees: port, tokens }, " wbtc "))._unsafeUnwrap()).toEqual({
      code: "WBTC",
      address: WBTC,
      decimals: 8,
      amount: 12_345n,
      display: "0.00012345",
      wallet: WALLET,
      transactionHash: HASH,
    });
    expect(claimed).toEqual([WBTC]);
  });

  it("refuses a code the network does not list, before reading the chain", async () => {
    const { port, claimed } = feesPort({}, { unswept: () => errAsync(chainRpcTimeout()) });
    expect((await claimPlatformFees({ fees: port, tokens }, "XYZ"))._unsafeUnwrapErr()).toEqual({ code: "TOKEN_NOT_LISTED", token: "XYZ" });
    expect(claimed).toEqual([]);
  });

  it("says there is nothing to sweep, without a transaction, when the router keeps none of the token", async () => {
    const { port, claimed } = feesPort({});
    expect((await claimPlatformFees({ fees: port, tokens }, "DAI"))._unsafeUnwrapErr()).toEqual({ code: "PLATFORM_FEES_NONE", token: "DAI" });
    expect(claimed).toEqual([]);
  });

  it("says there is nothing to sweep when another sweep got there first (the router's RouterNoPlatformFees)", async () => {
    const { port } = feesPort({ [DAI]: 0n }, { unswept: () => okAsync([5n]) });
    expect((await claimPlatformFees({ fees: port, tokens }, "DAI"))._unsafeUnwrapErr()).toEqual({ code: "PLATFORM_FEES_NONE", token: "DAI" });
  });

  it("passes any other chain failure on as it is", async () => {
    const other = chainReverted("RouterEthTransferFailed", HASH);
    const { port } = feesPort({}, { unswept: () => okAsync([5n]), claim: () => errAsync(other) });
    expect((await claimPlatformFees({ fees: port, tokens }, "ETH"))._unsafeUnwrapErr()).toEqual(other);
    const down = feesPort({}, { platformWallet: () => errAsync(chainRpcTimeout()) });
    expect((await platformFeesStatus({ fees: down.port, tokens }))._unsafeUnwrapErr()).toEqual(chainRpcTimeout());
  });
});
