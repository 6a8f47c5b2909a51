import { err, ok, type Result } from "neverthrow";
import { balanceNotEnough, ethNotEnoughForNetworkFee } from "./exchange.errors";
import { isEth, type Token } from "./tokens";

/** Whether the wallet can pay for a trade (spec 1 section 4). */
export type Sufficiency = "ENOUGH" | "NOT_ENOUGH" | "GAS_NOT_ENOUGH";

/** What the check needs; `ethBalance` is ignored when the source is ETH (then `balance` is the ETH balance). */
export type SufficiencyInput = Readonly<{
  source: Pick<Token, "address">;
  amount: bigint;
  balance: bigint;
  ethBalance: bigint;
  networkFee: bigint;
}>;

/** The ETH the transaction spends: the fee, plus the amount when ETH is the source. */
function ethRequired(input: SufficiencyInput): { ethBalance: bigint; required: bigint } {
  return isEth(input.source)
    ? { ethBalance: input.balance, required: input.amount + input.networkFee }
    : { ethBalance: input.ethBalance, required: input.networkFee };
}

/**
 * NOT_ENOUGH when the amount is above the source balance; GAS_NOT_ENOUGH when the ETH balance
 * cannot also pay the network fee. The spec states the fee case for an ETH source; a token
 * source is checked the same way against the ETH balance, since its trade would fail too.
 */
export function sufficiency(input: SufficiencyInput): Sufficiency {
  if (input.amount > input.balance) return "NOT_ENOUGH";
  const { ethBalance, required } = ethRequired(input);
  return required > ethBalance ? "GAS_NOT_ENOUGH" : "ENOUGH";
}

/** The sufficiency check as a result carrying the error the form shows. */
export function checkSufficiency(
  input: SufficiencyInput,
): Result<void, ReturnType<typeof balanceNotEnough> | ReturnType<typeof ethNotEnoughForNetworkFee>> {
  const state = sufficiency(input);
  if (state === "NOT_ENOUGH") return err(balanceNotEnough(input.balance, input.amount));
  if (state === "GAS_NOT_ENOUGH") {
    const { ethBalance, required } = ethRequired(input);
    return err(ethNotEnoughForNetworkFee(ethBalance, required));
  }
  return ok(undefined);
}
