// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ITradingProxy} from "../interfaces/ITradingProxy.sol";
import {IWrappedEther} from "../interfaces/IWrappedEther.sol";

/// @title Shared ETH handling of the pair-based trading proxies
/// @dev Pools hold WETH; the proxy wraps ETH on the way in and unwraps it on the way out.
abstract contract TradingProxyBase is ITradingProxy {
    using SafeERC20 for IERC20;

    /// @notice Placeholder address for ether.
    address public constant ETH = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    /// @notice Wrapped ether used by the pools.
    IWrappedEther public immutable weth;

    /// @notice No pool exists for the two tokens.
    error TradingProxyNoPool(address tokenA, address tokenB);
    /// @notice msg.value must equal the amount for ETH and be zero for tokens.
    error TradingProxyValueMismatch(uint256 expected, uint256 actual);
    /// @notice Sending ether to the recipient failed.
    error TradingProxyEthTransferFailed(address to, uint256 amount);
    /// @notice Ether may only arrive from WETH unwrapping.
    error TradingProxyUnexpectedEther(address sender);

    constructor(IWrappedEther weth_) {
        weth = weth_;
    }

    /// @notice Accepts ether from WETH only (unwrapping an output).
    receive() external payable {
        if (msg.sender != address(weth)) revert TradingProxyUnexpectedEther(msg.sender);
    }

    /// @inheritdoc ITradingProxy
    function depositAddress(address src, address dest) external view returns (address) {
        if (src == ETH) return address(this);
        return _existingPool(src, _wrapped(dest));
    }

    /// @inheritdoc ITradingProxy
    function trade(address src, address dest, uint256 srcAmount, address recipient)
        external
        payable
        returns (uint256 destAmount)
    {
        address tokenIn = _wrapped(src);
        address tokenOut = _wrapped(dest);
        address pool = _existingPool(tokenIn, tokenOut);
        if (src == ETH) {
            if (msg.value != srcAmount) revert TradingProxyValueMismatch(srcAmount, msg.value);
            _wrapInto(pool, srcAmount);
        } else if (msg.value != 0) {
            revert TradingProxyValueMismatch(0, msg.value);
        }
        if (dest != ETH) return _swap(pool, tokenIn, tokenOut, recipient);
        destAmount = _swap(pool, tokenIn, tokenOut, address(this));
        weth.withdraw(destAmount);
        (bool ok,) = recipient.call{value: destAmount}("");
        if (!ok) revert TradingProxyEthTransferFailed(recipient, destAmount);
    }

    /// @inheritdoc ITradingProxy
    function getDestinationReturnAmount(address src, address dest, uint256 srcAmount)
        external
        view
        returns (uint256)
    {
        address tokenIn = _wrapped(src);
        address tokenOut = _wrapped(dest);
        address pool = _pool(tokenIn, tokenOut);
        if (pool.code.length == 0) return 0;
        return _quote(pool, tokenIn, tokenOut, srcAmount);
    }

    /// @dev Wraps `amount` of the ether received into `pool`'s WETH balance (WETH9: wrap here, then transfer).
    function _wrapInto(address pool, uint256 amount) internal virtual {
        weth.deposit{value: amount}();
        IERC20(address(weth)).safeTransfer(pool, amount);
    }

    /// @dev Pool of two tokens (may have no code when none exists).
    function _pool(address tokenA, address tokenB) internal view virtual returns (address);

    /// @dev Swaps everything deposited in `pool` above its reserve and sends the output to `to`.
    function _swap(address pool, address tokenIn, address tokenOut, address to) internal virtual returns (uint256);

    /// @dev Output of `amountIn` in `pool` now.
    function _quote(address pool, address tokenIn, address tokenOut, uint256 amountIn)
        internal
        view
        virtual
        returns (uint256);

    function _existingPool(address tokenA, address tokenB) private view returns (address pool) {
        pool = _pool(tokenA, tokenB);
        // Checking the code also warms the pool's account for the swap that follows.
        if (pool.code.length == 0) revert TradingProxyNoPool(tokenA, tokenB);
    }

    function _wrapped(address asset) private view returns (address) {
        return asset == ETH ? address(weth) : asset;
    }
}
