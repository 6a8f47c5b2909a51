import { err, ok, type Result } from "neverthrow";
import { parseSiweMessage, type SiweFields } from "./siwe-message";
import { walletLinkChainUnsupported, walletLinkExpired, walletLinkMessageInvalid, walletLinkMessageMismatch } from "./history.errors";

/** How long a sign-in nonce, and so the message made with it, stays usable. */
export const WALLET_NONCE_LIFETIME_MS = 10 * 60 * 1000;
/** Clocks of the trader's device and the server may differ this much. */
export const WALLET_LINK_CLOCK_SKEW_MS = 60 * 1000;

/** Where a sign-in message must point: the site's host and origin, and the networks KUL Swap trades on. */
export type WalletLinkSite = Readonly<{ domain: string; uri: string; chainIds: readonly number[] }>;

/** The sign-in message a wallet signed, and its signature (hex). */
export type WalletProof = Readonly<{ message: string; signature: `0x${string}` }>;

/** What the server hands a client to sign with: its nonce, the site, and the message's times (epoch ms). */
export type WalletChallenge = Readonly<{ nonce: string; domain: string; uri: string; issuedAt: number; expirationTime: number }>;

/** Why a sign-in message is refused before its signature is even checked. */
export type WalletLinkMessageError =
  | ReturnType<typeof walletLinkMessageInvalid>
  | ReturnType<typeof walletLinkMessageMismatch>
  | ReturnType<typeof walletLinkChainUnsupported>
  | ReturnType<typeof walletLinkExpired>;

const originOf = (uri: string): string | null => {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
};

/**
 * The fields of a sign-in message that may link `address` at `now`: written for this site (domain
 * and URI), naming that wallet and a supported network, and inside its validity window, which
 * is no longer than a nonce lives. The nonce and the signature are checked after this.
 * @example checkWalletLinkMessage(text, { site, address: "0xab...", now: Date.now() })
 */
export function checkWalletLinkMessage(
  text: string,
  expected: Readonly<{ site: WalletLinkSite; address: string; now: number }>,
): Result<SiweFields, WalletLinkMessageError> {
  const fields = parseSiweMessage(text);
  if (fields === null) return err(walletLinkMessageInvalid());
  const { site, now } = expected;
  if (fields.domain.toLowerCase() !== site.domain.toLowerCase()) return err(walletLinkMessageMismatch("domain"));
  if (originOf(fields.uri) === null || originOf(fields.uri) !== originOf(site.uri)) return err(walletLinkMessageMismatch("uri"));
  if (fields.address.toLowerCase() !== expected.address.toLowerCase()) return err(walletLinkMessageMismatch("address"));
  if (!site.chainIds.includes(fields.chainId)) return err(walletLinkChainUnsupported(fields.chainId));
  const early = now + WALLET_LINK_CLOCK_SKEW_MS;
  const tooLong = fields.expirationTime - fields.issuedAt > WALLET_NONCE_LIFETIME_MS + WALLET_LINK_CLOCK_SKEW_MS;
  if (fields.issuedAt > early || fields.expirationTime <= now || (fields.notBefore !== null && fields.notBefore > early) || tooLong) {
    return err(walletLinkExpired());
  }
  return ok(fields);
}
