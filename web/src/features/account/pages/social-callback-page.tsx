import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { twoFactorCodeSchema } from "@core/account/account-forms.schema";
import { COOKIE_NAMES } from "@core/account/session";
import { finishSocialSignIn, type FinishSocialSignInError, type FinishSocialSignInOutput } from "@core/account/use-cases/finish-social-sign-in";
import type { AccountApiPort, LoginOutcome, TwoFactorChallenge } from "@core/ports/account-api.port";
import type { Result } from "neverthrow";
import { Button } from "@/components";
import { pathTo } from "@/config/paths";
import { useLanguage } from "@/lib/i18n/use-language";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService, useService } from "@/lib/services/use-service";
import { tabStore } from "@/lib/session/social-sign-in";
import { useSession } from "@/lib/session/use-session";
import { Field } from "../components/field";
import { useErrorText } from "../hooks/use-error-text";

type Finished = Result<FinishSocialSignInOutput, FinishSocialSignInError>;

// One finish per callback URL, whatever React mounts: the pending sign-in is single use.
const finishing = new Map<string, Promise<Finished>>();

function finishOnce(key: string, run: () => Promise<Finished>): Promise<Finished> {
  let pending = finishing.get(key);
  if (pending === undefined) finishing.set(key, (pending = run()));
  return pending;
}

type View =
  | Readonly<{ kind: "WORKING" }>
  | Readonly<{ kind: "FAILED"; code: string }>
  | Readonly<{ kind: "TWO_FACTOR"; challenge: TwoFactorChallenge; rememberMe: boolean; returnTo: string }>;

/**
 * /social-callback: where Google and Facebook send the browser back. The core use case checks
 * the answer's state against the sign-in this tab started (once, within 10 minutes) and logs in
 * (a sign-up carries the `ref` cookie's invite code) or connects the provider to the profile;
 * then back to where the sign-in began. The tokens are taken off the address bar at once.
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation("account");
  const errorOf = useErrorText();
  const account: AccountApiPort = useLazyService(TOKENS.AccountApi);
  const cookies = useService(TOKENS.Cookies);
  const clock = useService(TOKENS.Clock);
  const toasts = useService(TOKENS.Toasts);
  const session = useSession();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: "WORKING" });
  const [callback] = useState(() => ({ search: window.location.search, hash: window.location.hash }));
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    window.history.replaceState(window.history.state, "", pathTo("SocialCallback"));
    let live = true;
    const loggedIn = async (outcome: LoginOutcome, rememberMe: boolean, returnTo: string) => {
      if (outcome.kind === "TWO_FACTOR") return setView({ kind: "TWO_FACTOR", challenge: outcome, rememberMe, returnTo });
      await session.applyLogin(outcome, rememberMe);
      // A Facebook account without an email: the address is asked for on the register status page.
      navigate(outcome.requestEmail ? pathTo("RegisterStatus", { opts: "facebookNoEmail" }) : returnTo, { replace: true });
    };
    void finishOnce(`${callback.search}${callback.hash}`, () =>
      Promise.resolve(finishSocialSignIn({ store: tabStore(), clock, account }, { ...callback, referralCode: cookies.get(COOKIE_NAMES.ref), language })),
    ).then(async (result) => {
      if (!live) return;
      if (result.isErr()) {
        const error = result.error;
        // Cancelled on the provider's page: nothing went wrong, back where the sign-in began (spec 1 section 8).
        if (error.code === "SOCIAL_SIGN_IN_CANCELLED" && "returnTo" in error && typeof error.returnTo === "string") return navigate(error.returnTo, { replace: true });
        return setView({ kind: "FAILED", code: error.code });
      }
      const done = result.value;
      if (done.purpose === "LOGIN") return loggedIn(done.outcome, done.rememberMe, done.returnTo);
      await session.refreshProfile();
      toasts.push({ tone: "success", text: t("social_connected_toast", { provider: done.provider === "GOOGLE" ? "Google" : "Facebook" }) });
      navigate(done.returnTo, { replace: true });
    });
    return () => {
      live = false;
    };
    // Runs once per callback: its inputs are read when the page opens.
  }, []);

  useEffect(() => {
    if (view.kind !== "WORKING") heading.current?.focus();
  }, [view.kind]);

  return (
    <div className="page page-narrow">
      <h1 ref={heading} tabIndex={-1}>
        {view.kind === "FAILED" ? t("social_callback_failed_title") : t("social_callback_title")}
      </h1>
      {view.kind === "WORKING" && (
        <p role="status" aria-live="polite">
          {t("social_callback_working")}
        </p>
      )}
      {view.kind === "FAILED" && (
        <>
          <p role="alert" className="form-error">
            {errorOf(view.code)}
          </p>
          <p className="form-links">
            <Link to={pathTo("Login")}>{t("social_callback_try_again")}</Link>
            <Link to={pathTo("Exchange")}>{t("social_callback_home")}</Link>
          </p>
        </>
      )}
      {view.kind === "TWO_FACTOR" && (
        <TwoFactorStep
          account={account}
          challenge={view.challenge}
          onDone={async (outcome) => {
            if (outcome.kind === "SESSION") {
              await session.applyLogin(outcome, view.rememberMe);
              navigate(view.returnTo, { replace: true });
            }
          }}
        />
      )}
    </div>
  );
}

/** The login's 2FA step for an account with 2FA on, after the provider vouched for it. */
function TwoFactorStep({ account, challenge, onDone }: Readonly<{ account: AccountApiPort; challenge: TwoFactorChallenge; onDone: (outcome: LoginOutcome) => Promise<void> }>) {
  const { t } = useTranslation("account");
  const errorOf = useErrorText();
  const [code, setCode] = useState("");
  const [error, setError] = useState<Readonly<{ field: string | null; form: string | null }>>({ field: null, form: null });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = twoFactorCodeSchema.safeParse(code);
    if (!parsed.success) return setError({ field: parsed.error.issues[0]?.message ?? "TWO_FACTOR_CODE_REQUIRED", form: null });
    setBusy(true);
    const answer = await account.verifyTwoFactor(challenge, parsed.data);
    setBusy(false);
    if (answer.isErr()) return setError({ field: null, form: answer.error.code });
    await onDone(answer.value);
  };
  return (
    <form onSubmit={submit} noValidate className="form">
      <p>{t("two_factor_prompt")}</p>
      <Field label={t("two_factor_code")} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={errorOf(error.field)} autoFocus />
      {error.form && (
        <p role="alert" className="form-error">
          {errorOf(error.form)}
        </p>
      )}
      <Button type="submit" busy={busy} block>
        {t("verify")}
      </Button>
    </form>
  );
}
