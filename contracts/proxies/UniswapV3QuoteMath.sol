// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IUniswapV3PoolLike} from "../interfaces/IUniswapV3Like.sol";

/// @title The output of an exact-input Uniswap V3 swap, computed from the pool's state (written from the V3 whitepaper)
/// @notice Walks the pool's initialised ticks as its swap does: in each range the price moves by the input less the
/// fee (sqrt-price arithmetic in Q64.96 with the pool's rounding: the pool rounds what it takes up and what it gives
/// down), and crossing an initialised tick adds its `liquidityNet`. Prices at ticks are sqrt(1.0001^tick) * 2^96,
/// computed from the binary digits of the tick with factors round(2^128 / sqrt(1.0001)^(2^i)).
library UniswapV3QuoteMath {
    int24 internal constant MIN_TICK = -887272;
    int24 internal constant MAX_TICK = 887272;
    uint160 internal constant MIN_SQRT_PRICE = 4295128739;
    uint160 internal constant MAX_SQRT_PRICE = 1461446703485210103287273052203988822378723970342;
    uint256 private constant Q96 = 1 << 96;
    uint256 private constant FEE_UNIT = 1e6;

    /// @dev The state of a swap being priced.
    struct SwapState {
        uint256 remaining;
        uint256 out;
        uint160 sqrtPriceX96;
        int24 tick;
        uint128 liquidity;
        uint24 fee;
        int24 spacing;
    }

    /// @notice What `pool` gives for `amountIn` now, or 0 when it cannot take all of it before `sqrtPriceLimitX96`.
    /// @param pool A Uniswap V3 pool.
    /// @param zeroForOne True to sell token0 for token1.
    /// @param amountIn Exact input.
    /// @param sqrtPriceLimitX96 The price the swap may not pass.
    function quoteExactInput(IUniswapV3PoolLike pool, bool zeroForOne, uint256 amountIn, uint160 sqrtPriceLimitX96)
        internal
        view
        returns (uint256)
    {
        SwapState memory s;
        (s.sqrtPriceX96, s.tick,,,,,) = pool.slot0();
        s.liquidity = pool.liquidity();
        s.remaining = amountIn;
        s.fee = pool.fee();
        s.spacing = pool.tickSpacing();
        while (s.remaining != 0 && s.sqrtPriceX96 != sqrtPriceLimitX96) {
            if (!_range(pool, s, zeroForOne, sqrtPriceLimitX96)) break;
        }
        return s.remaining == 0 ? s.out : 0;
    }

    /// @dev Swaps within the current range up to the next initialised tick (or the limit); true when it crossed it.
    function _range(IUniswapV3PoolLike pool, SwapState memory s, bool zeroForOne, uint160 sqrtPriceLimitX96)
        private
        view
        returns (bool crossed)
    {
        (int24 tickNext, bool initialized) = _nextInitializedTick(pool, s.tick, s.spacing, zeroForOne);
        if (tickNext < MIN_TICK) tickNext = MIN_TICK;
        if (tickNext > MAX_TICK) tickNext = MAX_TICK;
        uint160 sqrtPriceNext = sqrtPriceAtTick(tickNext);
        uint160 target = (zeroForOne ? sqrtPriceNext < sqrtPriceLimitX96 : sqrtPriceNext > sqrtPriceLimitX96)
            ? sqrtPriceLimitX96
            : sqrtPriceNext;
        _applyStep(s, target);
        if (s.sqrtPriceX96 != sqrtPriceNext) return false; // the input ran out, or the limit was reached, inside this range
        if (initialized) {
            (, int128 net,,,,,,) = pool.ticks(tickNext);
            if (zeroForOne) net = -net;
            s.liquidity = net < 0 ? s.liquidity - uint128(-net) : s.liquidity + uint128(net);
        }
        s.tick = zeroForOne ? tickNext - 1 : tickNext;
        return true;
    }

    /// @notice sqrt(1.0001^tick) * 2^96, rounded up to the pool's precision.
    /// @param tick A tick within [MIN_TICK, MAX_TICK].
    function sqrtPriceAtTick(int24 tick) internal pure returns (uint160) {
        uint256 absTick = tick < 0 ? uint256(-int256(tick)) : uint256(int256(tick));
        // Q128 factors round(2^128 / sqrt(1.0001)^(2^i)), multiplied in ascending order of the tick's bits.
        uint256 ratio = absTick & 0x1 != 0 ? 0xfffcb933bd6fad37aa2d162d1a594001 : 1 << 128;
        if (absTick & 0x2 != 0) ratio = (ratio * 0xfff97272373d413259a46990580e213a) >> 128;
        if (absTick & 0x4 != 0) ratio = (ratio * 0xfff2e50f5f656932ef12357cf3c7fdcc) >> 128;
        if (absTick & 0x8 != 0) ratio = (ratio * 0xffe5caca7e10e4e61c3624eaa0941cd0) >> 128;
        if (absTick & 0x10 != 0) ratio = (ratio * 0xffcb9843d60f6159c9db58835c926644) >> 128;
        if (absTick & 0x20 != 0) ratio = (ratio * 0xff973b41fa98c081472e6896dfb254c0) >> 128;
        if (absTick & 0x40 != 0) ratio = (ratio * 0xff2ea16466c96a3843ec78b326b52861) >> 128;
        if (absTick & 0x80 != 0) ratio = (ratio * 0xfe5dee046a99a2a811c461f1969c3053) >> 128;
        if (absTick & 0x100 != 0) ratio = (ratio * 0xfcbe86c7900a88aedcffc83b479aa3a4) >> 128;
        if (absTick & 0x200 != 0) ratio = (ratio * 0xf987a7253ac413176f2b074cf7815e54) >> 128;
        if (absTick & 0x400 != 0) ratio = (ratio * 0xf3392b0822b70005940c7a398e4b70f3) >> 128;
        if (absTick & 0x800 != 0) ratio = (ratio * 0xe7159475a2c29b7443b29c7fa6e889d9) >> 128;
        if (absTick & 0x1000 != 0) ratio = (ratio * 0xd097f3bdfd2022b8845ad8f792aa5825) >> 128;
        if (absTick & 0x2000 != 0) ratio = (ratio * 0xa9f746462d870fdf8a65dc1f90e061e5) >> 128;
        if (absTick & 0x4000 != 0) ratio = (ratio * 0x70d869a156d2a1b890bb3df62baf32f7) >> 128;
        if (absTick & 0x8000 != 0) ratio = (ratio * 0x31be135f97d08fd981231505542fcfa6) >> 128;
        if (absTick & 0x10000 != 0) ratio = (ratio * 0x9aa508b5b7a84e1c677de54f3e99bc9) >> 128;
        if (absTick & 0x20000 != 0) ratio = (ratio * 0x5d6af8dedb81196699c329225ee604) >> 128;
        if (absTick & 0x40000 != 0) ratio = (ratio * 0x2216e584f5fa1ea926041bedfe98) >> 128;
        if (absTick & 0x80000 != 0) ratio = (ratio * 0x48a170391f7dc42444e8fa2) >> 128;
        if (tick > 0) ratio = type(uint256).max / ratio;
        // Q128.128 to Q64.96, rounded up.
        return uint160((ratio >> 32) + (ratio % (1 << 32) == 0 ? 0 : 1));
    }

    /// @dev Moves the swap's price towards `target` within the current range, taking input and adding output.
    function _applyStep(SwapState memory s, uint160 target) private pure {
        (uint160 next, uint256 stepIn, uint256 stepOut, uint256 stepFee) =
            _step(s.sqrtPriceX96, target, s.liquidity, s.remaining, s.fee);
        s.sqrtPriceX96 = next;
        s.remaining -= stepIn + stepFee;
        s.out += stepOut;
    }

    /// @dev One step within a range: the price reached, the input taken (before the fee), the output and the fee.
    function _step(uint160 current, uint160 target, uint128 liquidity, uint256 remaining, uint24 fee)
        private
        pure
        returns (uint160 next, uint256 amountIn, uint256 amountOut, uint256 feeAmount)
    {
        bool zeroForOne = current >= target;
        uint256 lessFee = Math.mulDiv(remaining, FEE_UNIT - fee, FEE_UNIT);
        amountIn = zeroForOne ? _amount0(target, current, liquidity, true) : _amount1(current, target, liquidity, true);
        if (lessFee >= amountIn) {
            next = target;
        } else {
            next = zeroForOne ? _priceAfterToken0In(current, liquidity, lessFee) : _priceAfterToken1In(current, liquidity, lessFee);
            amountIn = zeroForOne ? _amount0(next, current, liquidity, true) : _amount1(current, next, liquidity, true);
        }
        amountOut = zeroForOne ? _amount1(next, current, liquidity, false) : _amount0(current, next, liquidity, false);
        feeAmount = next != target ? remaining - amountIn : Math.mulDiv(amountIn, fee, FEE_UNIT - fee, Math.Rounding.Ceil);
    }

    /// @dev Token0 between two prices: L * (b - a) / (a * b), in Q96.
    function _amount0(uint160 a, uint160 b, uint128 liquidity, bool roundUp) private pure returns (uint256) {
        if (a > b) (a, b) = (b, a);
        uint256 numerator1 = uint256(liquidity) << 96;
        uint256 numerator2 = b - a;
        if (roundUp) {
            return Math.ceilDiv(Math.mulDiv(numerator1, numerator2, b, Math.Rounding.Ceil), a);
        }
        return Math.mulDiv(numerator1, numerator2, b) / a;
    }

    /// @dev Token1 between two prices: L * (b - a), in Q96.
    function _amount1(uint160 a, uint160 b, uint128 liquidity, bool roundUp) private pure returns (uint256) {
        if (a > b) (a, b) = (b, a);
        return Math.mulDiv(liquidity, b - a, Q96, roundUp ? Math.Rounding.Ceil : Math.Rounding.Floor);
    }

    /// @dev The price after `amount` of token0 comes in: L * P / (L + amount * P), rounded up.
    function _priceAfterToken0In(uint160 price, uint128 liquidity, uint256 amount) private pure returns (uint160) {
        if (amount == 0) return price;
        uint256 numerator1 = uint256(liquidity) << 96;
        unchecked {
            uint256 product = amount * price;
            if (product / amount == price) {
                uint256 denominator = numerator1 + product;
                if (denominator >= numerator1) {
                    return uint160(Math.mulDiv(numerator1, price, denominator, Math.Rounding.Ceil));
                }
            }
        }
        return uint160(Math.ceilDiv(numerator1, numerator1 / price + amount));
    }

    /// @dev The price after `amount` of token1 comes in: P + amount / L, rounded down.
    function _priceAfterToken1In(uint160 price, uint128 liquidity, uint256 amount) private pure returns (uint160) {
        uint256 quotient =
            amount <= type(uint160).max ? (amount << 96) / liquidity : Math.mulDiv(amount, Q96, liquidity);
        return SafeCastPrice.toUint160(uint256(price) + quotient);
    }

    /// @dev The next initialised tick within the current bitmap word (at or below when `lte`, above otherwise), or
    /// the word's last tick in that direction when none is.
    function _nextInitializedTick(IUniswapV3PoolLike pool, int24 tick, int24 spacing, bool lte)
        private
        view
        returns (int24 next, bool initialized)
    {
        int24 compressed = tick / spacing;
        if (tick < 0 && tick % spacing != 0) --compressed;
        if (lte) {
            (int16 wordPos, uint8 bitPos) = _position(compressed);
            uint256 masked = pool.tickBitmap(wordPos) & ((uint256(1) << bitPos) - 1 + (uint256(1) << bitPos));
            initialized = masked != 0;
            next = initialized
                ? (compressed - int24(uint24(bitPos - uint8(Math.log2(masked))))) * spacing
                : (compressed - int24(uint24(bitPos))) * spacing;
        } else {
            (int16 wordPos, uint8 bitPos) = _position(compressed + 1);
            uint256 masked = pool.tickBitmap(wordPos) & ~((uint256(1) << bitPos) - 1);
            initialized = masked != 0;
            next = initialized
                ? (compressed + 1 + int24(uint24(uint8(Math.log2(masked & (~masked + 1))) - bitPos))) * spacing
                : (compressed + 1 + int24(uint24(type(uint8).max - bitPos))) * spacing;
        }
    }

    function _position(int24 compressed) private pure returns (int16 wordPos, uint8 bitPos) {
        wordPos = int16(compressed >> 8);
        bitPos = uint8(uint24(compressed) & 0xff);
    }
}

/// @dev A checked narrowing, as the pool requires its price to fit 160 bits.
library SafeCastPrice {
    error UniswapV3QuotePriceOverflow(uint256 value);

    function toUint160(uint256 value) internal pure returns (uint160) {
        if (value > type(uint160).max) revert UniswapV3QuotePriceOverflow(value);
        return uint160(value);
    }
}
