// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {UniswapV3QuoteMath} from "../proxies/UniswapV3QuoteMath.sol";

/// @title Exposes UniswapV3QuoteMath's price at a tick to the tests
contract UniswapV3QuoteMathHarness {
    /// @notice sqrt(1.0001^tick) * 2^96 as the quote math computes it.
    function sqrtPriceAtTick(int24 tick) external pure returns (uint160) {
        return UniswapV3QuoteMath.sqrtPriceAtTick(tick);
    }
}
