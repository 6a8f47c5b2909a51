// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Reads many balances and allowances in one call
/// @notice A token that reverts or is not a contract reads as 0, so one bad token never fails the batch.
contract BalanceReader {
    /// @notice Placeholder address for ether.
    address public constant ETH = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    /// @notice Balances of every owner in every token, owner-major: `balances[i * tokens.length + j]`.
    /// @param owners Accounts to read.
    /// @param tokens Tokens to read; the ETH placeholder reads the ether balance.
    /// @return balances One entry per (owner, token).
    function balancesOf(address[] calldata owners, address[] calldata tokens)
        external
        view
        returns (uint256[] memory balances)
    {
        balances = new uint256[](owners.length * tokens.length);
        for (uint256 i; i < owners.length; ++i) {
            for (uint256 j; j < tokens.length; ++j) {
                balances[i * tokens.length + j] = tokens[j] == ETH
                    ? owners[i].balance
                    : _read(tokens[j], abi.encodeWithSelector(0x70a08231, owners[i]));
            }
        }
    }

    /// @notice Allowances given by `owner` to `spender` in each token; ETH needs none and reads as the maximum.
    /// @param owner Account giving the allowances.
    /// @param spender Account allowed to spend.
    /// @param tokens Tokens to read.
    /// @return allowances One entry per token.
    function allowancesOf(address owner, address spender, address[] calldata tokens)
        external
        view
        returns (uint256[] memory allowances)
    {
        allowances = new uint256[](tokens.length);
        for (uint256 j; j < tokens.length; ++j) {
            allowances[j] = tokens[j] == ETH
                ? type(uint256).max
                : _read(tokens[j], abi.encodeWithSelector(0xdd62ed3e, owner, spender));
        }
    }

    function _read(address token, bytes memory data) private view returns (uint256 value) {
        if (token.code.length == 0) return 0;
        (bool ok, bytes memory result) = token.staticcall(data);
        if (ok && result.length >= 32) value = abi.decode(result, (uint256));
    }
}
