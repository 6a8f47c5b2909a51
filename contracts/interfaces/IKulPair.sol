// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title A KUL AMM constant-product pair (0.3 % fee to liquidity providers)
interface IKulPair {
    /// @notice Sells everything sent to the pair above its `tokenIn` reserve and sends the output to `to`.
    /// @param tokenIn The token that was sent in (token0 or token1).
    /// @param to Receiver of the other token.
    /// @return amountOut Amount of the other token sent.
    function swap(address tokenIn, address to) external returns (uint256 amountOut);

    /// @notice Current reserves, in token0 / token1 order.
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1);

    /// @notice The lower-addressed token.
    function token0() external view returns (address);

    /// @notice The higher-addressed token.
    function token1() external view returns (address);
}
