/**
 * What global setup hands the tests through the environment: the running stack's addresses,
 * its funded accounts, the deployment file and the KYC operator's credentials.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { parseDeploymentFile, type DeploymentFile } from "../../../adapters/chain/shared/deployment";
import { readyLineSchema } from "../stack/stack-process";

export const STACK_ENV_KEY = "KUL_E2E_STACK";

export const stackInfoSchema = readyLineSchema.extend({
  deploymentFile: z.string().min(1),
  /** The copy of web/dist the stack serves (a rebuild during the run cannot touch it). */
  webDistDir: z.string().min(1),
  operator: z.object({ email: z.string(), password: z.string() }),
  /** The router's trading gate key `kul up` generated (DATA_DIR/trade-gate-key): the operator's signer. */
  gateKeyFile: z.string().min(1),
});
export type StackInfo = z.infer<typeof stackInfoSchema>;


let cached: StackInfo | undefined;

/** The stack global setup started (fails loudly when a test runs without it). */
export function stackInfo(): StackInfo {
  if (cached) return cached;
  const raw = process.env[STACK_ENV_KEY];
  if (!raw) throw new Error(`${STACK_ENV_KEY} is not set: run the browser tests with npm run test:e2e`);
  cached = stackInfoSchema.parse(JSON.parse(raw));
  return cached;
}

/** The stack's deployments/31337.json, checked by the one deployments-file schema. */
export function deploymentInfo(): DeploymentFile {
  return parseDeploymentFile(JSON.parse(readFileSync(stackInfo().deploymentFile, "utf8")), stackInfo().deploymentFile);
}
