// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @title The router's trading gate: an operator-signed authorization per trade
/// @notice While the gate is on, every trade must carry an EIP-712 `TradeAuthorization` signed by the operator's
/// gate signer. The operator signs one only for an account that may trade (active, KYC approved, both tests, the
/// daily objective) and only for the wallet proven to belong to it, so the rules the server knows hold at the
/// router too, with no personal data on chain and no extra signature from the trader. The authorization binds the
/// trader, the pair and the amount sold; the venues, the split and the minimum are free, so a re-quote needs no new
/// authorization. Each id is usable once (a bitmap, one word per 256 ids) and can be cancelled by the owner.
/// @dev The on/off flag lives in the router's platform slot (see {RouterAdmin}): a trade reads it with the platform
/// partner's record in one slot, so the gate costs an ungated trade no storage read of its own. A gated trade then
/// reads the signer's slot and the id's bitmap word.
abstract contract RouterTradeGate is EIP712 {
    /// @notice What a trader passes with a trade: the signed fields the call does not already carry, and the
    /// operator's signature (65 bytes r, s, v; or 64 bytes EIP-2098). Empty (all zero) while the gate is off.
    struct TradeAuthorization {
        address trader;
        uint256 authId;
        uint64 expiry;
        bytes signature;
    }

    /// @notice EIP-712 type hash of the signed message.
    bytes32 public constant TRADE_AUTHORIZATION_TYPEHASH = keccak256(
        "TradeAuthorization(address trader,address src,address dest,uint256 srcAmount,uint256 authId,uint64 expiry)"
    );

    /// @dev The gate signer (whether the gate is on is {_tradeGateOn}).
    address private _tradeSigner;
    /// @dev Bit `id & 255` of word `id >> 8` is set once authorization `id` was used or cancelled.
    mapping(uint256 word => uint256 bits) private _spentAuthorizations;

    /// @notice Emitted when a trade used authorization `authId`.
    event TradeAuthorizationUsed(uint256 indexed authId, address indexed trader);
    /// @notice Emitted when the owner cancelled authorization `authId` before it was used.
    event TradeAuthorizationCancelled(uint256 indexed authId);
    /// @notice Emitted when the owner set the gate signer (first setting or rotation).
    event TradeSignerChanged(address indexed previousSigner, address indexed newSigner);
    /// @notice Emitted when the owner turned the gate on or off.
    event TradeGateSwitched(bool on);

    /// @notice The gate is on and the trade carries no authorization.
    error RouterAuthorizationRequired(address trader);
    /// @notice The authorization was issued for another wallet than the one sending the trade.
    error RouterAuthorizationWrongTrader(address authorized, address sender);
    /// @notice The authorization expired (`expiry` unix seconds is before the block's time).
    error RouterAuthorizationExpired(uint256 authId, uint256 expiry, uint256 blockTimestamp);
    /// @notice The authorization was already used or was cancelled.
    error RouterAuthorizationSpent(uint256 authId);
    /// @notice The signature does not recover to the gate signer for these fields (another trade, pair, amount,
    /// id, expiry, chain or router; an old signer; a malformed or malleable signature gives `recovered` zero).
    error RouterAuthorizationInvalidSignature(uint256 authId, address recovered, address signer);
    /// @notice The gate cannot be turned on before a signer is set.
    error RouterTradeSignerNotSet();

    constructor() EIP712("KUL Swap Router", "1") {}

    /// @notice The gate signer, and whether the gate is on.
    function tradeGate() external view returns (address signer, bool on) {
        return (_tradeSigner, _tradeGateOn());
    }

    /// @notice Whether authorization `authId` was used or cancelled.
    /// @param authId The authorization id.
    function isTradeAuthorizationSpent(uint256 authId) external view returns (bool) {
        return _spentAuthorizations[authId >> 8] & (1 << (authId & 255)) != 0;
    }

    /// @notice The EIP-712 digest the gate signer signs for these fields (on this chain, for this router).
    function tradeAuthorizationDigest(
        address trader,
        address src,
        address dest,
        uint256 srcAmount,
        uint256 authId,
        uint64 expiry
    ) external view returns (bytes32) {
        return _tradeAuthorizationDigest(trader, src, dest, srcAmount, authId, expiry);
    }

    /// @dev Checks the authorization of a trade by msg.sender of `srcAmount` of `src` for `dest` and spends its id;
    /// does nothing while the gate is off (`on`, as read by the trade with its partner). Called before any token moves.
    function _useTradeAuthorization(
        bool on,
        address src,
        address dest,
        uint256 srcAmount,
        TradeAuthorization calldata auth
    ) internal {
        if (!on) return; // the gate off costs an ungated trade this one branch: its flag came with the partner's slot
        address signer = _tradeSigner;
        if (auth.signature.length == 0) revert RouterAuthorizationRequired(msg.sender);
        if (auth.trader != msg.sender) revert RouterAuthorizationWrongTrader(auth.trader, msg.sender);
        uint256 authId = auth.authId;
        if (block.timestamp > auth.expiry) revert RouterAuthorizationExpired(authId, auth.expiry, block.timestamp);
        uint256 word = authId >> 8;
        uint256 bit = 1 << (authId & 255);
        uint256 bits = _spentAuthorizations[word];
        if (bits & bit != 0) revert RouterAuthorizationSpent(authId);
        bytes32 digest = _tradeAuthorizationDigest(msg.sender, src, dest, srcAmount, authId, auth.expiry);
        // tryRecover refuses a high-s (malleable) signature and a bad length with recovered = 0.
        (address recovered,,) = ECDSA.tryRecoverCalldata(digest, auth.signature);
        if (recovered != signer || recovered == address(0)) {
            revert RouterAuthorizationInvalidSignature(authId, recovered, signer);
        }
        _spentAuthorizations[word] = bits | bit;
        emit TradeAuthorizationUsed(authId, msg.sender);
    }

    /// @dev Sets the gate signer (zero only while the gate is off).
    function _setTradeSigner(address signer) internal {
        if (signer == address(0) && _tradeGateOn()) revert RouterTradeSignerNotSet();
        emit TradeSignerChanged(_tradeSigner, signer);
        _tradeSigner = signer;
    }

    /// @dev Turns the gate on (a signer must be set) or off.
    function _switchTradeGate(bool on) internal {
        if (on && _tradeSigner == address(0)) revert RouterTradeSignerNotSet();
        _storeTradeGateOn(on);
        emit TradeGateSwitched(on);
    }

    /// @dev Marks `authId` spent so no trade can use it; cancelling a spent id again changes nothing.
    function _cancelTradeAuthorization(uint256 authId) internal {
        _spentAuthorizations[authId >> 8] |= 1 << (authId & 255);
        emit TradeAuthorizationCancelled(authId);
    }

    /// @dev Whether the gate is on.
    function _tradeGateOn() internal view virtual returns (bool);

    /// @dev Stores whether the gate is on.
    function _storeTradeGateOn(bool on) internal virtual;

    function _tradeAuthorizationDigest(
        address trader,
        address src,
        address dest,
        uint256 srcAmount,
        uint256 authId,
        uint64 expiry
    ) private view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(abi.encode(TRADE_AUTHORIZATION_TYPEHASH, trader, src, dest, srcAmount, authId, expiry))
        );
    }
}
