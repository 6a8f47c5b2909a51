/** The local Google and Facebook stand-in lives with the social adapter (kul up runs it too). */
export { startSocialIssuer, type IssuedIdentity, type SocialIssuer } from "../../adapters/social/local-issuer";
