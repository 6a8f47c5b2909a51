// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IKulPair} from "../interfaces/IKulPair.sol";
import {IKulPairFactory} from "../interfaces/IKulPairFactory.sol";
import {KulAmmMath} from "./KulAmmMath.sol";

/// @title KUL AMM pair: a constant-product pool of two tokens whose shares are this ERC20
/// @notice Callers send tokens first, then call {swap}, {mint} or {burn}; the pair acts on what arrived,
/// so fee-on-transfer tokens are priced on the amount actually received.
contract KulPair is IKulPair, ERC20 {
    using SafeERC20 for IERC20;

    /// @notice Shares locked forever at the first deposit, so the share price can never be reset to zero.
    uint256 public constant MINIMUM_LIQUIDITY = 1000;
    address private constant _DEAD = 0x000000000000000000000000000000000000dEaD;

    /// @inheritdoc IKulPair
    address public immutable override token0;
    /// @inheritdoc IKulPair
    address public immutable override token1;
    /// @notice The factory that created this pair.
    address public immutable factory;

    uint112 private _reserve0; // both reserves share one slot: one SLOAD / SSTORE per swap
    uint112 private _reserve1;
    bool private transient _locked;

    /// @notice Emitted after a swap.
    event Swapped(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to);
    /// @notice Emitted after liquidity was added.
    event LiquidityAdded(address indexed sender, uint256 amount0, uint256 amount1, uint256 liquidity, address indexed to);
    /// @notice Emitted after liquidity was removed.
    event LiquidityRemoved(address indexed sender, uint256 amount0, uint256 amount1, uint256 liquidity, address indexed to);

    /// @notice A pair function was re-entered.
    error KulPairLocked();
    /// @notice `token` is neither token0 nor token1.
    error KulPairInvalidToken(address token);
    /// @notice Nothing arrived above the reserve of the input token.
    error KulPairInsufficientInput(uint256 balance, uint256 reserve);
    /// @notice The trade is too small to give any output.
    error KulPairInsufficientOutput(uint256 amountIn);
    /// @notice A deposit or withdrawal too small to mint or burn any share / token.
    error KulPairInsufficientLiquidity(uint256 amount0, uint256 amount1);
    /// @notice A balance no longer fits the 112-bit reserves.
    error KulPairOverflow(uint256 balance0, uint256 balance1);

    modifier lock() {
        if (_locked) revert KulPairLocked();
        _locked = true;
        _;
        _locked = false;
    }

    /// @dev No constructor arguments, so every pair has the same init code hash (CREATE2 addresses are computable).
    constructor() ERC20("KUL AMM Liquidity", "KUL-LP") {
        factory = msg.sender;
        (token0, token1) = IKulPairFactory(msg.sender).parameters();
    }

    /// @inheritdoc IKulPair
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1) {
        return (_reserve0, _reserve1);
    }

    /// @inheritdoc IKulPair
    function swap(address tokenIn, address to) external lock returns (uint256 amountOut) {
        bool zeroForOne = tokenIn == token0;
        if (!zeroForOne && tokenIn != token1) revert KulPairInvalidToken(tokenIn);
        (address tokenOut, uint256 reserveIn, uint256 reserveOut) =
            zeroForOne ? (token1, uint256(_reserve0), uint256(_reserve1)) : (token0, uint256(_reserve1), uint256(_reserve0));
        uint256 balanceIn = IERC20(tokenIn).balanceOf(address(this));
        if (balanceIn <= reserveIn) revert KulPairInsufficientInput(balanceIn, reserveIn);
        uint256 amountIn;
        unchecked {
            amountIn = balanceIn - reserveIn; // checked just above
        }
        amountOut = KulAmmMath.getAmountOut(amountIn, reserveIn, reserveOut);
        if (amountOut == 0) revert KulPairInsufficientOutput(amountIn);
        IERC20(tokenOut).safeTransfer(to, amountOut);
        // Read the real output balance: a token taking a fee from the sender must not leave phantom reserves.
        uint256 balanceOut = IERC20(tokenOut).balanceOf(address(this));
        if (zeroForOne) _setReserves(balanceIn, balanceOut);
        else _setReserves(balanceOut, balanceIn);
        emit Swapped(msg.sender, tokenIn, amountIn, amountOut, to);
    }

    /// @notice Mints shares for the tokens sent above the reserves.
    /// @param to Receiver of the shares.
    /// @return liquidity Shares minted.
    function mint(address to) external lock returns (uint256 liquidity) {
        uint256 balance0 = IERC20(token0).balanceOf(address(this));
        uint256 balance1 = IERC20(token1).balanceOf(address(this));
        uint256 amount0 = balance0 - _reserve0;
        uint256 amount1 = balance1 - _reserve1;
        uint256 supply = totalSupply();
        if (supply == 0) {
            uint256 root = Math.sqrt(amount0 * amount1);
            if (root <= MINIMUM_LIQUIDITY) revert KulPairInsufficientLiquidity(amount0, amount1);
            _mint(_DEAD, MINIMUM_LIQUIDITY);
            liquidity = root - MINIMUM_LIQUIDITY;
        } else {
            liquidity = Math.min((amount0 * supply) / _reserve0, (amount1 * supply) / _reserve1);
            if (liquidity == 0) revert KulPairInsufficientLiquidity(amount0, amount1);
        }
        _mint(to, liquidity);
        _setReserves(balance0, balance1);
        emit LiquidityAdded(msg.sender, amount0, amount1, liquidity, to);
    }

    /// @notice Burns the shares sent to the pair and sends both tokens pro rata to `to`.
    /// @param to Receiver of the tokens.
    /// @return amount0 Token0 sent.
    /// @return amount1 Token1 sent.
    function burn(address to) external lock returns (uint256 amount0, uint256 amount1) {
        uint256 liquidity = balanceOf(address(this));
        uint256 supply = totalSupply();
        amount0 = (liquidity * IERC20(token0).balanceOf(address(this))) / supply;
        amount1 = (liquidity * IERC20(token1).balanceOf(address(this))) / supply;
        if (amount0 == 0 || amount1 == 0) revert KulPairInsufficientLiquidity(amount0, amount1);
        _burn(address(this), liquidity);
        IERC20(token0).safeTransfer(to, amount0);
        IERC20(token1).safeTransfer(to, amount1);
        _setReserves(IERC20(token0).balanceOf(address(this)), IERC20(token1).balanceOf(address(this)));
        emit LiquidityRemoved(msg.sender, amount0, amount1, liquidity, to);
    }

    function _setReserves(uint256 balance0, uint256 balance1) private {
        if (balance0 > type(uint112).max || balance1 > type(uint112).max) revert KulPairOverflow(balance0, balance1);
        (_reserve0, _reserve1) = (uint112(balance0), uint112(balance1));
    }
}
