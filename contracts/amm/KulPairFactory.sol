// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IKulPairFactory} from "../interfaces/IKulPairFactory.sol";
import {KulPair} from "./KulPair.sol";

/// @title Creates KUL AMM pairs at deterministic CREATE2 addresses
contract KulPairFactory is IKulPairFactory {
    /// @inheritdoc IKulPairFactory
    bytes32 public immutable pairInitCodeHash = keccak256(type(KulPair).creationCode);

    mapping(address => mapping(address => address)) private _pairs;
    address[] private _allPairs;
    address private transient _token0;
    address private transient _token1;

    /// @notice Both tokens of a pair are the same.
    error KulFactoryIdenticalTokens(address token);
    /// @notice A token of a pair is the zero address.
    error KulFactoryZeroAddress();
    /// @notice The pair already exists.
    error KulFactoryPairExists(address pair);

    /// @inheritdoc IKulPairFactory
    function createPair(address tokenA, address tokenB) external returns (address pair) {
        if (tokenA == tokenB) revert KulFactoryIdenticalTokens(tokenA);
        (address t0, address t1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
        if (t0 == address(0)) revert KulFactoryZeroAddress();
        address existing = _pairs[t0][t1];
        if (existing != address(0)) revert KulFactoryPairExists(existing);
        (_token0, _token1) = (t0, t1);
        pair = address(new KulPair{salt: keccak256(abi.encodePacked(t0, t1))}());
        (_token0, _token1) = (address(0), address(0));
        _pairs[t0][t1] = pair;
        _pairs[t1][t0] = pair;
        _allPairs.push(pair);
        emit PairCreated(t0, t1, pair, _allPairs.length);
    }

    /// @inheritdoc IKulPairFactory
    function parameters() external view returns (address token0, address token1) {
        return (_token0, _token1);
    }

    /// @inheritdoc IKulPairFactory
    function getPair(address tokenA, address tokenB) external view returns (address) {
        return _pairs[tokenA][tokenB];
    }

    /// @inheritdoc IKulPairFactory
    function allPairs(uint256 index) external view returns (address) {
        return _allPairs[index];
    }

    /// @inheritdoc IKulPairFactory
    function allPairsLength() external view returns (uint256) {
        return _allPairs.length;
    }
}
