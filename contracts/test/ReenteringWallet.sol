// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Test account (a contract trader or partner wallet) that calls back on every ether payment it receives
/// @notice The callback's failure is recorded, not bubbled, so a test can see that the re-entry was refused while
/// the payment itself went through.
contract ReenteringWallet {
    address private _target;
    bytes private _data;

    /// @notice Calls back made on receipt.
    uint256 public reentryAttempts;
    /// @notice Calls back that succeeded (a re-entry the target should have refused).
    uint256 public reentrySuccesses;

    /// @notice Arms the callback; a zero target disarms it.
    /// @param target Contract to call back.
    /// @param data Call data.
    function setHook(address target, bytes calldata data) external {
        (_target, _data) = (target, data);
    }

    /// @notice Calls `target` with `data` and the sent value, bubbling a revert.
    /// @param target Contract to call.
    /// @param data Call data.
    function execute(address target, bytes calldata data) external payable returns (bytes memory result) {
        bool ok;
        (ok, result) = target.call{value: msg.value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// @notice Accepts ether and, when armed, calls back.
    receive() external payable {
        address target = _target;
        if (target == address(0)) return;
        ++reentryAttempts;
        (bool ok,) = target.call(_data);
        if (ok) ++reentrySuccesses;
    }
}
