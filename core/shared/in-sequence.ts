import { okAsync, type ResultAsync } from "neverthrow";

/**
 * Runs storage steps one after another, stopping at the first failure. Inside a transaction
 * every query shares one database connection, which runs one statement at a time: steps started
 * together (ResultAsync.combine) would queue on it anyway, a pattern node-postgres deprecates.
 * @example inSequence([() => tx.rewards.grant(a), () => tx.rewards.grant(b)])
 */
export function inSequence<T, E>(steps: readonly (() => ResultAsync<T, E>)[]): ResultAsync<T[], E> {
  return steps.reduce<ResultAsync<T[], E>>((done, step) => done.andThen((values) => step().map((value) => [...values, value])), okAsync([]));
}
