// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IUniswapV3PoolLike} from "../interfaces/IUniswapV3Like.sol";

/// @title Reads what pricing a Uniswap V3 swap needs, for many pools in one call
/// @notice For each pool: price, tick, active liquidity, fee, spacing, and every initialised tick with its
/// `liquidityNet` within a bounded window of tick-bitmap words around the current tick. A quote computed off chain
/// from a snapshot is exact while the swap stays inside `[minTick, maxTick)`, the window's bounds; beyond them the
/// snapshot says nothing, and a client must not price there.
contract UniswapV3PoolReader {
    /// @notice One initialised tick.
    struct InitializedTick {
        int24 tick;
        int128 liquidityNet;
    }

    /// @notice What a pool looked like in the block read.
    struct PoolSnapshot {
        address pool;
        uint160 sqrtPriceX96;
        int24 tick;
        uint128 liquidity;
        uint24 fee;
        int24 tickSpacing;
        /// @dev Lowest tick of the window read (inclusive).
        int24 minTick;
        /// @dev Tick just past the window read (exclusive).
        int24 maxTick;
        /// @dev Initialised ticks within the window, in ascending order.
        InitializedTick[] ticks;
    }

    int24 private constant MIN_TICK = -887272;
    int24 private constant MAX_TICK = 887272;

    /// @notice Snapshots of `pools`, each with `wordsEachSide` bitmap words on each side of the current one.
    /// @param pools Uniswap V3 pools.
    /// @param wordsEachSide Words read below and above the current tick's word (a word spans 256 spacings).
    function snapshots(address[] calldata pools, uint256 wordsEachSide) external view returns (PoolSnapshot[] memory out) {
        out = new PoolSnapshot[](pools.length);
        for (uint256 i; i < pools.length; ++i) out[i] = snapshot(pools[i], wordsEachSide);
    }

    /// @notice Snapshot of one pool, with `wordsEachSide` bitmap words on each side of the current one.
    /// @param pool A Uniswap V3 pool.
    /// @param wordsEachSide Words read below and above the current tick's word.
    function snapshot(address pool, uint256 wordsEachSide) public view returns (PoolSnapshot memory s) {
        IUniswapV3PoolLike p = IUniswapV3PoolLike(pool);
        s.pool = pool;
        (s.sqrtPriceX96, s.tick,,,,,) = p.slot0();
        s.liquidity = p.liquidity();
        s.fee = p.fee();
        s.tickSpacing = p.tickSpacing();
        (int256 fromWord, int256 toWord) = _window(s.tick, s.tickSpacing, wordsEachSide);
        s.minTick = _clampTick(fromWord * 256 * s.tickSpacing);
        s.maxTick = _clampTick((toWord + 1) * 256 * s.tickSpacing);
        s.ticks = _initializedTicks(p, s.tickSpacing, fromWord, toWord);
    }

    /// @dev Words `wordsEachSide` around the tick's word, within the words any tick of the pool can occupy.
    function _window(int24 tick, int24 tickSpacing, uint256 wordsEachSide)
        private
        pure
        returns (int256 fromWord, int256 toWord)
    {
        int256 lowest = _word(MIN_TICK, tickSpacing);
        int256 highest = _word(MAX_TICK, tickSpacing);
        int256 current = _word(tick, tickSpacing);
        uint256 most = uint256(highest - lowest);
        int256 span = int256(wordsEachSide > most ? most : wordsEachSide);
        fromWord = current - span < lowest ? lowest : current - span;
        toWord = current + span > highest ? highest : current + span;
    }

    /// @dev Every initialised tick in the bitmap words `fromWord..toWord`, ascending, with its liquidityNet.
    function _initializedTicks(IUniswapV3PoolLike p, int24 tickSpacing, int256 fromWord, int256 toWord)
        private
        view
        returns (InitializedTick[] memory out)
    {
        uint256[] memory words = new uint256[](uint256(toWord - fromWord + 1));
        uint256 count;
        for (uint256 i; i < words.length; ++i) {
            uint256 bits = _bitmap(p, fromWord + int256(i));
            words[i] = bits;
            for (; bits != 0; bits &= bits - 1) ++count;
        }
        out = new InitializedTick[](count);
        uint256 k;
        for (uint256 i; i < words.length; ++i) {
            uint256 bits = words[i];
            for (uint256 bit; bits != 0; ++bit) {
                if (bits & 1 != 0) {
                    int24 t = int24(((fromWord + int256(i)) * 256 + int256(bit)) * tickSpacing);
                    (, int128 net,,,,,,) = p.ticks(t);
                    out[k++] = InitializedTick(t, net);
                }
                bits >>= 1;
            }
        }
    }

    /// @dev `p.tickBitmap(word)` through a bare staticcall with the call data and answer in scratch memory: a word costs
    /// its storage read and little more, where the high-level call also allocated and checked memory each time. It
    /// matters when a window spans a whole pool (hundreds of words, most of them empty). A failed or short answer
    /// reverts, as the high-level call would.
    function _bitmap(IUniswapV3PoolLike p, int256 word) private view returns (uint256 bits) {
        assembly ("memory-safe") {
            mstore(0x00, shl(224, 0x5339c296)) // tickBitmap(int16)
            mstore(0x04, signextend(1, word))
            if iszero(and(gt(returndatasize(), 0x1f), staticcall(gas(), p, 0x00, 0x24, 0x00, 0x20))) { revert(0, 0) }
            bits := mload(0x00)
        }
    }

    /// @dev Bitmap word of a tick: floor(tick / spacing) >> 8, as the pool compresses and positions ticks.
    function _word(int24 tick, int24 spacing) private pure returns (int256) {
        int256 compressed = int256(tick) / spacing;
        if (tick < 0 && tick % spacing != 0) --compressed;
        return compressed >> 8;
    }

    function _clampTick(int256 tick) private pure returns (int24) {
        if (tick < MIN_TICK) return MIN_TICK;
        if (tick > MAX_TICK) return MAX_TICK;
        return int24(tick);
    }
}
