// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title A venue adapter the router trades through
/// @notice The router sends source tokens to `depositAddress(src, dest)` (or ETH as call value), then calls
/// `trade`. A proxy must never be trusted for amounts: the router measures what actually arrived.
interface ITradingProxy {
    /// @notice Where the router must send `src` tokens before calling {trade} (a pool, or the proxy itself).
    /// @param src Source token (never the ETH placeholder, which is sent as call value).
    /// @param dest Destination token or the ETH placeholder.
    function depositAddress(address src, address dest) external view returns (address);

    /// @notice Swaps the source already deposited (or sent as value) and sends the output to `recipient`.
    /// @param src Source token or the ETH placeholder.
    /// @param dest Destination token or the ETH placeholder.
    /// @param srcAmount Amount the caller sent; pools read what actually arrived.
    /// @param recipient Receiver of the destination asset.
    /// @return destAmount Output the proxy claims to have sent (informational only).
    function trade(address src, address dest, uint256 srcAmount, address recipient)
        external
        payable
        returns (uint256 destAmount);

    /// @notice Output of trading `srcAmount` of `src` for `dest` now, before any router fee; 0 without a pool.
    /// @param src Source token or the ETH placeholder.
    /// @param dest Destination token or the ETH placeholder.
    /// @param srcAmount Amount of `src` to sell.
    function getDestinationReturnAmount(address src, address dest, uint256 srcAmount)
        external
        view
        returns (uint256);
}
