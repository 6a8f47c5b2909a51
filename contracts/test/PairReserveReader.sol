// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IKulPair} from "../interfaces/IKulPair.sol";

/// @title Test helper: the reserves of many KUL AMM pairs in one call (the invariant suite reads them after every action)
contract PairReserveReader {
    /// @notice reserve0 and reserve1 of each pair, in order: [r0 of pairs[0], r1 of pairs[0], r0 of pairs[1], ...].
    /// @param pairs The pairs.
    function reservesOf(address[] calldata pairs) external view returns (uint256[] memory reserves) {
        reserves = new uint256[](pairs.length * 2);
        for (uint256 i; i < pairs.length; ++i) {
            (reserves[2 * i], reserves[2 * i + 1]) = IKulPair(pairs[i]).getReserves();
        }
    }
}
