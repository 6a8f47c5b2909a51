import { newTestUser } from "./test-users";
import { createTestTokenCaptcha } from "../../adapters/captcha";
import { createHs256TokenIssuer, createScryptPasswordHasher, createSecureRandom, createTotp, LOW_COST_SCRYPT_PARAMS } from "../../adapters/crypto";
import { createSocialIdentityVerifier } from "../../adapters/social";
import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import type { NewUser, UserRecord } from "../../core/ports/storage.port";
import { FakeClock } from "../../core/testing/fake-clock";
import type { SocialIssuer } from "./social-issuer";
import { legalUpToDate } from "../../core/legal/legal.fixtures";

/** The captcha token the fixture's captcha accepts. */
export const CAPTCHA_OK = "captcha-ok";
/** A password every seeded user has, and the SHA-256 hex the client sends for it. */
export const PASSWORD = "Passw0rd!";

/** Real adapters over memory storage and a fake clock, for the session use cases. */
export function sessionFixture(issuer: SocialIssuer) {
  const clock = new FakeClock();
  const random = createSecureRandom();
  const deps = {
    storage: createMemoryAccountStorage(),
    clock,
    random,
    tokens: createHs256TokenIssuer("fixture-secret-".repeat(3)),
    totp: createTotp(),
    passwordHasher: createScryptPasswordHasher(LOW_COST_SCRYPT_PARAMS),
    captcha: createTestTokenCaptcha(CAPTCHA_OK),
    social: createSocialIdentityVerifier(issuer.verifierConfig),
    legalVersions: legalUpToDate.current,
  };
  const clientHash = random.sha256Hex(PASSWORD);
  let seeded = 0;

  /** Stores a user (active email account with PASSWORD unless overridden). */
  async function seedUser(overrides: Partial<NewUser> = {}): Promise<UserRecord> {
    seeded += 1;
    const user = newTestUser({
      id: random.id(),
      email: `user${seeded}@example.com`,
      passwordHash: await deps.passwordHasher.hash(clientHash),
      displayName: `User ${seeded}`,
      referralCode: `REF${String(seeded).padStart(5, "0")}`,
      ...overrides,
    });
    return (await deps.storage.users.create(user, clock.now()))._unsafeUnwrap();
  }

  return { deps, clock, clientHash, seedUser };
}
