// The consent feature: the bar the app layout renders.
export { CookieConsentBar } from "./components/cookie-consent-bar";
