// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {ITradingProxy} from "./interfaces/ITradingProxy.sol";
import {RouterAdmin} from "./RouterAdmin.sol";
import {RouterInputChecks} from "./RouterInputChecks.sol";

/// @title KUL Swap router: trades through venue proxies and takes a partner fee from the output
/// @notice Every trade pulls exactly `srcAmount` from the caller only (ETH: msg.value must equal it), measures
/// the output that actually arrived here, takes the partner's fee from it (rounded down), pays the fee (or credits
/// it when the partner's wallet cannot take it) and the rest to the caller, requires what the caller's balance
/// gained to be at least the minimum, and emits {Trade}. Nothing stays in the router but credited fees. While the
/// trading gate is on, a trade first needs the operator's authorization (see {RouterTradeGate}); quotes never do.
contract KulSwapRouter is RouterAdmin, RouterInputChecks {
    using SafeERC20 for IERC20;

    /// @notice Wrapped ether: the one contract besides the trading proxies that may send the router ether, and
    /// the token an ETH hop trades in its pool (so a route cannot pass one pool twice as WETH and as ETH).
    address public immutable weth;

    /// @dev The trading proxy of the hop in progress whose output is ether: the only proxy receive() accepts.
    address private transient _etherPayer;

    /// @notice Ether may come only from the trading proxy paying out a hop's ether, or from WETH.
    error RouterUnexpectedEther(address sender);

    /// @notice Emitted once per trade with what the trader's balance gained (`destAmount`) and what the partner's
    /// wallet received or was credited (`fee`).
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
    /// @param weth_ Wrapped ether of the network (the one the trading proxies' pools hold).
    constructor(address initialOwner, address platformWallet, uint16 platformFeeBps, address weth_)
        RouterAdmin(initialOwner, platformWallet, platformFeeBps)
    {
        if (weth_ == address(0)) revert RouterZeroAddress();
        weth = weth_;
    }

    /// @notice Accepts ether from the trading proxy paying out the current hop's ether, and from WETH only.
    receive() external payable {
        if (msg.sender != _etherPayer && msg.sender != weth) revert RouterUnexpectedEther(msg.sender);
    }

    /// @notice Trades `srcAmount` of `src` for `dest` on one trading proxy.
    /// @param tradingProxyIndex Venue to trade on.
    /// @param src Source token or the ETH placeholder.
    /// @param srcAmount Amount pulled from the caller (or msg.value for ETH).
    /// @param dest Destination token or the ETH placeholder.
    /// @param minDestAmount Minimum the caller's balance must gain, after the fee.
    /// @param partnerIndex Partner whose fee applies (0 = platform).
    /// @param deadline Unix seconds after which the trade reverts.
    /// @param auth The operator's authorization of this trader, pair and `srcAmount` (ignored while the gate is off).
    /// @return destAmount What the caller's balance gained.
    function trade(
        uint256 tradingProxyIndex,
        address src,
        uint256 srcAmount,
        address dest,
        uint256 minDestAmount,
        uint256 partnerIndex,
        uint256 deadline,
        TradeAuthorization calldata auth
    ) external payable nonReentrant returns (uint256 destAmount) {
        _checkTrade(src, dest, srcAmount, deadline);
        uint256 partner = _authorizedPartner(partnerIndex, src, dest, srcAmount, auth);
        ITradingProxy proxy = _enabledProxy(tradingProxyIndex);
        uint256 before = _balance(dest);
        _hop(proxy, src, dest, srcAmount, true);
        return _settle(src, srcAmount, dest, _balance(dest) - before, minDestAmount, partner);
    }

    /// @notice Trades `totalSrcAmount` of `src` for `dest`, split over several trading proxies.
    /// @param tradingProxyIndices Venue of each part.
    /// @param src Source token or the ETH placeholder.
    /// @param totalSrcAmount Amount pulled from the caller (or msg.value for ETH).
    /// @param srcAmounts Amount of each part; they must add up to `totalSrcAmount`.
    /// @param dest Destination token or the ETH placeholder.
    /// @param minDestAmount Minimum the caller's balance must gain, after the fee.
    /// @param partnerIndex Partner whose fee applies (0 = platform).
    /// @param deadline Unix seconds after which the trade reverts.
    /// @param auth The operator's authorization of this trader, pair and `totalSrcAmount` (ignored while the gate is
    /// off); the split itself is not bound.
    /// @return destAmount What the caller's balance gained.
    function splitTrades(
        uint256[] calldata tradingProxyIndices,
        address src,
        uint256 totalSrcAmount,
        uint256[] calldata srcAmounts,
        address dest,
        uint256 minDestAmount,
        uint256 partnerIndex,
        uint256 deadline,
        TradeAuthorization calldata auth
    ) external payable nonReentrant returns (uint256 destAmount) {
        _checkTrade(src, dest, totalSrcAmount, deadline);
        _checkSplit(tradingProxyIndices, srcAmounts, totalSrcAmount);
        uint256 partner = _authorizedPartner(partnerIndex, src, dest, totalSrcAmount, auth);
        uint256 received = _splitHops(tradingProxyIndices, src, dest, srcAmounts);
        return _settle(src, totalSrcAmount, dest, received, minDestAmount, partner);
    }

    /// @notice Trades `srcAmount` along a route of hops, each on its own trading proxy.
    /// @param routes Hops in order; each starts with the asset the previous one ended with.
    /// @param srcAmount Amount of the first hop's source pulled from the caller (or msg.value for ETH).
    /// @param minDestAmount Minimum of the last hop's destination the caller's balance must gain, after the fee.
    /// @param partnerIndex Partner whose fee applies (0 = platform).
    /// @param deadline Unix seconds after which the trade reverts.
    /// @param auth The operator's authorization of this trader, the first hop's source, the last hop's destination
    /// and `srcAmount` (ignored while the gate is off); the hops between are not bound.
    /// @return destAmount What the caller's balance gained.
    function tradeRoutes(
        Route[] calldata routes,
        uint256 srcAmount,
        uint256 minDestAmount,
        uint256 partnerIndex,
        uint256 deadline,
        TradeAuthorization calldata auth
    ) external payable nonReentrant returns (uint256 destAmount) {
        (address src, address dest) = _checkRoutes(routes, weth);
        _checkTrade(src, dest, srcAmount, deadline);
        uint256 partner = _authorizedPartner(partnerIndex, src, dest, srcAmount, auth);
        uint256 amount = srcAmount;
        for (uint256 i; i < routes.length; ++i) {
            Route calldata hop = routes[i];
            ITradingProxy proxy = _enabledProxy(hop.tradingProxyIndex);
            uint256 before = _balance(hop.dest);
            _hop(proxy, hop.src, hop.dest, amount, i == 0);
            amount = _balance(hop.dest) - before; // the next hop sells only what really arrived
        }
        return _settle(src, srcAmount, dest, amount, minDestAmount, partner);
    }

    /// @notice Trades `srcAmount` of `src` for `dest` along several paths at once, each a chain of steps whose every
    /// step may split over several trading proxies; no pool is used twice in the whole trade.
    /// @param src Source token or the ETH placeholder.
    /// @param srcAmount Amount pulled from the caller (or msg.value for ETH); the paths' amounts add up to it.
    /// @param dest Destination token or the ETH placeholder; every path ends in it.
    /// @param paths The paths: path p sells `srcAmount` of `src` through its steps in order, each step selling what
    /// the one before really delivered here, split by its weights (the last part takes the rest).
    /// @param minDestAmount Minimum the caller's balance must gain, after the fee.
    /// @param partnerIndex Partner whose fee applies (0 = platform).
    /// @param deadline Unix seconds after which the trade reverts.
    /// @param auth The operator's authorization of this trader, pair and `srcAmount` (ignored while the gate is off);
    /// the paths are not bound.
    /// @return destAmount What the caller's balance gained.
    function tradePaths(
        address src,
        uint256 srcAmount,
        address dest,
        TradePath[] calldata paths,
        uint256 minDestAmount,
        uint256 partnerIndex,
        uint256 deadline,
        TradeAuthorization calldata auth
    ) external payable nonReentrant returns (uint256 destAmount) {
        _checkTradePaths(src, srcAmount, dest, paths, deadline);
        uint256 partner = _authorizedPartner(partnerIndex, src, dest, srcAmount, auth);
        return _settle(src, srcAmount, dest, _tradePaths(src, dest, paths), minDestAmount, partner);
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
        _checkRoutes(routes, weth);
        uint256 amount = srcAmount;
        for (uint256 i; i < routes.length; ++i) {
            Route calldata hop = routes[i];
            amount = _enabledProxy(hop.tradingProxyIndex).getDestinationReturnAmount(hop.src, hop.dest, amount);
        }
        (uint256 net,) = _splitFee(amount, _partnerFeeBps(partnerIndex));
        return net;
    }

    /// @notice What {tradePaths} would send the trader now, after the partner fee: each part priced on its pool as
    /// it is now, which the trade meets since it uses no pool twice.
    /// @param src Source token or the ETH placeholder.
    /// @param dest Destination token or the ETH placeholder.
    /// @param paths The paths, as {tradePaths} takes them.
    /// @param partnerIndex Partner whose fee applies.
    function getDestinationReturnAmountForPaths(
        address src,
        address dest,
        TradePath[] calldata paths,
        uint256 partnerIndex
    ) external view returns (uint256) {
        _checkPaths(src, dest, paths);
        uint256 gross;
        for (uint256 p; p < paths.length; ++p) gross += _quotePath(src, paths[p]);
        (uint256 net,) = _splitFee(gross, _partnerFeeBps(partnerIndex));
        return net;
    }

    function _wrappedEther() internal view override returns (address) {
        return weth;
    }

    /// @dev The one fee rule, shared by trades and quotes: fee = floor(received * bps / 10000).
    function _splitFee(uint256 received, uint256 feeBps) private pure returns (uint256 net, uint256 fee) {
        unchecked {
            // One multiplication and one division when the product fits in 256 bits (every real amount): about
            // 200 gas less a trade than the 512-bit mulDiv, kept for the rest so no amount can overflow (feeBps <= 100).
            fee = received <= type(uint256).max / MAX_PARTNER_FEE_BPS
                ? received * feeBps / BPS_DENOMINATOR
                : Math.mulDiv(received, feeBps, BPS_DENOMINATOR);
            net = received - fee; // fee <= received because feeBps <= MAX_PARTNER_FEE_BPS < BPS_DENOMINATOR
        }
    }

    /// @dev The trade's partner (one word, see {_partnerAndGate}), after the trading gate let the trade through.
    function _authorizedPartner(
        uint256 partnerIndex,
        address src,
        address dest,
        uint256 srcAmount,
        TradeAuthorization calldata auth
    ) private returns (uint256 partner) {
        bool gateOn;
        (partner, gateOn) = _partnerAndGate(partnerIndex);
        _useTradeAuthorization(gateOn, src, dest, srcAmount, auth);
    }

    /// @dev Trades each part of a split on its proxy; returns what arrived here in all.
    function _splitHops(
        uint256[] calldata tradingProxyIndices,
        address src,
        address dest,
        uint256[] calldata srcAmounts
    ) private returns (uint256 received) {
        uint256 before = _balance(dest);
        for (uint256 i; i < srcAmounts.length; ++i) {
            _hop(_enabledProxy(tradingProxyIndices[i]), src, dest, srcAmounts[i], true);
        }
        return _balance(dest) - before;
    }

    /// @dev The checks of {tradePaths}: the trade's, its paths', and the paths' amounts adding up to `srcAmount`.
    function _checkTradePaths(
        address src,
        uint256 srcAmount,
        address dest,
        TradePath[] calldata paths,
        uint256 deadline
    ) private view {
        _checkTrade(src, dest, srcAmount, deadline);
        uint256 sum = _checkPaths(src, dest, paths);
        if (sum != srcAmount) revert RouterSplitAmountsMismatch(sum, srcAmount);
    }

    /// @dev Trades every path; returns what arrived here of `dest` in all.
    function _tradePaths(address src, address dest, TradePath[] calldata paths) private returns (uint256 received) {
        uint256 before = _balance(dest);
        for (uint256 p; p < paths.length; ++p) _tradePath(src, paths[p]);
        return _balance(dest) - before;
    }

    /// @dev Trades one path: each step before the last ends here, and the next sells what its balance gained.
    function _tradePath(address src, TradePath calldata path) private {
        PathStep[] calldata steps = path.steps;
        uint256 last = steps.length - 1; // checked: not empty
        address from = src;
        uint256 amount = path.srcAmount;
        for (uint256 k; k < last; ++k) {
            PathStep calldata step = steps[k];
            address to = step.dest;
            uint256 before = _balance(to);
            _tradeStep(from, amount, step, k == 0);
            amount = _balance(to) - before; // the next step sells only what really arrived
            from = to;
        }
        _tradeStep(from, amount, steps[last], last == 0); // its output is measured with the other paths' (tradePaths)
    }

    /// @dev Sells `amount` of `from` for the step's destination, in parts by the step's weights.
    function _tradeStep(address from, uint256 amount, PathStep calldata step, bool fromTrader) private {
        uint256[] calldata indices = step.tradingProxyIndices;
        address to = step.dest;
        uint256 last = indices.length - 1; // checked: not empty
        if (last == 0) return _hop(_enabledProxy(indices[0]), from, to, _whole(amount), fromTrader); // one venue: no split
        uint256[] calldata weights = step.weights;
        uint256 weightSum = _weightSum(weights);
        uint256 left = amount;
        for (uint256 i; i <= last; ++i) {
            uint256 part = _part(amount, weights[i], weightSum, left, i == last);
            unchecked {
                left -= part; // the parts before the last add up to at most amount * (weightSum - last weight) / weightSum
            }
            _hop(_enabledProxy(indices[i]), from, to, part, fromTrader);
        }
    }

    /// @dev What one path delivers now: each step's parts priced on their pools and added up.
    function _quotePath(address src, TradePath calldata path) private view returns (uint256 amount) {
        PathStep[] calldata steps = path.steps;
        amount = path.srcAmount;
        address from = src;
        for (uint256 k; k < steps.length; ++k) {
            PathStep calldata step = steps[k];
            amount = _quoteStep(from, amount, step);
            from = step.dest;
        }
    }

    /// @dev What one step delivers now for `amount` of `from`, split as {_tradeStep} splits it.
    function _quoteStep(address from, uint256 amount, PathStep calldata step) private view returns (uint256 out) {
        uint256[] calldata indices = step.tradingProxyIndices;
        address to = step.dest;
        uint256 last = indices.length - 1; // checked: not empty
        if (last == 0) return _enabledProxy(indices[0]).getDestinationReturnAmount(from, to, _whole(amount));
        uint256[] calldata weights = step.weights;
        uint256 weightSum = _weightSum(weights);
        uint256 left = amount;
        for (uint256 i; i <= last; ++i) {
            uint256 part = _part(amount, weights[i], weightSum, left, i == last);
            unchecked {
                left -= part; // as in _tradeStep
            }
            out += _enabledProxy(indices[i]).getDestinationReturnAmount(from, to, part);
        }
    }

    function _hop(ITradingProxy proxy, address src, address dest, uint256 amount, bool fromTrader) private {
        // An ether output is let in from this proxy only, and only during its hop (two transient writes, 200 gas).
        bool etherOut = dest == ETH;
        if (etherOut) _etherPayer = address(proxy);
        if (src == ETH) {
            proxy.trade{value: amount}(src, dest, amount, address(this));
        } else {
            address to = proxy.depositAddress(src, dest);
            if (fromTrader) IERC20(src).safeTransferFrom(msg.sender, to, amount);
            else IERC20(src).safeTransfer(to, amount);
            proxy.trade(src, dest, amount, address(this));
        }
        if (etherOut) _etherPayer = address(0);
    }

    function _settle(
        address src,
        uint256 srcAmount,
        address dest,
        uint256 received,
        uint256 minDestAmount,
        uint256 partner
    ) private returns (uint256 destAmount) {
        (address wallet, uint256 feeBps) = (address(uint160(partner)), partner >> 160);
        (uint256 owed, uint256 fee) = _splitFee(received, feeBps);
        uint256 feeReceived;
        if (fee != 0) feeReceived = _payFee(dest, wallet, fee);
        destAmount = _payTrader(dest, owed);
        // Required of what reached the trader: a token that takes a fee on transfer delivers less than `owed`.
        if (destAmount < minDestAmount) revert RouterMinimumNotMet(destAmount, minDestAmount);
        emit Trade(src, srcAmount, dest, destAmount, msg.sender, feeReceived);
    }
}
