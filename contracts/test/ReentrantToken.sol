// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestToken} from "../tokens/TestToken.sol";

/// @title Test token that calls `target` with `data` on every transfer (a re-entry attempt) and bubbles its revert
contract ReentrantToken is TestToken {
    address private _target;
    bytes private _data;

    constructor() TestToken("Reentrant", "REENTER", 18) {}

    /// @notice Arms the callback; a zero target disarms it.
    /// @param target Contract to call back.
    /// @param data Call data.
    function setHook(address target, bytes calldata data) external {
        (_target, _data) = (target, data);
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        address target = _target;
        if (target == address(0) || from == address(0)) return;
        (bool ok, bytes memory result) = target.call(_data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }
}
