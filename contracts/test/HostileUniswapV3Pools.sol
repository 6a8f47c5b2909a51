// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IUniswapV3SwapCallbackLike} from "../interfaces/IUniswapV3Like.sol";

/// @title A contract posing as a Uniswap V3 pool: calls any swapper's callback with the deltas it is given
contract FakeUniswapV3Pool {
    /// @notice Calls `swapper.uniswapV3SwapCallback(amount0Delta, amount1Delta, data)`.
    /// @param swapper The contract to call back.
    /// @param amount0Delta Token0 claimed as owed (positive).
    /// @param amount1Delta Token1 claimed as owed (positive).
    /// @param data Callback data.
    function callSwapCallback(address swapper, int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        IUniswapV3SwapCallbackLike(swapper).uniswapV3SwapCallback(amount0Delta, amount1Delta, data);
    }
}

/// @title Runtime code to put at a genuine pool's address in tests: its swap asks for more input than specified
/// @notice Stateless, so it works whatever storage the address holds.
contract GreedyUniswapV3Pool {
    /// @notice Asks the caller for `amountSpecified + 1` of the input, one more than an exact-input swap may take.
    function swap(address, bool zeroForOne, int256 amountSpecified, uint160, bytes calldata data)
        external
        returns (int256 amount0, int256 amount1)
    {
        (amount0, amount1) = zeroForOne ? (amountSpecified + 1, int256(-1)) : (int256(-1), amountSpecified + 1);
        IUniswapV3SwapCallbackLike(msg.sender).uniswapV3SwapCallback(amount0, amount1, data);
    }
}
