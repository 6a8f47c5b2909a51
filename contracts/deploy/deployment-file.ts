import { mkdirSync, writeFileSync } from "node:fs";
import { deploymentFilePath } from "../../adapters/chain/shared/deployment";

/**
 * Writes `<dir>/<chainId>.json` (creating `dir`) and returns its path; takes a `Deployment` or a
 * `RouterDeployment`. Readers check it with the one schema, adapters/chain/shared/deployment.ts.
 */
export function writeDeployment(dir: string, deployment: { readonly chainId: number }): string {
  mkdirSync(dir, { recursive: true });
  const file = deploymentFilePath(dir, deployment.chainId);
  writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);
  return file;
}
