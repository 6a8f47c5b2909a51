import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Path of the deployments file of `chainId` in `dir`. */
export function deploymentPath(dir: string, chainId: number): string {
  return path.join(dir, `${chainId}.json`);
}

/** Writes `<dir>/<chainId>.json` (creating `dir`) and returns its path; takes a `Deployment` or a `RouterDeployment`. */
export function writeDeployment(dir: string, deployment: { readonly chainId: number }): string {
  mkdirSync(dir, { recursive: true });
  const file = deploymentPath(dir, deployment.chainId);
  writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);
  return file;
}

/** Reads `<dir>/<chainId>.json` as written by {@link writeDeployment}; validate it at the boundary that uses it. */
export function readDeployment(dir: string, chainId: number): unknown {
  return JSON.parse(readFileSync(deploymentPath(dir, chainId), "utf8")) as unknown;
}
