// What features use of the session: the hook, the login prompt and captcha.
export { useSession, type SessionView } from "./use-session";
export { useLoginPrompt, type LoginRequest } from "./login-prompt";
export { captchaToken } from "./captcha";
