// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

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

    /// @dev A pool's two tokens in order, ETH as WETH (as the trading proxies wrap it).
    function _pool(address x, address y, address weth) private pure returns (address, address) {
        if (x == _ETH) x = weth;
        if (y == _ETH) y = weth;
        return x < y ? (x, y) : (y, x);
    }
}
