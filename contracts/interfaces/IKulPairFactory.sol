// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Factory of KUL AMM constant-product pairs
interface IKulPairFactory {
    /// @notice Emitted once per pair, tokens sorted ascending.
    event PairCreated(address indexed token0, address indexed token1, address pair, uint256 pairCount);

    /// @notice Creates the pair of two distinct non-zero tokens at a CREATE2 address.
    /// @param tokenA One token of the pair.
    /// @param tokenB The other token.
    /// @return pair The new pair.
    function createPair(address tokenA, address tokenB) external returns (address pair);

    /// @notice The pair of two tokens (either order), or the zero address.
    /// @param tokenA One token.
    /// @param tokenB The other token.
    function getPair(address tokenA, address tokenB) external view returns (address);

    /// @notice Pair at position `index` in creation order.
    /// @param index Position, below {allPairsLength}.
    function allPairs(uint256 index) external view returns (address);

    /// @notice Number of pairs created.
    function allPairsLength() external view returns (uint256);

    /// @notice keccak256 of the pair creation code, for computing pair addresses off-chain and in proxies.
    function pairInitCodeHash() external view returns (bytes32);

    /// @notice Sorted tokens of the pair being created; read by the pair's constructor only.
    function parameters() external view returns (address token0, address token1);
}
