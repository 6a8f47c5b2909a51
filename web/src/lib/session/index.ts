// What features use of the session: the hook, the login prompt, the password hash and captcha.
export { useSession, type SessionView } from "./use-session";
export { useLoginPrompt, type LoginRequest } from "./login-prompt";
export { sha256Hex } from "./password-hash";
export { captchaToken } from "./captcha";
