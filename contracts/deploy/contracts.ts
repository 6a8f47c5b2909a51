import { Contract, ContractFactory } from "ethers";
import type { ContractTransactionResponse, Signer } from "ethers";
import { loadArtifact } from "./artifacts";
import type { ContractName } from "./artifacts";

/** Deploys and sends transactions for one signer, waiting for each to be mined (in order, so nonces never clash). */
export class Deployer {
  constructor(
    readonly signer: Signer,
    private readonly artifactsDir?: string,
  ) {}

  /** Deploys `name` with constructor `args` and waits until it is mined. */
  async deploy(name: ContractName, ...args: unknown[]): Promise<Contract> {
    const artifact = loadArtifact(name, this.artifactsDir);
    const factory = new ContractFactory(artifact.abi as never[], artifact.bytecode, this.signer);
    const contract = await factory.deploy(...args);
    await contract.waitForDeployment();
    return new Contract(await contract.getAddress(), artifact.abi as never[], this.signer);
  }

  /** Calls a state-changing function and waits for its receipt; throws if it reverted. */
  async send(contract: Contract, method: string, ...args: unknown[]): Promise<void> {
    const tx = (await contract.getFunction(method)(...args)) as ContractTransactionResponse;
    const receipt = await tx.wait();
    if (receipt === null || receipt.status !== 1) throw new Error(`${method} failed in ${tx.hash}`);
  }

  /** A contract at a known address with the ABI of `name`. */
  attach(name: ContractName, address: string): Contract {
    return new Contract(address, loadArtifact(name, this.artifactsDir).abi as never[], this.signer);
  }
}
