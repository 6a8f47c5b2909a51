// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestToken} from "../tokens/TestToken.sol";

/// @title Test token whose transfer and transferFrom return false without moving anything
contract FalseReturningToken is TestToken {
    constructor() TestToken("False Returning", "FALSE", 18) {}

    /// @notice Always fails softly.
    function transfer(address, uint256) public pure override returns (bool) {
        return false;
    }

    /// @notice Always fails softly.
    function transferFrom(address, address, uint256) public pure override returns (bool) {
        return false;
    }
}
