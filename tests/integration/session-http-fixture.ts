import { z } from "zod";
import { base32Decode, createSecureRandom, totpAt } from "../../adapters/crypto";
import { createSessionClient } from "../support/wire-clients/session.client";
import { createSocialIdentityVerifier } from "../../adapters/social";
import { FakeClock } from "../../core/testing/fake-clock";
import { createTestUser, startTestServer, TEST_CAPTCHA_TOKEN } from "./server-harness";
import { startSocialIssuer } from "./social-issuer";

/** The SHA-256 hex the client sends for the password of every user made here. */
export const PASSWORD_HASH = createSecureRandom().sha256Hex("Passw0rd!");
/** One day in milliseconds. */
export const DAY = 24 * 60 * 60 * 1000;
/** For calls whose error answer is read: the success shape is the typed client's business. */
export const anyAnswer = z.unknown();

/**
 * The real server on a fake clock, social login checked by a loopback issuer, and helpers to
 * make users, log in and compute TOTP codes.
 * @example const s = await startSessionServer(); const { token } = await s.loggedIn(); await s.close();
 */
export async function startSessionServer() {
  const issuer = await startSocialIssuer();
  const clock = new FakeClock(Date.UTC(2026, 10, 21, 12, 0, 0));
  const social = createSocialIdentityVerifier(issuer.verifierConfig);
  const server = await startTestServer({ deps: { social, clock } });

  const sessionApi = (token: string | null = null) => createSessionClient(server.clientWithToken(token));
  const userWithPassword = async (fields: Parameters<typeof createTestUser>[1] = {}) =>
    createTestUser(server.deps, { passwordHash: await server.deps.passwordHasher.hash(PASSWORD_HASH), ...fields });

  return {
    server,
    issuer,
    clock,
    sessionApi,
    userWithPassword,
    /** The authenticator's code for a base32 secret, now or at `at`. */
    code: (secret: string, at = clock.now()) => totpAt(base32Decode(secret) ?? new Uint8Array(), at),
    /** A new user logged in through the login route. */
    async loggedIn() {
      const user = await userWithPassword();
      const answer = await sessionApi().loginWithEmailPassword({ email: user.email, password: PASSWORD_HASH, recaptchaToken: TEST_CAPTCHA_TOKEN });
      return { user, token: answer._unsafeUnwrap().access_token ?? "" };
    },
    /** A correctly signed token that expired a second ago. */
    expiredToken: () => server.deps.tokens.issue({ userId: "u", sessionId: "s", role: "USER", expiresAt: clock.now() - 1000 }, clock.now() - 2000),
    async close() {
      await server.close();
      await issuer.close();
    },
  };
}
/** What startSessionServer gives. */
export type SessionServer = Awaited<ReturnType<typeof startSessionServer>>;
