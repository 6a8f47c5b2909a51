// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title The parts of a Uniswap V3 factory the trading proxy reads
interface IUniswapV3FactoryLike {
    /// @notice Tick spacing of an enabled fee tier, 0 for a tier the factory does not offer.
    function feeAmountTickSpacing(uint24 fee) external view returns (int24);
}

/// @title The parts of a Uniswap V3 pool the trading proxy and the test minter use
interface IUniswapV3PoolLike {
    /// @notice Swaps `amountSpecified` (positive: exact input) and calls back the caller for what it owes.
    /// @return amount0 Pool's token0 balance change (positive: received).
    /// @return amount1 Pool's token1 balance change (positive: received).
    function swap(
        address recipient,
        bool zeroForOne,
        int256 amountSpecified,
        uint160 sqrtPriceLimitX96,
        bytes calldata data
    ) external returns (int256 amount0, int256 amount1);

    /// @notice Adds `amount` of liquidity between two ticks and calls back the caller for the tokens.
    function mint(address recipient, int24 tickLower, int24 tickUpper, uint128 amount, bytes calldata data)
        external
        returns (uint256 amount0, uint256 amount1);

    /// @notice Lower-addressed token of the pool.
    function token0() external view returns (address);

    /// @notice Higher-addressed token of the pool.
    function token1() external view returns (address);

    /// @notice Current price, tick and oracle / lock state.
    function slot0()
        external
        view
        returns (
            uint160 sqrtPriceX96,
            int24 tick,
            uint16 observationIndex,
            uint16 observationCardinality,
            uint16 observationCardinalityNext,
            uint8 feeProtocol,
            bool unlocked
        );

    /// @notice Liquidity active at the current tick.
    function liquidity() external view returns (uint128);

    /// @notice The pool's fee, in hundredths of a basis point.
    function fee() external view returns (uint24);

    /// @notice Spacing of the ticks liquidity may start or end at.
    function tickSpacing() external view returns (int24);

    /// @notice One 256-bit word of the bitmap of initialised ticks (bit i of word w: compressed tick w * 256 + i).
    function tickBitmap(int16 wordPosition) external view returns (uint256);

    /// @notice The state of one tick; `liquidityNet` is added to the active liquidity when the price crosses it upwards.
    function ticks(int24 tick)
        external
        view
        returns (
            uint128 liquidityGross,
            int128 liquidityNet,
            uint256 feeGrowthOutside0X128,
            uint256 feeGrowthOutside1X128,
            int56 tickCumulativeOutside,
            uint160 secondsPerLiquidityOutsideX128,
            uint32 secondsOutside,
            bool initialized
        );
}

/// @title What a Uniswap V3 pool calls back on its swapper
interface IUniswapV3SwapCallbackLike {
    /// @notice Called by the pool during {IUniswapV3PoolLike-swap}: pay the positive delta to the pool.
    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external;
}
