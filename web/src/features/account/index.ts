// The account feature's public face: what the app shell renders. Pages are imported by the
// route modules in app/routes/account directly, so each stays its own chunk.
export { LoginModal } from "./components/login-modal";
export { UserMenu } from "./components/user-menu";
