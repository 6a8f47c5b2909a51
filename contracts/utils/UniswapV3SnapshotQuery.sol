// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {UniswapV3PoolReader} from "./UniswapV3PoolReader.sol";

/// @title Uniswap V3 pool snapshots from one call that needs no deployed contract
/// @notice Never deployed: its creation code with constructor arguments is the data of an `eth_call` without a
/// recipient, so the same call works on any chain. The constructor creates a UniswapV3PoolReader in the call's
/// throw-away state, reads each pool through it (a pool without code, or whose read reverts, is marked absent
/// instead of failing the others) and ends by reverting with {Snapshots}, the answer. Reverting, rather than returning
/// the answer as the runtime code a deployment returns, keeps the answer free of the 24,576-byte limit on contract
/// code (pools with many initialised ticks go past it) and of the code deposit's 200 gas a byte.
contract UniswapV3SnapshotQuery {
    /// @notice The answer: per pool, whether it was read, and its snapshot.
    error Snapshots(bool[] found, UniswapV3PoolReader.PoolSnapshot[] snapshots);

    /// @param pools Uniswap V3 pools.
    /// @param wordsEachSide Tick-bitmap words read below and above each pool's current word.
    constructor(address[] memory pools, uint256 wordsEachSide) {
        UniswapV3PoolReader reader = new UniswapV3PoolReader();
        bool[] memory found = new bool[](pools.length);
        UniswapV3PoolReader.PoolSnapshot[] memory snapshots = new UniswapV3PoolReader.PoolSnapshot[](pools.length);
        for (uint256 i; i < pools.length; ++i) {
            if (pools[i].code.length == 0) continue;
            try reader.snapshot(pools[i], wordsEachSide) returns (UniswapV3PoolReader.PoolSnapshot memory s) {
                snapshots[i] = s;
                found[i] = true;
            } catch {}
        }
        revert Snapshots(found, snapshots);
    }
}
