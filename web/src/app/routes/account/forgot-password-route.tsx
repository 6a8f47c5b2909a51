// Route module: the account feature's page, its own lazy chunk.
export { default } from "@/features/account/pages/forgot-password-page";
