// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @title Wrapped ether (WETH9-compatible calls)
interface IWrappedEther is IERC20 {
    /// @notice Wraps the sent ether 1:1.
    function deposit() external payable;

    /// @notice Unwraps `amount` and sends the ether to the caller.
    /// @param amount Amount of wrapped ether to burn.
    function withdraw(uint256 amount) external;
}

/// @title Wrapped ether that can wrap straight into another account (the WETH10-style `depositTo`)
interface IWrappedEtherDepositTo is IWrappedEther {
    /// @notice Wraps the sent ether 1:1 into `to`'s balance.
    /// @param to Receiver of the wrapped ether.
    function depositTo(address to) external payable;
}
