import type { AbstractProvider } from "ethers";
import { ResultAsync } from "neverthrow";
import type { ChainError } from "../../../core/ports/chain.errors";
import type { Address } from "../../../core/ports/chain.port";
import type { TradeEventSourcePort } from "../../../core/ports/trade-events.port";
import { toChainError } from "../shared/failure";
import { decodeRevertWithEthers, routerInterface, toTradeEvent, tradeTopic } from "./ethers-connection";

const usedTopic = routerInterface.getEvent("TradeAuthorizationUsed")!.topicHash;
const cancelledTopic = routerInterface.getEvent("TradeAuthorizationCancelled")!.topicHash;

const run = <T>(work: () => Promise<T>): ResultAsync<T, ChainError> => ResultAsync.fromPromise(work(), (error) => toChainError(error, decodeRevertWithEthers));

/**
 * The router's Trade events of all traders, in block ranges, over an ethers provider (a node
 * URL on the server, Hardhat's provider in tests).
 * @example createEthersTradeEventSource({ provider: new JsonRpcProvider(url), router });
 */
export function createEthersTradeEventSource(options: Readonly<{ provider: AbstractProvider; router: Address }>): TradeEventSourcePort {
  const { provider, router } = options;
  return {
    getBlockNumber: () => run(async () => BigInt(await provider.getBlockNumber())),
    getTradeEvents: (fromBlock, toBlock) =>
      run(async () => {
        const logs = await provider.getLogs({ address: router, topics: [tradeTopic], fromBlock: Number(fromBlock), toBlock: Number(toBlock) });
        return logs.map(toTradeEvent).sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1));
      }),
    getTradeAuthorizationEvents: (fromBlock, toBlock) =>
      run(async () => {
        const logs = await provider.getLogs({ address: router, topics: [[usedTopic, cancelledTopic]], fromBlock: Number(fromBlock), toBlock: Number(toBlock) });
        return logs
          .map((log) => ({
            kind: log.topics[0] === usedTopic ? ("USED" as const) : ("CANCELLED" as const),
            authId: BigInt(log.topics[1]!),
            transactionHash: log.transactionHash,
            blockNumber: BigInt(log.blockNumber),
            logIndex: log.index,
          }))
          .sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1));
      }),
    getBlockTimestamp: (blockNumber) =>
      run(async () => {
        const block = await provider.getBlock(Number(blockNumber));
        if (block === null) throw new Error(`block ${blockNumber} not found`);
        return block.timestamp;
      }),
  };
}
