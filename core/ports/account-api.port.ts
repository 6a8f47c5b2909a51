import type { ResultAsync } from "neverthrow";
import type { Language } from "../account/language";
import type { TwoFactorRequired } from "../account/login-session";
import type { ProfileChanges } from "../account/profile-changes";
import type { ProfileReward, ProfileView, RewardFlag } from "../account/profile-view";
import type { SocialProvider } from "./account-services.port";
import type { CookieConsentRecord, OutboxMailRecord, OutboxQuery } from "./account-storage.port";
import type { ApiError } from "./api.errors";
import type { LegalStatus, LegalVersions } from "../legal/legal-acceptance";
import type { ReauthSocialCredential } from "../account/reauthentication";

/** The signed-in user as a login answers it: what the web app keeps in its user cookie (the profile has the rest). */
export type SessionUser = Pick<
  ProfileView,
  "id" | "email" | "displayName" | "profilePicture" | "accountType" | "isActive" | "isEnabled2FA" | "kycStatus" | "language" | "referralCode"
>;

/** A started session: the access token, when it expires (epoch ms) and its user. */
export type SignedIn = Readonly<{
  kind: "SESSION";
  accessToken: string;
  expiresAt: number | null;
  user: SessionUser;
  /** True while a social account has no real email: the web app asks for one. */
  requestEmail: boolean;
}>;

/** The credentials were right and the account has 2FA on: verifyTwoFactor with these and the code finishes the login. */
export type TwoFactorChallenge = TwoFactorRequired;

/** What a login leads to. */
export type LoginOutcome = SignedIn | TwoFactorChallenge;

/** The human check's token, which every call it guards carries. */
export type Captcha = Readonly<{ captchaToken: string }>;

/** The register form: the password as typed (the adapter sends its client hash, decisions.md). */
export type Registration = Captcha &
  Readonly<{
    email: string;
    password: string;
    displayName?: string;
    isSubscribeNews: boolean;
    /** The caller checked the box: registering without it is refused before any call. */
    acceptedTerms: true;
    /** The terms and privacy policy versions the page showed (the server's current ones when left out). */
    legalVersions?: LegalVersions;
    language: Language;
    referralCode?: string;
  }>;

/** The confirmation link's code and email. */
export type EmailConfirmation = Captcha & Readonly<{ confirmationCode: string; email: string; referralCode?: string }>;

/** A fresh confirmation link for the signed-in user, written in `language`. */
export type ConfirmationEmailRequest = Captcha & Readonly<{ language?: Language }>;

/** A mail about `email` (password reset, a new address), written in `language`. */
export type EmailRequest = Captcha & Readonly<{ email: string; language?: Language }>;

/** The reset link's email and token, and the new password as typed. */
export type PasswordReset = Captcha & Readonly<{ email: string; resetPasswordToken: string; password: string }>;

/** The login form: the password as typed. */
export type EmailLogin = Captcha & Readonly<{ email: string; password: string; rememberMe: boolean }>;

/** What a social login carries beside the provider's token. */
export type SocialLogin = Readonly<{
  referralCode?: string;
  language: Language;
  rememberMe: boolean;
  /** Signing up from the register page: the terms, privacy and AML policy accepted, with the versions shown. */
  isAcceptTerms?: boolean;
  legalVersions?: LegalVersions;
}>;
/** Google sign-in's id token; with the nonce the sign-in was started with when it came through the redirect flow. */
export type GoogleLogin = SocialLogin & Readonly<{ googleIdToken: string; nonce?: string }>;
/** Facebook's access token, and the user id the SDK gave (absent from the redirect flow: the token's own user). */
export type FacebookLogin = SocialLogin & Readonly<{ uid?: string; accessToken: string }>;

/**
 * What a sensitive change (email, 2FA off, social unlink) carries to re-authenticate: the password
 * as typed (the adapter sends its client hash), the current 2FA code when it is on, or, for an
 * account without a password, a fresh sign-in of a linked Google or Facebook account.
 */
export type Reauthentication = Readonly<{ password?: string; code?: string; social?: ReauthSocialCredential }>;

/** A new address for the signed-in account, and the re-authentication moving to it needs. */
export type EmailChangeRequest = EmailRequest & Readonly<{ reauth: Reauthentication }>;

/** The email now waiting for confirmation after a change of address. */
export type EmailChange = Readonly<{ email: string; isActive: boolean }>;

/** The cookie categories a visitor allows or denies. */
export type ConsentCategory = keyof CookieConsentRecord["consents"];

/** A cookie-banner answer, recorded logged in or not. */
export type CookieConsent = Readonly<{
  action: "allow" | "deny";
  bannerText: string;
  url: string;
  userAgent?: string;
  consents?: Readonly<Partial<Record<ConsentCategory, boolean>>>;
}>;

/** The stored consent's id and the categories kept. */
export type RecordedConsent = Pick<CookieConsentRecord, "id" | "consents">;

/** A new authenticator secret (base32) and its otpauth:// URL for the QR code. */
export type TwoFactorSecret = Readonly<{ secret: string; url: string }>;

/** A user made admin; `promoted` false when they already were one. */
export type AdminPromotion = Readonly<{ email: string; role: "ADMIN"; promoted: boolean }>;

/**
 * What the web app and the CLI ask of the server about the account: registration and email,
 * sessions (2FA, social), the profile and its rewards, notifications, cookie consent, admins, and
 * the local outbox. Implemented by adapters/http-client (createAccountApi), which checks each answer once.
 */
export interface AccountApiPort {
  /** Registers; the same answer whether or not the email had an account (the mailbox tells). */
  register(registration: Registration): ResultAsync<void, ApiError>;
  /** Mails the signed-in user a fresh confirmation link. */
  resendConfirmationEmail(request: ConfirmationEmailRequest): ResultAsync<void, ApiError>;
  /** Confirms the signed-in user's email with the mailed link's code. */
  confirmEmail(confirmation: EmailConfirmation): ResultAsync<void, ApiError>;
  /** Moves the signed-in account to a new, unconfirmed email once it re-authenticates; the old address is told. */
  changeEmail(request: EmailChangeRequest): ResultAsync<EmailChange, ApiError>;
  /** Mails a password-reset link; the same answer whether or not the email has an account. */
  sendPasswordResetEmail(request: EmailRequest): ResultAsync<void, ApiError>;
  /** Sets the new password through the mailed link; every session is signed out. */
  resetPassword(reset: PasswordReset): ResultAsync<void, ApiError>;
  /** Logs in with email and password. */
  logIn(login: EmailLogin): ResultAsync<LoginOutcome, ApiError>;
  /** Finishes a 2FA login with the authenticator's current code. */
  verifyTwoFactor(challenge: TwoFactorChallenge, code: string): ResultAsync<LoginOutcome, ApiError>;
  /** Logs in (or registers) with a Google account. */
  logInWithGoogle(login: GoogleLogin): ResultAsync<LoginOutcome, ApiError>;
  /** Logs in (or registers) with a Facebook account. */
  logInWithFacebook(login: FacebookLogin): ResultAsync<LoginOutcome, ApiError>;
  /** Ends the current session: its token stops working. */
  logOut(): ResultAsync<void, ApiError>;
  /** The caller's profile. */
  profile(): ResultAsync<ProfileView, ApiError>;
  /** Accepts the terms and privacy policy in force (their versions, as read); answers the new standing. */
  acceptLegalDocuments(versions: LegalVersions): ResultAsync<LegalStatus, ApiError>;
  /** Updates the profile; answers the rewards the update granted (for the congratulations). */
  updateProfile(changes: ProfileChanges): ResultAsync<readonly ProfileReward["name"][], ApiError>;
  /** Stores a new profile picture; answers its URL path. */
  uploadAvatar(picture: Blob, name?: string): ResultAsync<string, ApiError>;
  /** Disconnects a social account (never the one the account was created with) once the caller re-authenticates. */
  unlinkSocial(provider: SocialProvider, reauth: Reauthentication): ResultAsync<void, ApiError>;
  /** Clears the congratulations flags sent as false; answers the rewards as they now stand. */
  clearRewardFlags(rewards: readonly RewardFlag[]): ResultAsync<readonly ProfileReward[], ApiError>;
  /** Marks the notification of that timestamp read; answers how many changed. */
  markNotificationRead(timestamp: number): ResultAsync<number, ApiError>;
  /** Records a cookie-banner answer. */
  recordCookieConsent(consent: CookieConsent): ResultAsync<RecordedConsent, ApiError>;
  /** A new authenticator secret; 2FA stays off until enabled with a code from it. */
  generateTwoFactorSecret(): ResultAsync<TwoFactorSecret, ApiError>;
  /** Turns 2FA on with the authenticator's current code. */
  enableTwoFactor(code: string): ResultAsync<void, ApiError>;
  /** Turns 2FA off with the authenticator's current code and the password (or a linked provider's sign-in). */
  disableTwoFactor(reauth: Reauthentication & Readonly<{ code: string }>): ResultAsync<void, ApiError>;
  /** Makes a registered user an admin (admins only). */
  promoteToAdmin(email: string): ResultAsync<AdminPromotion, ApiError>;
  /** The mails the local stack kept, newest first (local environment only); the server defaults the limit. */
  outbox(query?: Partial<OutboxQuery>): ResultAsync<readonly OutboxMailRecord[], ApiError>;
}
