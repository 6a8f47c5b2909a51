import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { balanceNotEnough, ethNotEnoughForNetworkFee } from "./exchange.errors";
import { checkSufficiency, sufficiency, type SufficiencyInput } from "./sufficiency";
import { ETH, type Token } from "./tokens";

const DAI: Token = { code: "DAI", name: "Dai", address: "0x00000000000000000000000000000000000000d1", decimals: 18 };
const input = (source: Token, amount: bigint, balance: bigint, ethBalance: bigint, networkFee: bigint): SufficiencyInput => ({
  source,
  amount,
  balance,
  ethBalance,
  networkFee,
});

describe("sufficiency", () => {
  it.each([
    ["ETH: amount plus fee within balance", input(ETH, 90n, 100n, 100n, 10n), "ENOUGH"],
    ["ETH: amount above balance", input(ETH, 101n, 100n, 100n, 0n), "NOT_ENOUGH"],
    ["ETH: amount within balance but not with the fee", input(ETH, 95n, 100n, 100n, 10n), "GAS_NOT_ENOUGH"],
    ["ETH: the ETH balance field is ignored for an ETH source", input(ETH, 50n, 100n, 0n, 10n), "ENOUGH"],
    ["token: amount within balance and fee within ETH", input(DAI, 100n, 100n, 10n, 10n), "ENOUGH"],
    ["token: amount above balance", input(DAI, 101n, 100n, 1000n, 10n), "NOT_ENOUGH"],
    ["token: ETH cannot pay the fee", input(DAI, 1n, 100n, 9n, 10n), "GAS_NOT_ENOUGH"],
    ["token: balance beats fee when both fail", input(DAI, 101n, 100n, 0n, 10n), "NOT_ENOUGH"],
    ["zero amount with no fee yet", input(ETH, 0n, 0n, 0n, 0n), "ENOUGH"],
  ])("%s", (_case, value, expected) => {
    expect(sufficiency(value)).toBe(expected);
  });
});

describe("checkSufficiency", () => {
  it.each([
    ["nothing when ETH covers amount and fee", input(ETH, 90n, 100n, 0n, 10n), ok(undefined)],
    ["the balance error", input(ETH, 101n, 100n, 0n, 0n), err(balanceNotEnough(100n, 101n))],
    ["the fee error with amount plus fee for ETH", input(ETH, 95n, 100n, 0n, 10n), err(ethNotEnoughForNetworkFee(100n, 105n))],
    ["the fee error with the fee alone for a token", input(DAI, 1n, 100n, 9n, 10n), err(ethNotEnoughForNetworkFee(9n, 10n))],
  ])("gives %s", (_case, value, expected) => {
    expect(checkSufficiency(value)).toEqual(expected);
  });

  it("is ENOUGH for an ETH source exactly when amount plus fee fit in the balance", () => {
    const wei = fc.bigInt({ min: 0n, max: 10n ** 24n });
    fc.assert(
      fc.property(wei, wei, wei, (amount, balance, fee) => {
        expect(sufficiency(input(ETH, amount, balance, 0n, fee)) === "ENOUGH").toBe(amount + fee <= balance);
      }),
    );
  });
});
