// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable, Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {ITradingProxy} from "./interfaces/ITradingProxy.sol";
import {RouterPayments} from "./RouterPayments.sol";
import {RouterTradeGate} from "./RouterTradeGate.sol";

/// @title The router's registry of trading proxies and partners, its trading gate's settings, the sweep of the
/// platform's fees, and its owner controls
/// @dev Records sit in mappings keyed by index (not arrays) so a trade reads no array length; the address and
/// the flag / fee of a record share one slot, so a trade reads one slot per proxy and one for the partner. Partner 0,
/// the platform, has its own slot that also holds the trading gate's on/off flag: a platform-fee trade (nearly all
/// of them) reads the fee and the gate in one storage read (2,100 gas less than a slot each); another partner's
/// trade reads its record and that slot, as it did its record and the gate's slot.
abstract contract RouterAdmin is Ownable2Step, RouterPayments, RouterTradeGate {
    /// @notice Highest partner fee, in basis points (1 %).
    uint256 public constant MAX_PARTNER_FEE_BPS = 100;
    /// @notice Basis points in one whole.
    uint256 public constant BPS_DENOMINATOR = 10_000;

    struct TradingProxyRecord {
        address proxy;
        bool enabled;
        string name;
    }

    struct PartnerRecord {
        address wallet;
        uint16 feeBps;
        string name;
    }

    mapping(uint256 => TradingProxyRecord) private _tradingProxies;
    uint256 private _tradingProxyCount;
    /// @dev Partner 0's wallet and fee, and whether the trading gate is on, in one slot.
    struct PlatformRecord {
        address wallet;
        uint16 feeBps;
        bool tradeGateOn;
    }

    PlatformRecord private _platform;
    string private _platformName;
    /// @dev Partners from index 1 (partner 0 is {_platform}).
    mapping(uint256 => PartnerRecord) private _partners;
    mapping(address proxy => bool) private _added;

    /// @notice Emitted after a trading proxy was added (enabled).
    event TradingProxyAdded(uint256 indexed index, address indexed proxy, string name);
    /// @notice Emitted after a trading proxy was enabled.
    event TradingProxyEnabled(uint256 indexed index);
    /// @notice Emitted after a trading proxy was disabled.
    event TradingProxyDisabled(uint256 indexed index);
    /// @notice Emitted after a partner was set or changed.
    event PartnerUpdated(uint256 indexed index, address indexed wallet, uint256 feeBps, string name);
    /// @notice Emitted after the platform's fees of `asset` kept in the router were sent to the platform wallet.
    event PlatformFeesClaimed(address indexed asset, address indexed wallet, uint256 amount);
    /// @notice Emitted after the owner collected ether left in the router.
    event RemainingEtherCollected(address indexed to, uint256 amount);
    /// @notice Emitted after the owner collected tokens left in the router.
    event RemainingTokenCollected(address indexed token, address indexed to, uint256 amount);

    /// @notice No trading proxy has this index.
    error RouterUnknownTradingProxy(uint256 index);
    /// @notice The trading proxy is disabled.
    error RouterTradingProxyDisabled(uint256 index);
    /// @notice No partner has this index.
    error RouterUnknownPartner(uint256 index);
    /// @notice A partner fee above the cap.
    error RouterPartnerFeeTooHigh(uint256 feeBps, uint256 maxFeeBps);
    /// @notice A trading proxy must be a contract (a call to an address without code does nothing and says nothing).
    error RouterTradingProxyWithoutCode(address proxy);
    /// @notice The trading proxy is already listed: one venue under two indices would let a split use it twice.
    error RouterTradingProxyAlreadyAdded(address proxy);
    /// @notice The router holds nothing of `asset` beyond the partners' credited fees: no platform fees to send.
    error RouterNoPlatformFees(address asset);
    /// @notice The owner may collect only what the router holds beyond the partners' credited fees.
    error RouterCollectExceedsUncredited(address asset, uint256 amount, uint256 uncredited);

    constructor(address initialOwner, address platformWallet, uint16 platformFeeBps) Ownable(initialOwner) {
        _setPartner(0, platformWallet, platformFeeBps, "KUL Swap");
    }

    /// @notice Adds an enabled trading proxy under the next index.
    /// @param name Venue name shown to users.
    /// @param proxy The proxy contract.
    /// @return index Index of the new proxy.
    function addTradingProxy(string calldata name, address proxy) external onlyOwner returns (uint256 index) {
        if (proxy == address(0)) revert RouterZeroAddress();
        if (proxy.code.length == 0) revert RouterTradingProxyWithoutCode(proxy);
        if (_added[proxy]) revert RouterTradingProxyAlreadyAdded(proxy);
        _added[proxy] = true;
        index = _tradingProxyCount++;
        _tradingProxies[index] = TradingProxyRecord(proxy, true, name);
        emit TradingProxyAdded(index, proxy, name);
    }

    /// @notice Enables a trading proxy.
    /// @param index Index of the proxy.
    function enableTradingProxy(uint256 index) external onlyOwner {
        _knownProxy(index).enabled = true;
        emit TradingProxyEnabled(index);
    }

    /// @notice Disables a trading proxy: trades and quotes on it revert.
    /// @param index Index of the proxy.
    function disableTradingProxy(uint256 index) external onlyOwner {
        _knownProxy(index).enabled = false;
        emit TradingProxyDisabled(index);
    }

    /// @notice Sets or changes a partner (index 0 is the platform).
    /// @param index Partner index.
    /// @param wallet Receiver of the partner's fees.
    /// @param feeBps Fee in basis points, at most {MAX_PARTNER_FEE_BPS}.
    /// @param name Partner name.
    function updatePartner(uint256 index, address wallet, uint16 feeBps, string calldata name) external onlyOwner {
        _setPartner(index, wallet, feeBps, name);
    }

    /// @notice Sends everything the router holds of `asset` beyond the partners' credited fees (the platform's fees
    /// kept from trades, plus anything sent to the router by mistake) to the platform wallet, partner 0's current
    /// wallet. Anyone may call it: it can only pay that wallet. Reverts when the wallet cannot receive the asset (a
    /// token that blocklists it): the owner can change partner 0's wallet.
    /// @param asset Token or the ETH placeholder.
    /// @return amount Amount sent.
    function claimPlatformFees(address asset) external nonReentrant returns (uint256 amount) {
        amount = _uncredited(asset);
        if (amount == 0) revert RouterNoPlatformFees(asset);
        address wallet = _platform.wallet;
        emit PlatformFeesClaimed(asset, wallet, amount);
        _send(asset, wallet, amount);
    }

    /// @notice Sends ether left in the router beyond the credited fees to the owner: the platform's unswept fees and
    /// anything sent by mistake (never part of a trade in progress, never a credited fee).
    /// @param amount Amount of ether, at most the balance less the credited ether fees.
    function collectRemainingEther(uint256 amount) external onlyOwner nonReentrant {
        _collect(ETH, amount);
        emit RemainingEtherCollected(msg.sender, amount);
    }

    /// @notice Sends tokens left in the router beyond the credited fees to the owner: the platform's unswept fees and
    /// anything sent by mistake (never part of a trade in progress, never a credited fee).
    /// @param token The token.
    /// @param amount Amount of the token, at most the balance less the credited fees in it.
    function collectRemainingToken(address token, uint256 amount) external onlyOwner nonReentrant {
        _collect(token, amount);
        emit RemainingTokenCollected(token, msg.sender, amount);
    }

    /// @notice Sets the trading gate's signer: the operator key whose authorizations trades must carry while the
    /// gate is on. Rotation: authorizations signed by the previous signer stop working at once.
    /// @param signer The new signer (zero only while the gate is off).
    function setTradeSigner(address signer) external onlyOwner {
        _setTradeSigner(signer);
    }

    /// @notice Turns the trading gate on (every trade needs an authorization; a signer must be set) or off (this
    /// deployment trades without one, e.g. an insiders' test network).
    /// @param on Whether the gate is on.
    function setTradeGate(bool on) external onlyOwner {
        _switchTradeGate(on);
    }

    /// @notice Cancels outstanding authorizations (a frozen user's, a leaked one): no trade can use them afterwards.
    /// @param authIds The ids to cancel.
    function cancelTradeAuthorizations(uint256[] calldata authIds) external onlyOwner {
        for (uint256 i; i < authIds.length; ++i) _cancelTradeAuthorization(authIds[i]);
    }

    /// @notice A trading proxy's name, whether it is enabled, and its address.
    /// @param index Index of the proxy.
    function tradingProxies(uint256 index) external view returns (string memory name, bool enabled, address proxy) {
        TradingProxyRecord storage record = _knownProxy(index);
        return (record.name, record.enabled, record.proxy);
    }

    /// @notice Number of trading proxies added.
    function tradingProxyCount() external view returns (uint256) {
        return _tradingProxyCount;
    }

    /// @notice A partner's wallet, fee in basis points and name.
    /// @param index Partner index.
    function partners(uint256 index) external view returns (address wallet, uint256 feeBps, string memory name) {
        if (index == 0) return (_platform.wallet, _platform.feeBps, _platformName);
        PartnerRecord storage record = _partners[index];
        if (record.wallet == address(0)) revert RouterUnknownPartner(index);
        return (record.wallet, record.feeBps, record.name);
    }

    function _enabledProxy(uint256 index) internal view returns (ITradingProxy) {
        TradingProxyRecord storage record = _tradingProxies[index];
        (address proxy, bool enabled) = (record.proxy, record.enabled);
        if (proxy == address(0)) revert RouterUnknownTradingProxy(index);
        if (!enabled) revert RouterTradingProxyDisabled(index);
        return ITradingProxy(proxy);
    }

    function _partner(uint256 index) internal view returns (address wallet, uint256 feeBps) {
        if (index == 0) return (_platform.wallet, _platform.feeBps); // set by the constructor, never zero
        PartnerRecord storage record = _partners[index];
        (wallet, feeBps) = (record.wallet, record.feeBps);
        if (wallet == address(0)) revert RouterUnknownPartner(index);
    }

    /// @dev A trade's partner and whether the trading gate is on: one storage read for partner 0. The partner comes
    /// as one word, wallet in the low 160 bits and fee in basis points above (a trade's stack has no room for two).
    /// The platform's word carries wallet 0: its fee stays in the router (another partner's wallet is never 0).
    function _partnerAndGate(uint256 index) internal view returns (uint256 partner, bool gateOn) {
        address wallet;
        uint256 feeBps;
        (feeBps, gateOn) = (_platform.feeBps, _platform.tradeGateOn); // one SLOAD
        if (index != 0) {
            PartnerRecord storage record = _partners[index];
            (wallet, feeBps) = (record.wallet, record.feeBps);
            if (wallet == address(0)) revert RouterUnknownPartner(index);
        }
        partner = uint256(uint160(wallet)) | (feeBps << 160);
    }

    function _tradeGateOn() internal view override returns (bool) {
        return _platform.tradeGateOn;
    }

    function _storeTradeGateOn(bool on) internal override {
        _platform.tradeGateOn = on;
    }

    function _partnerFeeBps(uint256 index) internal view returns (uint256 feeBps) {
        (, feeBps) = _partner(index);
    }

    function _collect(address asset, uint256 amount) private {
        uint256 uncredited = _uncredited(asset);
        if (amount > uncredited) revert RouterCollectExceedsUncredited(asset, amount, uncredited);
        _send(asset, msg.sender, amount);
    }

    function _knownProxy(uint256 index) private view returns (TradingProxyRecord storage record) {
        record = _tradingProxies[index];
        if (record.proxy == address(0)) revert RouterUnknownTradingProxy(index);
    }

    function _setPartner(uint256 index, address wallet, uint16 feeBps, string memory name) private {
        if (wallet == address(0)) revert RouterZeroAddress();
        if (feeBps > MAX_PARTNER_FEE_BPS) revert RouterPartnerFeeTooHigh(feeBps, MAX_PARTNER_FEE_BPS);
        if (index == 0) {
            (_platform.wallet, _platform.feeBps, _platformName) = (wallet, feeBps, name); // keeps the gate's flag
        } else {
            _partners[index] = PartnerRecord(wallet, feeBps, name);
        }
        emit PartnerUpdated(index, wallet, feeBps, name);
    }
}
