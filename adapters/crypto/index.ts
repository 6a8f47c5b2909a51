/** Node crypto adapters of the account ports: scrypt passwords, HS256 tokens, secure random, TOTP. */
export { createScryptPasswordHasher, DEFAULT_SCRYPT_PARAMS, LOW_COST_SCRYPT_PARAMS, type ScryptParams } from "./scrypt-password-hasher";
export { createHs256TokenIssuer, MIN_JWT_SECRET_BYTES } from "./hs256-token-issuer";
export { createSecureRandom } from "./secure-random";
export { createTotp, totpAt, hotp, TOTP_STEP_SECONDS, TOTP_DIGITS, TOTP_DRIFT_STEPS, type TotpAlgorithm } from "./totp";
export { base32Encode, base32Decode } from "./base32";
