// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Constant-product pricing with a 0.3 % input fee
library KulAmmMath {
    /// @dev Fee kept by liquidity providers, in thousandths of the input.
    uint256 internal constant FEE_PER_MILLE = 3;

    /// @notice Output for `amountIn` so that (reserveIn + 0.997 amountIn) * (reserveOut - out) >= reserveIn * reserveOut.
    /// @dev Rounded down, so the pool never loses; 0 when a reserve is empty.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) internal pure returns (uint256) {
        if (amountIn == 0 || reserveIn == 0 || reserveOut == 0) return 0;
        uint256 inWithFee = amountIn * (1000 - FEE_PER_MILLE);
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }
}
