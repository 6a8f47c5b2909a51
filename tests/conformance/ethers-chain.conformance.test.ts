import { createEthersChainAdapter } from "../../adapters/chain";
import { describeChainPort } from "./chain-port.behavior";

describeChainPort("ethers v6", createEthersChainAdapter);
