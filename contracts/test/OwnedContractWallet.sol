// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title Test contract wallet that approves what its owner's key signed (EIP-1271)
contract OwnedContractWallet is IERC1271 {
    address private immutable _owner;

    /// @param owner_ The key whose signatures the wallet accepts as its own.
    constructor(address owner_) {
        _owner = owner_;
    }

    /// @notice The key whose signatures the wallet accepts.
    function owner() external view returns (address) {
        return _owner;
    }

    /// @notice EIP-1271: the magic value when `signature` over `hash` is the owner's, else 0xffffffff.
    /// @param hash The signed digest (for a message, its EIP-191 hash).
    /// @param signature The owner's 65-byte ECDSA signature.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4 magicValue) {
        (address signer, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(hash, signature);
        return failure == ECDSA.RecoverError.NoError && signer == _owner ? IERC1271.isValidSignature.selector : bytes4(0xffffffff);
    }
}
