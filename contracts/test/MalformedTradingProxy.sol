// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Test proxy that answers every call with `size` bytes of 0xff: never one clean address word
/// @notice For the router's check of a proxy's `depositAddress` answer (a dirty word, or one too short).
contract MalformedTradingProxy {
    uint256 private immutable _size;

    constructor(uint256 size) {
        _size = size;
    }

    fallback() external payable {
        uint256 size = _size;
        assembly ("memory-safe") {
            mstore(0x00, not(0))
            return(0x00, size)
        }
    }
}
