// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Test account that forwards any call and refuses every ether payment
contract RevertingEthReceiver {
    /// @notice Ether sent to this contract is refused.
    error EthRefused(uint256 amount);

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

    /// @notice Refuses every ether payment.
    receive() external payable {
        revert EthRefused(msg.value);
    }
}
