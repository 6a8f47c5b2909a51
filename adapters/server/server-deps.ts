import type { AccountStorage } from "../../core/ports/account-storage.port";
import type { CaptchaPort, FileStorePort, PasswordHasherPort, SecureRandomPort, SocialIdentityPort, TokenIssuerPort, TotpPort } from "../../core/ports/account-services.port";
import type { MailPort } from "../../core/ports/mail.port";
import type { ClockPort } from "../../core/ports/clock.port";
import type { MarketServerDeps } from "./market-deps";
import type { HistoryServerDeps } from "./history-deps";
import type { WalletSignaturePort } from "../../core/ports/wallet-link.port";
import type { LegalVersions } from "../../core/legal/legal-acceptance";
import type { TradeGateSignerPort } from "../../core/ports/trade-gate.port";

/**
 * Every port the server's routes reach, built once by the root (main.ts, or the test harness)
 * and handed to each route module. Slices may ADD fields here; never rename or remove one.
 */
export type ServerDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  passwordHasher: PasswordHasherPort;
  tokens: TokenIssuerPort;
  random: SecureRandomPort;
  totp: TotpPort;
  mail: MailPort;
  captcha: CaptchaPort;
  social: SocialIdentityPort;
  files: FileStorePort;
  /** The terms and privacy policy versions in force (adapters/legal: the published documents). */
  legalVersions: LegalVersions;
  /** Prices and best-rate quotes; absent when the server runs without a chain (market routes answer 503). */
  market?: MarketServerDeps;
  /** Wallets, indexed trades, history and leaderboard; absent: those routes answer 503. */
  history?: HistoryServerDeps;
  /** Checks the signatures that link wallets (through the node: contract wallets too); absent: wallets cannot be linked (503). */
  walletSignatures?: WalletSignaturePort;
  /** The router's trading gate signer (TRADE_GATE_KEY, this network's router); absent: no trade is authorized (503). */
  tradeGate?: TradeGateSignerPort;
}>;
