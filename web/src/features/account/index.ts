// The account feature's public face: what the app shell renders. The router imports each page
// from ./pages directly, so each stays its own chunk.
export { LoginModal } from "./components/login-modal";
export { UserMenu } from "./components/user-menu";
