import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountApiPort, LoginOutcome } from "../../ports/account-api.port";
import type { SocialProvider } from "../../ports/account-services.port";
import type { ApiError } from "../../ports/api.errors";
import type { ClockPort } from "../../ports/clock.port";
import type { TabStorePort } from "../../ports/tab-store.port";
import type { Language } from "../language";
import type { ProfileReward } from "../profile-view";
import { checkSocialCallback, pendingSocialSignInSchema, readSocialCallback, type PendingSocialSignIn, type SocialCallbackError } from "../social-sign-in";
import { PENDING_SOCIAL_SIGN_IN_KEY } from "./start-social-sign-in";

export type FinishSocialSignInDeps = Readonly<{
  store: TabStorePort;
  clock: ClockPort;
  account: Pick<AccountApiPort, "logInWithGoogle" | "logInWithFacebook" | "updateProfile">;
}>;

export type FinishSocialSignInInput = Readonly<{
  /** The callback URL's query and fragment, as the provider sent them. */
  search: string;
  hash: string;
  /** The invite code the visitor arrived with (the `ref` cookie): a sign-up through the provider carries it. */
  referralCode: string | null;
  language: Language;
}>;

/** Logged in (or signed up), or the provider connected to the signed-in account; and where to go next. */
export type FinishSocialSignInOutput =
  | Readonly<{ purpose: "LOGIN"; provider: SocialProvider; outcome: LoginOutcome; rememberMe: boolean; returnTo: string }>
  | Readonly<{ purpose: "CONNECT"; provider: SocialProvider; rewardsGranted: readonly ProfileReward["name"][]; returnTo: string }>;

export type FinishSocialSignInError = SocialCallbackError | ApiError;

/** The pending sign-in, taken out of the tab's store: read once, whatever follows. */
function takePending(store: TabStorePort): PendingSocialSignIn | null {
  const raw = store.get(PENDING_SOCIAL_SIGN_IN_KEY);
  store.remove(PENDING_SOCIAL_SIGN_IN_KEY);
  if (raw === null) return null;
  try {
    const parsed = pendingSocialSignInSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Finishes a social sign-in at /social-callback: the pending sign-in is taken (single use), the
 * answer's state must be its state and arrive before it expires, then the token logs in (Google's
 * with the nonce, which the server checks inside the id token; a sign-up carries the referral
 * code) or connects the provider to the signed-in account.
 * @example finishSocialSignIn(deps, { search: location.search, hash: location.hash, referralCode, language: "th" })
 */
export function finishSocialSignIn(deps: FinishSocialSignInDeps, input: FinishSocialSignInInput): ResultAsync<FinishSocialSignInOutput, FinishSocialSignInError> {
  const checked = checkSocialCallback(takePending(deps.store), readSocialCallback(input.search, input.hash), deps.clock.now());
  if (!checked.ok) return errAsync(checked.error);
  const { token, pending } = checked;
  const { provider, returnTo, rememberMe } = pending;
  if (pending.purpose === "CONNECT") {
    const changes = provider === "GOOGLE" ? { googleIdToken: token, googleNonce: pending.nonce } : { facebook: { accessToken: token } };
    return deps.account.updateProfile(changes).map((rewardsGranted) => ({ purpose: "CONNECT" as const, provider, rewardsGranted, returnTo }));
  }
  // A sign-up records the acceptance shown beside the buttons (the server's current versions); an existing account ignores it.
  const common = {
    language: input.language,
    rememberMe,
    ...(input.referralCode === null ? {} : { referralCode: input.referralCode }),
    ...(pending.acceptsTerms ? { isAcceptTerms: true } : {}),
  };
  const login = provider === "GOOGLE" ? deps.account.logInWithGoogle({ ...common, googleIdToken: token, nonce: pending.nonce }) : deps.account.logInWithFacebook({ ...common, accessToken: token });
  return login.andThen((outcome) => okAsync({ purpose: "LOGIN" as const, provider, outcome, rememberMe, returnTo }));
}
