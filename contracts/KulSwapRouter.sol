// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ITradingProxy} from "./interfaces/ITradingProxy.sol";
import {RouterAdmin} from "./RouterAdmin.sol";
import {RouterInputChecks} from "./RouterInputChecks.sol";

/// @title KUL Swap router: trades through venue proxies and takes a partner fee from the output
/// @notice Every trade pulls exactly `srcAmount` from the caller only (ETH: msg.value must equal it), measures
/// the output that actually arrived here, takes the partner's fee from it (rounded down), requires
/// net >= minimum, pays the fee and the net, and emits {Trade}. Nothing stays in the router.
contract KulSwapRouter is RouterAdmin, RouterInputChecks, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Emitted once per trade with what the trader received (`destAmount`) and the fee paid.
    event Trade(
        address indexed srcAsset,
        uint256 srcAmount,
        address indexed destAsset,
        uint256 destAmount,
        address indexed trader,
        uint256 fee
    );

    /// @param initialOwner Owner of the admin controls.
    /// @param platformWallet Receiver of the platform fee (partner 0).
    /// @param platformFeeBps Platform fee in basis points (at most 100).
    constructor(address initialOwner, address platformWallet, uint16 platformFeeBps)
        RouterAdmin(initialOwner, platformWallet, platformFeeBps)
    {}

    /// @notice Trades `srcAmount` of `src` for `dest` on one trading proxy.
    /// @param tradingProxyIndex Venue to trade on.
    /// @param src Source token or the ETH placeholder.
    /// @param srcAmount Amount pulled from the caller (or msg.value for ETH).
    /// @param dest Destination token or the ETH placeholder.
    /// @param minDestAmount Minimum the caller accepts, after the fee.
    /// @param partnerIndex Partner whose fee applies (0 = platform).
    /// @param deadline Unix seconds after which the trade reverts.
    /// @return destAmount Amount sent to the caller.
    function trade(
        uint256 tradingProxyIndex,
        address src,
        uint256 srcAmount,
        address dest,
        uint256 minDestAmount,
        uint256 partnerIndex,
        uint256 deadline
    ) external payable nonReentrant returns (uint256 destAmount) {
        _checkTrade(src, dest, srcAmount, deadline);
        ITradingProxy proxy = _enabledProxy(tradingProxyIndex);
        uint256 before = _balance(dest);
        _hop(proxy, src, dest, srcAmount, true);
        return _settle(src, srcAmount, dest, _balance(dest) - before, minDestAmount, partnerIndex);
    }

    /// @notice Trades `totalSrcAmount` of `src` for `dest`, split over several trading proxies.
    /// @param tradingProxyIndices Venue of each part.
    /// @param src Source token or the ETH placeholder.
    /// @param totalSrcAmount Amount pulled from the caller (or msg.value for ETH).
    /// @param srcAmounts Amount of each part; they must add up to `totalSrcAmount`.
    /// @param dest Destination token or the ETH placeholder.
    /// @param minDestAmount Minimum the caller accepts, after the fee.
    /// @param partnerIndex Partner whose fee applies (0 = platform).
    /// @param deadline Unix seconds after which the trade reverts.
    /// @return destAmount Amount sent to the caller.
    function splitTrades(
        uint256[] calldata tradingProxyIndices,
        address src,
        uint256 totalSrcAmount,
        uint256[] calldata srcAmounts,
        address dest,
        uint256 minDestAmount,
        uint256 partnerIndex,
        uint256 deadline
    ) external payable nonReentrant returns (uint256 destAmount) {
        _checkTrade(src, dest, totalSrcAmount, deadline);
        _checkSplit(tradingProxyIndices, srcAmounts, totalSrcAmount);
        uint256 before = _balance(dest);
        for (uint256 i; i < srcAmounts.length; ++i) {
            _hop(_enabledProxy(tradingProxyIndices[i]), src, dest, srcAmounts[i], true);
        }
        return _settle(src, totalSrcAmount, dest, _balance(dest) - before, minDestAmount, partnerIndex);
    }

    /// @notice Trades `srcAmount` along a route of hops, each on its own trading proxy.
    /// @param routes Hops in order; each starts with the asset the previous one ended with.
    /// @param srcAmount Amount of the first hop's source pulled from the caller (or msg.value for ETH).
    /// @param minDestAmount Minimum of the last hop's destination the caller accepts, after the fee.
    /// @param partnerIndex Partner whose fee applies (0 = platform).
    /// @param deadline Unix seconds after which the trade reverts.
    /// @return destAmount Amount sent to the caller.
    function tradeRoutes(
        Route[] calldata routes,
        uint256 srcAmount,
        uint256 minDestAmount,
        uint256 partnerIndex,
        uint256 deadline
    ) external payable nonReentrant returns (uint256 destAmount) {
        (address src, address dest) = _checkRoutes(routes);
        _checkTrade(src, dest, srcAmount, deadline);
        uint256 amount = srcAmount;
        for (uint256 i; i < routes.length; ++i) {
            Route calldata hop = routes[i];
            ITradingProxy proxy = _enabledProxy(hop.tradingProxyIndex);
            uint256 before = _balance(hop.dest);
            _hop(proxy, hop.src, hop.dest, amount, i == 0);
            amount = _balance(hop.dest) - before; // the next hop sells only what really arrived
        }
        return _settle(src, srcAmount, dest, amount, minDestAmount, partnerIndex);
    }

    /// @notice What {trade} would send the trader now, after the partner fee.
    /// @param tradingProxyIndex Venue to quote.
    /// @param src Source token or the ETH placeholder.
    /// @param dest Destination token or the ETH placeholder.
    /// @param srcAmount Amount to sell.
    /// @param partnerIndex Partner whose fee applies.
    function getDestinationReturnAmount(
        uint256 tradingProxyIndex,
        address src,
        address dest,
        uint256 srcAmount,
        uint256 partnerIndex
    ) external view returns (uint256) {
        uint256 gross = _enabledProxy(tradingProxyIndex).getDestinationReturnAmount(src, dest, srcAmount);
        (uint256 net,) = _splitFee(gross, _partnerFeeBps(partnerIndex));
        return net;
    }

    /// @notice What {splitTrades} would send the trader now, after the partner fee.
    /// @param tradingProxyIndices Venue of each part.
    /// @param src Source token or the ETH placeholder.
    /// @param dest Destination token or the ETH placeholder.
    /// @param srcAmounts Amount of each part.
    /// @param partnerIndex Partner whose fee applies.
    function getDestinationReturnAmountForSplitTrades(
        uint256[] calldata tradingProxyIndices,
        address src,
        address dest,
        uint256[] calldata srcAmounts,
        uint256 partnerIndex
    ) external view returns (uint256) {
        uint256 total;
        for (uint256 i; i < srcAmounts.length; ++i) total += srcAmounts[i];
        _checkSplit(tradingProxyIndices, srcAmounts, total);
        uint256 gross;
        for (uint256 i; i < srcAmounts.length; ++i) {
            gross += _enabledProxy(tradingProxyIndices[i]).getDestinationReturnAmount(src, dest, srcAmounts[i]);
        }
        (uint256 net,) = _splitFee(gross, _partnerFeeBps(partnerIndex));
        return net;
    }

    /// @notice What {tradeRoutes} would send the trader now, after the partner fee.
    /// @param routes Hops in order.
    /// @param srcAmount Amount of the first hop's source.
    /// @param partnerIndex Partner whose fee applies.
    function getDestinationReturnAmountForTradeRoutes(Route[] calldata routes, uint256 srcAmount, uint256 partnerIndex)
        external
        view
        returns (uint256)
    {
        _checkRoutes(routes);
        uint256 amount = srcAmount;
        for (uint256 i; i < routes.length; ++i) {
            Route calldata hop = routes[i];
            amount = _enabledProxy(hop.tradingProxyIndex).getDestinationReturnAmount(hop.src, hop.dest, amount);
        }
        (uint256 net,) = _splitFee(amount, _partnerFeeBps(partnerIndex));
        return net;
    }

    /// @dev The one fee rule, shared by trades and quotes: fee = floor(received * bps / 10000).
    function _splitFee(uint256 received, uint256 feeBps) private pure returns (uint256 net, uint256 fee) {
        fee = Math.mulDiv(received, feeBps, BPS_DENOMINATOR);
        unchecked {
            net = received - fee; // fee <= received because feeBps <= MAX_PARTNER_FEE_BPS < BPS_DENOMINATOR
        }
    }

    function _hop(ITradingProxy proxy, address src, address dest, uint256 amount, bool fromTrader) private {
        if (src == ETH) {
            proxy.trade{value: amount}(src, dest, amount, address(this));
            return;
        }
        address to = proxy.depositAddress(src, dest);
        if (fromTrader) IERC20(src).safeTransferFrom(msg.sender, to, amount);
        else IERC20(src).safeTransfer(to, amount);
        proxy.trade(src, dest, amount, address(this));
    }

    function _settle(
        address src,
        uint256 srcAmount,
        address dest,
        uint256 received,
        uint256 minDestAmount,
        uint256 partnerIndex
    ) private returns (uint256 net) {
        (address wallet, uint256 feeBps) = _partner(partnerIndex);
        uint256 fee;
        (net, fee) = _splitFee(received, feeBps);
        if (net < minDestAmount) revert RouterMinimumNotMet(net, minDestAmount);
        if (fee != 0) _send(dest, wallet, fee);
        _send(dest, msg.sender, net);
        emit Trade(src, srcAmount, dest, net, msg.sender, fee);
    }
}
