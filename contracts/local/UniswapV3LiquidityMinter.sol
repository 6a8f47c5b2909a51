// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IUniswapV3PoolLike} from "../interfaces/IUniswapV3Like.sol";

/// @title Places liquidity in Uniswap V3 pools for the local stack, tests and benchmarks, paying from its own token balance
/// @notice Owns the positions it mints; fund it with both tokens first. The mint callback pays only the pool
/// this contract is minting in at that moment.
contract UniswapV3LiquidityMinter {
    using SafeERC20 for IERC20;

    address private transient _minting;

    /// @notice A mint callback came from another address than the pool being minted in.
    error MinterUnexpectedCallback(address caller);

    /// @notice Adds `liquidity` to `pool` between `tickLower` and `tickUpper`.
    /// @param pool A Uniswap V3 pool.
    /// @param tickLower Lower tick (a multiple of the pool's spacing).
    /// @param tickUpper Upper tick (a multiple of the pool's spacing).
    /// @param liquidity Liquidity to add.
    /// @return amount0 Token0 paid.
    /// @return amount1 Token1 paid.
    function mint(address pool, int24 tickLower, int24 tickUpper, uint128 liquidity)
        external
        returns (uint256 amount0, uint256 amount1)
    {
        _minting = pool;
        (amount0, amount1) = IUniswapV3PoolLike(pool).mint(address(this), tickLower, tickUpper, liquidity, "");
        _minting = address(0);
    }

    /// @notice Pays the pool being minted in what it is owed.
    /// @param amount0Owed Token0 owed.
    /// @param amount1Owed Token1 owed.
    function uniswapV3MintCallback(uint256 amount0Owed, uint256 amount1Owed, bytes calldata) external {
        if (msg.sender != _minting || msg.sender == address(0)) revert MinterUnexpectedCallback(msg.sender);
        IUniswapV3PoolLike pool = IUniswapV3PoolLike(msg.sender);
        if (amount0Owed != 0) _pay(IERC20(pool.token0()), amount0Owed);
        if (amount1Owed != 0) _pay(IERC20(pool.token1()), amount1Owed);
    }

    /// @dev Sends until the pool's balance grew by `owed`: a token that takes a fee on transfer needs more sent.
    function _pay(IERC20 token, uint256 owed) private {
        uint256 target = token.balanceOf(msg.sender) + owed;
        uint256 send = owed;
        for (uint256 i; i < 4; ++i) {
            uint256 before = token.balanceOf(msg.sender);
            token.safeTransfer(msg.sender, send);
            uint256 arrived = token.balanceOf(msg.sender) - before;
            if (before + arrived >= target) return;
            uint256 missing = target - before - arrived;
            send = arrived == 0 ? missing : (missing * send) / arrived + 1;
        }
    }
}
