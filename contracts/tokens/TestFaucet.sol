// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title The mint call shared by TestToken and TetherLikeToken
interface IMintableToken {
    /// @notice Mints `amount` to `to`.
    function mint(address to, uint256 amount) external;
}

/// @title Funds many test accounts with many open-mint test tokens in one transaction (local and test networks)
contract TestFaucet {
    /// @notice `tokens` and `amounts` differ in length.
    error TestFaucetLengthMismatch(uint256 tokens, uint256 amounts);

    /// @notice Mints `amounts[j]` of `tokens[j]` to every account.
    /// @param tokens Open-mint test tokens.
    /// @param amounts Amount of each token, in base units.
    /// @param accounts Accounts to fund.
    function fund(address[] calldata tokens, uint256[] calldata amounts, address[] calldata accounts) external {
        if (tokens.length != amounts.length) revert TestFaucetLengthMismatch(tokens.length, amounts.length);
        for (uint256 i; i < accounts.length; ++i) {
            for (uint256 j; j < tokens.length; ++j) {
                IMintableToken(tokens[j]).mint(accounts[i], amounts[j]);
            }
        }
    }
}
