// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IKulPair} from "../interfaces/IKulPair.sol";
import {IKulPairFactory} from "../interfaces/IKulPairFactory.sol";
import {IWrappedEther, IWrappedEtherDepositTo} from "../interfaces/IWrappedEther.sol";
import {KulAmmMath} from "../amm/KulAmmMath.sol";
import {TradingProxyBase} from "./TradingProxyBase.sol";

/// @title Trading proxy for a KUL AMM venue (local and test networks)
/// @notice The venue's WETH must be the KUL AMM's own {WrappedEther} (it has `depositTo`), as the local stack deploys.
contract KulAmmTradingProxy is TradingProxyBase {
    /// @notice The venue's pair factory.
    IKulPairFactory public immutable factory;
    bytes32 private immutable _pairInitCodeHash;

    /// @param factory_ The venue's pair factory.
    /// @param weth_ Wrapped ether paired in the venue's ETH pools.
    constructor(IKulPairFactory factory_, IWrappedEther weth_) TradingProxyBase(weth_) {
        factory = factory_;
        _pairInitCodeHash = factory_.pairInitCodeHash();
    }

    /// @dev Computed, not looked up: saves the factory call and its storage read on every trade. The CREATE2
    /// address keccak256(0xff ++ factory ++ keccak256(token0 ++ token1) ++ initCodeHash), hashed in scratch memory
    /// above the free memory pointer (left unchanged): abi.encodePacked would allocate and copy twice per call.
    function _pool(address tokenA, address tokenB) internal view override returns (address pool) {
        (address t0, address t1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        address factoryAddress = address(factory);
        bytes32 initCodeHash = _pairInitCodeHash;
        assembly ("memory-safe") {
            let p := mload(0x40)
            mstore(p, shl(96, t0))
            mstore(add(p, 0x14), shl(96, t1))
            let salt := keccak256(p, 0x28)
            mstore8(p, 0xff)
            mstore(add(p, 0x01), shl(96, factoryAddress))
            mstore(add(p, 0x15), salt)
            mstore(add(p, 0x35), initCodeHash)
            pool := and(keccak256(p, 0x55), 0xffffffffffffffffffffffffffffffffffffffff)
        }
    }

    /// @dev Wraps an ETH trade straight into the pool (WrappedEther's `depositTo`): about 9,000 gas less than
    /// wrapping into this proxy and transferring on, and the transaction keeps its refund for the router's own
    /// zero-to-zero output balance (a 20,000 gas write each, refunds capped at a fifth of the gas used).
    function _wrapInto(address pool, uint256 amount) internal override {
        IWrappedEtherDepositTo(address(weth)).depositTo{value: amount}(pool);
    }

    function _swap(address pool, address tokenIn, address, address to) internal override returns (uint256) {
        return IKulPair(pool).swap(tokenIn, to);
    }

    function _quote(address pool, address tokenIn, address tokenOut, uint256 amountIn)
        internal
        view
        override
        returns (uint256)
    {
        (uint256 r0, uint256 r1) = IKulPair(pool).getReserves();
        return tokenIn < tokenOut ? KulAmmMath.getAmountOut(amountIn, r0, r1) : KulAmmMath.getAmountOut(amountIn, r1, r0);
    }
}
