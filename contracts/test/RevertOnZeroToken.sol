// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestToken} from "../tokens/TestToken.sol";

/// @title Test token that refuses to transfer or mint a zero amount (as some mainnet tokens do)
contract RevertOnZeroToken is TestToken {
    /// @notice A zero amount was moved.
    error RevertOnZeroTokenZeroAmount(address from, address to);

    constructor() TestToken("Revert On Zero", "ZERO", 18) {}

    function _update(address from, address to, uint256 value) internal override {
        if (value == 0) revert RevertOnZeroTokenZeroAmount(from, to);
        super._update(from, to, value);
    }
}
