// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestToken} from "../tokens/TestToken.sol";

/// @title Test token that burns 1 % of every transfer (mints and burns excepted)
contract FeeOnTransferToken is TestToken {
    /// @notice Share of each transfer burned, in basis points.
    uint256 public constant TRANSFER_FEE_BPS = 100;

    constructor() TestToken("Fee On Transfer", "FOT", 18) {}

    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0)) return super._update(from, to, value);
        uint256 fee = (value * TRANSFER_FEE_BPS) / 10_000;
        super._update(from, address(0), fee);
        super._update(from, to, value - fee);
    }
}
