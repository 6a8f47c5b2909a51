// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title The parts of a Uniswap-V2-compatible router the trading proxy reads
interface IUniswapV2RouterLike {
    /// @notice The router's pair factory.
    function factory() external view returns (address);

    /// @notice The router's wrapped ether.
    function WETH() external view returns (address);
}

/// @title The parts of a Uniswap-V2-compatible factory the trading proxy reads
interface IUniswapV2FactoryLike {
    /// @notice The pair of two tokens, or the zero address.
    function getPair(address tokenA, address tokenB) external view returns (address);
}

/// @title The parts of a Uniswap-V2-compatible pair the trading proxy uses
interface IUniswapV2PairLike {
    /// @notice Reserves in token0 / token1 order and the last update time.
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);

    /// @notice Sends the requested outputs to `to` once the input has been deposited.
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}
