/**
 * An expected failure as data: a stable SCREAMING_SNAKE `code` plus the values that explain it.
 * The core holds no user-facing text; the UI and CLI render `errors:<code>` from `locales/`.
 */
export type DomainError<C extends string, D extends object = object> = Readonly<{ code: C } & D>;

/**
 * Builds a constructor for one error code.
 * @example const balanceNotEnough = domainError("BALANCE_NOT_ENOUGH", (balance: bigint) => ({ balance }));
 */
export function domainError<C extends string, A extends unknown[], D extends object>(
  code: C,
  details: (...args: A) => D,
): (...args: A) => DomainError<C, D>;
export function domainError<C extends string>(code: C): () => DomainError<C>;
export function domainError<C extends string, A extends unknown[], D extends object>(
  code: C,
  details?: (...args: A) => D,
): (...args: A) => DomainError<C, D | object> {
  return (...args: A) => Object.freeze({ ...(details ? details(...args) : {}), code });
}
