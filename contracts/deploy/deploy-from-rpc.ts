import { JsonRpcProvider, Wallet } from "ethers";
import { deployLocalStack } from "./deploy-local-stack";
import type { DeployOptions } from "./deploy-local-stack";
import type { Deployment } from "./deployment.types";

/**
 * Deploys the local stack through a JSON-RPC node (e.g. the in-process Hardhat node of `kul up`) with a
 * private key, then releases the provider.
 * @example const deployment = await deployFromRpc("http://127.0.0.1:8545", HARDHAT_KEY_0, { fundAccounts });
 */
export async function deployFromRpc(rpcUrl: string, privateKey: string, options: DeployOptions = {}): Promise<Deployment> {
  // No request cache (ethers would answer a second nonce query within 250 ms from it); the chain id is read once.
  const provider = new JsonRpcProvider(rpcUrl, undefined, { pollingInterval: 50, cacheTimeout: -1, staticNetwork: true });
  try {
    return await deployLocalStack(new Wallet(privateKey, provider), options);
  } finally {
    provider.destroy();
  }
}
