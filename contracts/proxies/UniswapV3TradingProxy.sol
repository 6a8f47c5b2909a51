// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ITradingProxy} from "../interfaces/ITradingProxy.sol";
import {IWrappedEther} from "../interfaces/IWrappedEther.sol";
import {
    IUniswapV3FactoryLike, IUniswapV3PoolLike, IUniswapV3SwapCallbackLike
} from "../interfaces/IUniswapV3Like.sol";
import {UniswapV3QuoteMath} from "./UniswapV3QuoteMath.sol";

/// @title Trading proxy for the Uniswap V3 pools of one fee tier
/// @notice Exact-input swaps through the pool of a pair at this proxy's fee tier. The router deposits the input
/// here (V3 pools take their input in a swap callback, never beforehand); the proxy swaps that input, and its
/// swap callback pays only the pool of this trade, whose address is the factory's CREATE2
/// address of (token0, token1, fee) with the canonical pool init code hash, and never more than that input. A
/// swap that stops early (the pool ran out of liquidity before its price limit) reverts, so nothing stays here.
/// One proxy serves one fee tier: deploy one per tier (0.05 %, 0.3 %, 1 %) and list each as its own venue.
/// @dev Tokens that take a fee on transfer cannot be sold here (less than the input arrives, and V3 pools check
/// their balance grew by the whole input); they can be bought, since the router measures what arrived.
contract UniswapV3TradingProxy is ITradingProxy, IUniswapV3SwapCallbackLike {
    using SafeERC20 for IERC20;

    /// @notice Placeholder address for ether.
    address public constant ETH = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    /// @notice keccak256 of the canonical UniswapV3Pool creation code (mainnet, Sepolia, `@uniswap/v3-core` 1.0.1).
    bytes32 public constant POOL_INIT_CODE_HASH = 0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54;

    /// @dev The pools' price bounds, one step inside (a swap's price limit must lie strictly within them).
    uint160 private constant MIN_SQRT_PRICE_LIMIT = UniswapV3QuoteMath.MIN_SQRT_PRICE + 1;
    uint160 private constant MAX_SQRT_PRICE_LIMIT = UniswapV3QuoteMath.MAX_SQRT_PRICE - 1;

    /// @notice The Uniswap V3 factory whose pools this proxy trades in.
    address public immutable factory;
    /// @notice Wrapped ether held by the pools.
    IWrappedEther public immutable weth;
    /// @notice The fee tier of this proxy's pools, in hundredths of a basis point (500 = 0.05 %).
    uint24 public immutable fee;

    /// @dev The swap in progress: its pool (the only caller the swap callback pays), its direction, the token it
    /// sells and the most the pool may take of it.
    address private transient _swapPool;
    bool private transient _zeroForOne;
    address private transient _payToken;
    uint256 private transient _maxPayment;

    /// @notice The factory offers no such fee tier.
    error UniswapV3TradingProxyUnknownFeeTier(uint24 fee);
    /// @notice No pool of the two tokens exists at this proxy's fee tier.
    error UniswapV3TradingProxyNoPool(address tokenA, address tokenB);
    /// @notice Source and destination are the same token (ETH counted as WETH).
    error UniswapV3TradingProxySameToken(address token);
    /// @notice msg.value must equal the amount for ETH and be zero for tokens.
    error UniswapV3TradingProxyValueMismatch(uint256 expected, uint256 actual);
    /// @notice The input is zero or more than a pool can take in one swap.
    error UniswapV3TradingProxyBadInput(uint256 amountIn);
    /// @notice The pool took less than the whole input: it ran out of liquidity before the price limit.
    error UniswapV3TradingProxyPartialFill(uint256 amountIn, uint256 taken);
    /// @notice A swap callback came from anything but the pool of the swap in progress.
    error UniswapV3TradingProxyUnauthorizedCallback(address caller);
    /// @notice The pool asked for more than the swap's input, or for a token the swap does not sell.
    error UniswapV3TradingProxyExcessivePayment(int256 amount0Delta, int256 amount1Delta, uint256 maxPayment);
    /// @notice {trade} was entered again while a swap was in progress.
    error UniswapV3TradingProxyReentered();
    /// @notice Sending ether to the recipient failed.
    error UniswapV3TradingProxyEthTransferFailed(address to, uint256 amount);
    /// @notice Ether may only arrive from WETH unwrapping.
    error UniswapV3TradingProxyUnexpectedEther(address sender);

    /// @param factory_ A Uniswap V3 factory deploying the canonical pool bytecode.
    /// @param weth_ Wrapped ether of the network.
    /// @param fee_ The fee tier this proxy trades (500, 3000, 10000 on a fresh factory).
    constructor(address factory_, IWrappedEther weth_, uint24 fee_) {
        if (IUniswapV3FactoryLike(factory_).feeAmountTickSpacing(fee_) == 0) revert UniswapV3TradingProxyUnknownFeeTier(fee_);
        factory = factory_;
        weth = weth_;
        fee = fee_;
    }

    /// @notice Accepts ether from WETH only (unwrapping an output).
    receive() external payable {
        if (msg.sender != address(weth)) revert UniswapV3TradingProxyUnexpectedEther(msg.sender);
    }

    /// @notice The address of the pool of two tokens at this proxy's fee tier (it may have no code yet).
    /// @param tokenA One token.
    /// @param tokenB The other token.
    function poolFor(address tokenA, address tokenB) public view returns (address) {
        (address token0, address token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        bytes32 salt = keccak256(abi.encode(token0, token1, fee));
        return address(uint160(uint256(keccak256(abi.encodePacked(hex"ff", factory, salt, POOL_INIT_CODE_HASH)))));
    }

    /// @inheritdoc ITradingProxy
    /// @dev Always this proxy: the pool takes its input in the swap callback, paid from here.
    function depositAddress(address src, address dest) external view returns (address) {
        _existingPool(_wrapped(src), _wrapped(dest));
        return address(this);
    }

    /// @inheritdoc ITradingProxy
    /// @dev Swaps `srcAmount` of the input token, which the router deposited here (or sent as value).
    function trade(address src, address dest, uint256 srcAmount, address recipient)
        external
        payable
        returns (uint256 destAmount)
    {
        if (_swapPool != address(0)) revert UniswapV3TradingProxyReentered();
        address tokenIn = _wrapped(src);
        address tokenOut = _wrapped(dest);
        if (tokenIn == tokenOut) revert UniswapV3TradingProxySameToken(tokenIn);
        address pool = _existingPool(tokenIn, tokenOut);
        if (src == ETH) {
            if (msg.value != srcAmount) revert UniswapV3TradingProxyValueMismatch(srcAmount, msg.value);
            weth.deposit{value: srcAmount}();
        } else if (msg.value != 0) {
            revert UniswapV3TradingProxyValueMismatch(0, msg.value);
        }
        // The router deposited exactly srcAmount here. A token taking a fee on transfer left less, and the payment
        // in the callback fails: V3 pools cannot take such a token as input anyway (their balance check).
        uint256 amountIn = srcAmount;
        if (amountIn == 0 || amountIn > uint256(type(int256).max)) revert UniswapV3TradingProxyBadInput(amountIn);

        bool zeroForOne = tokenIn < tokenOut;
        (_swapPool, _zeroForOne, _payToken, _maxPayment) = (pool, zeroForOne, tokenIn, amountIn);
        (int256 amount0, int256 amount1) = IUniswapV3PoolLike(pool).swap(
            dest == ETH ? address(this) : recipient,
            zeroForOne,
            int256(amountIn),
            zeroForOne ? MIN_SQRT_PRICE_LIMIT : MAX_SQRT_PRICE_LIMIT,
            ""
        );
        _swapPool = address(0);

        (int256 taken, int256 given) = zeroForOne ? (amount0, amount1) : (amount1, amount0);
        if (taken != int256(amountIn)) revert UniswapV3TradingProxyPartialFill(amountIn, taken < 0 ? 0 : uint256(taken));
        destAmount = uint256(-given);
        if (dest == ETH) {
            weth.withdraw(destAmount);
            (bool ok,) = recipient.call{value: destAmount}("");
            if (!ok) revert UniswapV3TradingProxyEthTransferFailed(recipient, destAmount);
        }
    }

    /// @notice Pays the pool of the swap in progress what it is owed of the input token, at most the input.
    /// @param amount0Delta Token0 owed to the pool (positive) or sent by it (negative).
    /// @param amount1Delta Token1 owed to the pool (positive) or sent by it (negative).
    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata) external {
        address pool = _swapPool;
        // _swapPool is set only by {trade}, to the factory's CREATE2 address of the pair at this tier.
        if (pool == address(0) || msg.sender != pool) revert UniswapV3TradingProxyUnauthorizedCallback(msg.sender);
        uint256 maxPayment = _maxPayment;
        _maxPayment = 0; // one payment per swap
        (int256 owed, int256 other) = _zeroForOne ? (amount0Delta, amount1Delta) : (amount1Delta, amount0Delta);
        if (owed <= 0 || other > 0 || uint256(owed) > maxPayment) {
            revert UniswapV3TradingProxyExcessivePayment(amount0Delta, amount1Delta, maxPayment);
        }
        IERC20(_payToken).safeTransfer(pool, uint256(owed));
    }

    /// @inheritdoc ITradingProxy
    /// @dev Walks the pool's initialised ticks as its swap would ({UniswapV3QuoteMath}); 0 without a pool, and 0 when
    /// the pool cannot take the whole amount before the edge of its price range (the trade would revert).
    function getDestinationReturnAmount(address src, address dest, uint256 srcAmount) external view returns (uint256) {
        address tokenIn = _wrapped(src);
        address tokenOut = _wrapped(dest);
        if (tokenIn == tokenOut || srcAmount == 0 || srcAmount > uint256(type(int256).max)) return 0;
        address pool = poolFor(tokenIn, tokenOut);
        if (pool.code.length == 0) return 0;
        bool zeroForOne = tokenIn < tokenOut;
        return UniswapV3QuoteMath.quoteExactInput(
            IUniswapV3PoolLike(pool), zeroForOne, srcAmount, zeroForOne ? MIN_SQRT_PRICE_LIMIT : MAX_SQRT_PRICE_LIMIT
        );
    }

    function _existingPool(address tokenA, address tokenB) private view returns (address pool) {
        pool = poolFor(tokenA, tokenB);
        // Checking the code also warms the pool's account for the swap that follows.
        if (pool.code.length == 0) revert UniswapV3TradingProxyNoPool(tokenA, tokenB);
    }

    function _wrapped(address asset) private view returns (address) {
        return asset == ETH ? address(weth) : asset;
    }
}
