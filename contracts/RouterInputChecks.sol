// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title Input rules of the router's trades and quotes, each failing with a custom error that names the values
abstract contract RouterInputChecks {
    /// @dev Same placeholder as RouterAdmin.ETH (kept private here so the ABI lists it once).
    address private constant _ETH = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    /// @notice One hop of a route: sell `src` for `dest` on trading proxy `tradingProxyIndex`.
    struct Route {
        uint256 tradingProxyIndex;
        address src;
        address dest;
    }

    /// @notice One step of a path: sell everything the step receives for `dest`, split over the trading proxies
    /// `tradingProxyIndices` by `weights` (part i = floor(amount * weights[i] / sum of weights), the last part the
    /// rest).
    struct PathStep {
        address dest;
        uint256[] tradingProxyIndices;
        uint256[] weights;
    }

    /// @notice One path of a trade: sell `srcAmount` of the trade's source through `steps` in order; the last step
    /// ends in the trade's destination.
    struct TradePath {
        uint256 srcAmount;
        PathStep[] steps;
    }

    /// @notice The deadline (unix seconds) is before the current block's time.
    error RouterDeadlineExpired(uint256 deadline, uint256 blockTimestamp);
    /// @notice The output after the fee is below the trader's minimum (slippage).
    error RouterMinimumNotMet(uint256 net, uint256 minimum);
    /// @notice msg.value must equal the amount for ETH and be zero for tokens.
    error RouterInvalidMsgValue(uint256 expected, uint256 actual);
    /// @notice Source and destination are the same asset.
    error RouterSameAsset(address asset);
    /// @notice A source amount is zero.
    error RouterZeroAmount();
    /// @notice Split trade arrays differ in length or are empty.
    error RouterSplitLengthMismatch(uint256 tradingProxies, uint256 amounts);
    /// @notice The split amounts do not add up to the total.
    error RouterSplitAmountsMismatch(uint256 sum, uint256 total);
    /// @notice A route has no hop.
    error RouterEmptyRoute();
    /// @notice Hop `hop` does not start where the previous one ended.
    error RouterRouteDiscontinuous(uint256 hop, address expected, address actual);
    /// @notice A split names trading proxy `index` twice: its parts would meet one pool in turn, so the quote, which
    /// prices each part on the pool as it is now, would promise more than the trade delivers.
    error RouterSplitDuplicateTradingProxy(uint256 index);
    /// @notice Hop `hop` trades in the pool hop `earlierHop` already moved (same trading proxy, same two tokens, ETH
    /// counted as WETH): the route's quote could not price it.
    error RouterRouteReusesPool(uint256 earlierHop, uint256 hop);
    /// @notice Path `path` has no step.
    error RouterPathWithoutSteps(uint256 path);
    /// @notice Path `path` ends in `actual`, not in the trade's destination `dest`.
    error RouterPathEndsElsewhere(uint256 path, address dest, address actual);
    /// @notice Step `step` of path `path`, not its last, ends in the trade's source or destination (ETH counted as
    /// WETH): the path would go round, and the router could not tell that asset in passing from the trade's own.
    error RouterPathIntermediateIsEndpoint(uint256 path, uint256 step, address asset);
    /// @notice The trade uses the pool of (trading proxy, token0, token1) twice (ETH counted as WETH), in one step or
    /// in two steps of one or two paths: its quote prices every part on the pool as it is now and could not price it.
    error RouterPathsReusePool(uint256 tradingProxyIndex, address token0, address token1);

    function _checkTrade(address src, address dest, uint256 srcAmount, uint256 deadline) internal view {
        if (block.timestamp > deadline) revert RouterDeadlineExpired(deadline, block.timestamp);
        if (src == dest) revert RouterSameAsset(src);
        if (srcAmount == 0) revert RouterZeroAmount();
        uint256 expected = src == _ETH ? srcAmount : 0;
        if (msg.value != expected) revert RouterInvalidMsgValue(expected, msg.value);
    }

    function _checkSplit(uint256[] calldata tradingProxyIndices, uint256[] calldata srcAmounts, uint256 total)
        internal
        pure
    {
        uint256 n = srcAmounts.length;
        if (n == 0 || tradingProxyIndices.length != n) revert RouterSplitLengthMismatch(tradingProxyIndices.length, n);
        uint256 sum;
        for (uint256 i; i < n; ++i) {
            if (srcAmounts[i] == 0) revert RouterZeroAmount();
            sum += srcAmounts[i];
            uint256 index = tradingProxyIndices[i];
            // n(n-1)/2 calldata comparisons: one for the usual two-venue split.
            for (uint256 j; j < i; ++j) {
                if (tradingProxyIndices[j] == index) revert RouterSplitDuplicateTradingProxy(index);
            }
        }
        if (sum != total) revert RouterSplitAmountsMismatch(sum, total);
    }

    function _checkRoutes(Route[] calldata routes, address weth) internal pure returns (address src, address dest) {
        uint256 n = routes.length;
        if (n == 0) revert RouterEmptyRoute();
        for (uint256 i = 1; i < n; ++i) {
            Route calldata hop = routes[i];
            if (hop.src != routes[i - 1].dest) revert RouterRouteDiscontinuous(i, routes[i - 1].dest, hop.src);
            (address a, address b) = _pool(hop.src, hop.dest, weth);
            // n(n-1)/2 comparisons: one for the usual two-hop route, and only when both hops use one proxy.
            for (uint256 j; j < i; ++j) {
                Route calldata earlier = routes[j];
                if (earlier.tradingProxyIndex != hop.tradingProxyIndex) continue;
                (address c, address d) = _pool(earlier.src, earlier.dest, weth);
                if (a == c && b == d) revert RouterRouteReusesPool(j, i);
            }
        }
        return (routes[0].src, routes[n - 1].dest);
    }

    /// @dev Checks a trade's paths and returns the sum of their amounts: paths present, each amount > 0, each path
    /// with steps, ending in `dest`, no step ending where it starts, no step before a path's last ending in `src` or
    /// `dest`, each step's venues and weights alike in number (at least one) and each weight > 0, and no pool twice in
    /// the whole trade (all ETH counted as WETH). Each pool is recorded as a hash in unallocated memory past the free
    /// memory pointer, which nothing in this check moves (see {_recordPool}).
    function _checkPaths(address src, address dest, TradePath[] calldata paths) internal view returns (uint256 total) {
        uint256 n = paths.length;
        if (n == 0) revert RouterEmptyRoute();
        if (src == dest) revert RouterSameAsset(src);
        uint256 pools; // recorded so far
        for (uint256 p; p < n; ++p) {
            TradePath calldata path = paths[p];
            uint256 amount = path.srcAmount;
            if (amount == 0) revert RouterZeroAmount();
            total += amount;
            pools = _checkPath(p, path.steps, src, dest, pools);
        }
    }

    /// @dev Weight `weight` of `amount` out of `weightSum`, or what the other parts `left` when `isLast`; never zero
    /// (a venue would be asked to sell nothing: a pool reverts, a quote says 0).
    function _part(uint256 amount, uint256 weight, uint256 weightSum, uint256 left, bool isLast)
        internal
        pure
        returns (uint256 part)
    {
        part = isLast ? left : Math.mulDiv(amount, weight, weightSum);
        if (part == 0) revert RouterZeroAmount();
    }

    /// @dev `amount` sold whole by a step on one venue (its only part: never zero either).
    function _whole(uint256 amount) internal pure returns (uint256) {
        if (amount == 0) revert RouterZeroAmount();
        return amount;
    }

    /// @dev The sum of a step's weights (checked: a sum past 2^256 reverts).
    function _weightSum(uint256[] calldata weights) internal pure returns (uint256 sum) {
        for (uint256 i; i < weights.length; ++i) sum += weights[i];
    }

    /// @dev Checks path `p`'s steps from `src` to `dest`; returns the pools recorded in all.
    function _checkPath(uint256 p, PathStep[] calldata steps, address src, address dest, uint256 pools)
        private
        view
        returns (uint256)
    {
        uint256 last = steps.length;
        if (last == 0) revert RouterPathWithoutSteps(p);
        unchecked {
            --last; // steps is not empty
        }
        if (steps[last].dest != dest) revert RouterPathEndsElsewhere(p, dest, steps[last].dest);
        (src, dest) = (_asWeth(src), _asWeth(dest)); // from here on, ETH counted as WETH
        address from = src;
        for (uint256 k; k <= last; ++k) {
            PathStep calldata step = steps[k];
            address to = _asWeth(step.dest);
            if (k != last && (to == src || to == dest)) revert RouterPathIntermediateIsEndpoint(p, k, step.dest);
            if (to == from) revert RouterSameAsset(step.dest);
            pools = _checkStep(step, from, to, pools);
            from = to;
        }
        return pools;
    }

    /// @dev Checks a step's venues and weights and records its pools (of `a` and `b`, ETH as WETH).
    function _checkStep(PathStep calldata step, address a, address b, uint256 pools) private pure returns (uint256) {
        uint256[] calldata indices = step.tradingProxyIndices;
        uint256[] calldata weights = step.weights;
        if (indices.length == 0 || weights.length != indices.length) {
            revert RouterSplitLengthMismatch(indices.length, weights.length);
        }
        if (a > b) (a, b) = (b, a);
        for (uint256 i; i < indices.length; ++i) {
            if (weights[i] == 0) revert RouterZeroAmount();
            _recordPool(indices[i], a, b, pools++);
        }
        return pools;
    }

    /// @dev Records the pool (trading proxy `index`, tokens `a` < `b`) as the `count`-th hash of a list kept past the
    /// free memory pointer (its first three words hash the pool; the list follows), after comparing it with the
    /// `count` before: one word each, so the usual trade of four or five parts makes six to ten comparisons.
    function _recordPool(uint256 index, address a, address b, uint256 count) private pure {
        bool seen;
        assembly ("memory-safe") {
            let base := mload(0x40)
            mstore(base, index)
            mstore(add(base, 0x20), a)
            mstore(add(base, 0x40), b)
            let key := keccak256(base, 0x60)
            let list := add(base, 0x60)
            let end := add(list, shl(5, count))
            for { let q := list } lt(q, end) { q := add(q, 0x20) } {
                if eq(mload(q), key) {
                    seen := 1
                    break
                }
            }
            mstore(end, key)
        }
        if (seen) revert RouterPathsReusePool(index, a, b);
    }

    function _asWeth(address asset) private view returns (address) {
        return asset == _ETH ? _wrappedEther() : asset;
    }

    /// @dev The wrapped ether the venues' pools hold (the router's immutable `weth`).
    function _wrappedEther() internal view virtual returns (address);

    /// @dev A pool's two tokens in order, ETH as WETH (as the trading proxies wrap it).
    function _pool(address x, address y, address weth) private pure returns (address, address) {
        if (x == _ETH) x = weth;
        if (y == _ETH) y = weth;
        return x < y ? (x, y) : (y, x);
    }
}
