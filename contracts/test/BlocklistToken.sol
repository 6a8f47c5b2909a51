// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TestToken} from "../tokens/TestToken.sol";

/// @title USDC-like test token: its issuer can blocklist an account, which can then neither send nor receive it
contract BlocklistToken is TestToken {
    mapping(address account => bool) private _blocked;

    /// @notice Emitted after an account was blocklisted or cleared.
    event BlocklistUpdated(address indexed account, bool blocked);

    /// @notice `account` is blocklisted.
    error BlocklistTokenBlocked(address account);

    constructor() TestToken("Blocklist USD", "BUSD", 6) {}

    /// @notice Blocklists or clears `account` (open to anyone: a test double).
    /// @param account The account.
    /// @param blocked Whether it is blocklisted.
    function setBlocked(address account, bool blocked) external {
        _blocked[account] = blocked;
        emit BlocklistUpdated(account, blocked);
    }

    /// @notice Whether `account` is blocklisted.
    /// @param account The account.
    function isBlocked(address account) external view returns (bool) {
        return _blocked[account];
    }

    function _update(address from, address to, uint256 value) internal override {
        if (_blocked[from]) revert BlocklistTokenBlocked(from);
        if (_blocked[to]) revert BlocklistTokenBlocked(to);
        super._update(from, to, value);
    }
}
