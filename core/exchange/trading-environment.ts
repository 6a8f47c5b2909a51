import type { Environment } from "../account/eligibility";

/** How a server describes its deployment: its environment, and whether it is an insider one. */
export type ServerDeployment = Readonly<{ environment: "local" | "develop" | "alpha" | "production"; insider: boolean }>;

/**
 * The environment the exchange flow's eligibility rule runs in: `insider` (the user checks are
 * skipped) on an insider deployment, `swap` in production, else the server's own name.
 * @example tradingEnvironment({ environment: "production", insider: false }) // "swap"
 */
export function tradingEnvironment(deployment: ServerDeployment): Environment {
  if (deployment.insider) return "insider";
  return deployment.environment === "production" ? "swap" : deployment.environment;
}
