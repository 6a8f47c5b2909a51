import { createViemChainAdapter } from "../../adapters/chain";
import { describeChainPort } from "./chain-port.behavior";

describeChainPort("viem 2", createViemChainAdapter);
