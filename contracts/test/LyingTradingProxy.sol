// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ITradingProxy} from "../interfaces/ITradingProxy.sol";

/// @title Test proxy that delivers `delivered` of the destination token but reports `reported`
/// @notice Keeps whatever it is sent; must be pre-funded with the destination token.
contract LyingTradingProxy is ITradingProxy {
    uint256 private immutable _delivered;
    uint256 private immutable _reported;

    constructor(uint256 delivered, uint256 reported) {
        (_delivered, _reported) = (delivered, reported);
    }

    /// @inheritdoc ITradingProxy
    function depositAddress(address, address) external view returns (address) {
        return address(this);
    }

    /// @inheritdoc ITradingProxy
    function trade(address, address dest, uint256, address recipient) external payable returns (uint256) {
        IERC20(dest).transfer(recipient, _delivered);
        return _reported;
    }

    /// @inheritdoc ITradingProxy
    function getDestinationReturnAmount(address, address, uint256) external view returns (uint256) {
        return _reported;
    }
}
