import { err, ok, type Result } from "neverthrow";
import {
  objectiveReasonRequired,
  objectiveReasonTooLong,
  objectiveRequired,
  type ObjectiveError,
} from "./exchange-flow.errors";

/** The objectives of trading offered once the daily volume is over the limit (spec 1 section 3). */
export const TRADING_OBJECTIVES = ["TRADE_FOR_PROFIT", "COLLECT_COINS", "ARBITRAGE", "OTHER"] as const;
export type TradingObjective = (typeof TRADING_OBJECTIVES)[number];

/** Longest reason accepted for the objective "other" (spec 1 section 9). */
export const OBJECTIVE_REASON_MAX = 200;

/** What the objective modal holds. */
export type ObjectiveForm = Readonly<{ objective: TradingObjective | null; reason: string }>;

/** A valid objective as sent to the server with the trade's token code and amount. */
export type ObjectiveSubmission = Readonly<{
  objective: TradingObjective;
  reason: string | null;
  tokenCode: string;
  amount: bigint;
}>;

/** The reason's length as the rule counts it: trimmed, in code points (Thai text counts as typed). */
export const objectiveReasonLength = (reason: string): number => [...reason.trim()].length;

/**
 * What the reason's counter shows: the characters left, never below zero, and how many are over
 * the limit once it is passed (0 while within it).
 */
export function objectiveReasonCounter(reason: string): Readonly<{ left: number; over: number }> {
  const length = objectiveReasonLength(reason);
  return { left: Math.max(0, OBJECTIVE_REASON_MAX - length), over: Math.max(0, length - OBJECTIVE_REASON_MAX) };
}

/**
 * Validates the objective modal: an objective is required; "other" needs a reason of at most 200
 * characters (trimmed, counted in code points so Thai text counts as typed).
 */
export function validateObjective(
  form: ObjectiveForm,
  trade: Readonly<{ tokenCode: string; amount: bigint }>,
): Result<ObjectiveSubmission, ObjectiveError> {
  if (form.objective === null) return err(objectiveRequired());
  if (form.objective !== "OTHER") return ok({ objective: form.objective, reason: null, ...trade });
  const reason = form.reason.trim();
  const length = objectiveReasonLength(reason);
  if (length === 0) return err(objectiveReasonRequired());
  if (length > OBJECTIVE_REASON_MAX) return err(objectiveReasonTooLong(OBJECTIVE_REASON_MAX, length));
  return ok({ objective: "OTHER", reason, ...trade });
}
