import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { AttemptCount, AttemptCounterPort } from "../ports/attempt-counter.port";
import type { StorageError } from "../ports/storage.port";
import { clientNetwork } from "./client-network";

const MINUTE_MS = 60 * 1000;

/** How many attempts a key may have in one window. */
export type ThrottleRule = Readonly<{ limit: number; windowMs: number }>;

/**
 * The throttles of the account routes. Logins: 5 per email per 15 minutes (decisions.md); 2FA
 * codes the same per user, and re-authentication before a sensitive change; password and code guesses from one client network share a wider limit,
 * as many users share an address behind carrier NAT. Reset and confirmation mails: 3 per address
 * per hour, 20 per client network.
 */
export const THROTTLE_RULES = {
  loginPerEmail: { limit: 5, windowMs: 15 * MINUTE_MS },
  twoFactorPerUser: { limit: 5, windowMs: 15 * MINUTE_MS },
  reauthPerUser: { limit: 5, windowMs: 15 * MINUTE_MS },
  guessesPerClient: { limit: 50, windowMs: 15 * MINUTE_MS },
  mailsPerAddress: { limit: 3, windowMs: 60 * MINUTE_MS },
  mailsPerClient: { limit: 20, windowMs: 60 * MINUTE_MS },
} as const satisfies Readonly<Record<string, ThrottleRule>>;

/** A counter key and the rule it is held to. */
export type Throttle = Readonly<{ key: string; rule: ThrottleRule }>;

/** Password logins of one email. */
export const loginThrottle = (email: string): Throttle => ({ key: `login:${email}`, rule: THROTTLE_RULES.loginPerEmail });
/** 2FA codes (login step, enable, disable) of one user. */
export const twoFactorThrottle = (userId: string): Throttle => ({ key: `2fa:${userId}`, rule: THROTTLE_RULES.twoFactorPerUser });
/** Passwords, social sign-ins and codes given to re-authenticate one signed-in user. */
export const reauthThrottle = (userId: string): Throttle => ({ key: `reauth:${userId}`, rule: THROTTLE_RULES.reauthPerUser });
/** Reset or confirmation mails to one address. */
export const mailThrottle = (kind: "reset" | "confirm", email: string): Throttle => ({ key: `mail-${kind}:${email}`, rule: THROTTLE_RULES.mailsPerAddress });

/** The throttle of one client network for password and code guesses, or mails; none when the address is unknown. */
export function clientThrottle(kind: "guess" | "mail", remoteIp: string | null): Throttle[] {
  const network = remoteIp === null ? null : clientNetwork(remoteIp);
  if (network === null) return [];
  return [{ key: `${kind}-client:${network}`, rule: kind === "guess" ? THROTTLE_RULES.guessesPerClient : THROTTLE_RULES.mailsPerClient }];
}

/** The expensive anonymous requests limited per client network, whatever their outcome. */
export const REQUEST_KINDS = ["register", "login", "quote"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * Default request limits per client network, counted in the same shared counters as the
 * throttles so every API instance enforces one limit: registrations 20 an hour, logins (password,
 * social, 2FA step) 60 per 15 minutes, best-rate quotes 120 a minute. Generous on purpose, as many
 * users share an address behind carrier NAT; the server's configuration may change each one.
 */
export const DEFAULT_REQUEST_LIMITS: Readonly<Record<RequestKind, ThrottleRule>> = {
  register: { limit: 20, windowMs: 60 * MINUTE_MS },
  login: { limit: 60, windowMs: 15 * MINUTE_MS },
  quote: { limit: 120, windowMs: MINUTE_MS },
};

/** The request throttle of one client network for one kind of request; none when the address is unknown. */
export function requestThrottle(kind: RequestKind, remoteIp: string | null, rule: ThrottleRule): Throttle[] {
  const network = remoteIp === null ? null : clientNetwork(remoteIp);
  return network === null ? [] : [{ key: `requests-${kind}:${network}`, rule }];
}

/** An attempt counted on one key: what a success gives back or clears. */
export type TakenAttempt = Readonly<{ key: string; windowStartedAt: number }>;

/** Seconds until the window of an over-limit count ends, at least 1. */
export function retryAfterSeconds(count: AttemptCount, rule: ThrottleRule, now: number): number {
  return Math.max(1, Math.ceil((count.windowStartedAt + rule.windowMs - now) / 1000));
}

/**
 * Counts one attempt on every throttle before the work is done, each in one atomic step, so of
 * parallel attempts only those under the limit go on to be judged. Over any limit: `refuse` with
 * the longest wait.
 */
export function takeAttempts<E>(
  counter: AttemptCounterPort,
  throttles: readonly Throttle[],
  now: number,
  refuse: (retryAfterSeconds: number) => E,
): ResultAsync<TakenAttempt[], E | StorageError> {
  return ResultAsync.combine(throttles.map(({ key, rule }) => counter.take(key, rule.windowMs, now))).andThen((counts) => {
    const waits = counts.flatMap((count, i) => {
      const rule = throttles[i]!.rule;
      return count.count > rule.limit ? [retryAfterSeconds(count, rule, now)] : [];
    });
    if (waits.length > 0) return errAsync(refuse(Math.max(...waits)));
    return okAsync(counts.map((count, i) => ({ key: throttles[i]!.key, windowStartedAt: count.windowStartedAt })));
  });
}

/** After a success: the attempts of `clearKeys` are forgotten, every other taken attempt is given back. */
export function settleAttempts(counter: AttemptCounterPort, taken: readonly TakenAttempt[], clearKeys: readonly string[]): ResultAsync<void, StorageError> {
  return ResultAsync.combine(
    taken.map((attempt) => (clearKeys.includes(attempt.key) ? counter.clear(attempt.key) : counter.giveBack(attempt.key, attempt.windowStartedAt))),
  ).map(() => undefined);
}
