// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IWrappedEther} from "../interfaces/IWrappedEther.sol";
import {IUniswapV2FactoryLike, IUniswapV2PairLike, IUniswapV2RouterLike} from "../interfaces/IUniswapV2Like.sol";
import {KulAmmMath} from "../amm/KulAmmMath.sol";
import {TradingProxyBase} from "./TradingProxyBase.sol";

/// @title Trading proxy for a Uniswap-V2-compatible venue (Sepolia, mainnet)
/// @notice Trades straight with the venue's pairs (no router approval needed) and prices with the
/// constant-product formula and a 0.3 % fee, as Uniswap V2 and SushiSwap do. The input is measured at
/// the pair, so fee-on-transfer tokens work.
contract UniswapV2TradingProxy is TradingProxyBase {
    /// @notice The venue's pair factory, read from its router.
    IUniswapV2FactoryLike public immutable factory;

    /// @param router A Uniswap-V2-compatible router; its factory and WETH are used.
    constructor(IUniswapV2RouterLike router) TradingProxyBase(IWrappedEther(router.WETH())) {
        factory = IUniswapV2FactoryLike(router.factory());
    }

    function _pool(address tokenA, address tokenB) internal view override returns (address) {
        return factory.getPair(tokenA, tokenB);
    }

    function _swap(address pool, address tokenIn, address tokenOut, address to) internal override returns (uint256 amountOut) {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(pool, tokenIn, tokenOut);
        uint256 amountIn = IERC20(tokenIn).balanceOf(pool) - reserveIn;
        amountOut = KulAmmMath.getAmountOut(amountIn, reserveIn, reserveOut);
        (uint256 out0, uint256 out1) = tokenIn < tokenOut ? (uint256(0), amountOut) : (amountOut, uint256(0));
        IUniswapV2PairLike(pool).swap(out0, out1, to, "");
    }

    function _quote(address pool, address tokenIn, address tokenOut, uint256 amountIn)
        internal
        view
        override
        returns (uint256)
    {
        (uint256 reserveIn, uint256 reserveOut) = _reserves(pool, tokenIn, tokenOut);
        return KulAmmMath.getAmountOut(amountIn, reserveIn, reserveOut);
    }

    function _reserves(address pool, address tokenIn, address tokenOut) private view returns (uint256, uint256) {
        (uint112 r0, uint112 r1,) = IUniswapV2PairLike(pool).getReserves();
        return tokenIn < tokenOut ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
    }
}
