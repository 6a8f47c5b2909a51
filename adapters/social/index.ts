/** Social identity verification (Google tokeninfo, Facebook Graph). */
export { createSocialIdentityVerifier, type SocialVerifierConfig } from "./social-identity.adapter";
