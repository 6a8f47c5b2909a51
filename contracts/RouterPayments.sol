// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title How the router pays out: the trader's payout measured where it lands, partner fees pushed or credited
/// @notice A partner fee that cannot be paid (a token that blocklists the wallet, a wallet that refuses ether) is
/// credited to that wallet here and claimed later with {claimFees}: it never blocks the trader's trade. The platform's
/// own fee (partner 0) is not pushed: it stays here until swept to the platform wallet. For every asset the router's
/// balance is {creditedFees} (the exact sum of the wallets' {feeCredit}s) plus its uncredited balance: the platform's
/// unswept fees and whatever someone sent it outside a trade, which `claimPlatformFees` sends to the platform wallet
/// and the owner may collect.
abstract contract RouterPayments is ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @notice Placeholder address for ether.
    address public constant ETH = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    /// @dev Gas sent with a partner's ether fee: a smart-contract wallet's receive needs far less (a Safe about
    /// 10,000), and the bound stops a wallet that burns gas from making the trade run out of it.
    uint256 private constant _PARTNER_ETHER_GAS = 50_000;

    mapping(address wallet => mapping(address asset => uint256)) private _feeCredits;
    mapping(address asset => uint256) private _creditedTotals;

    /// @notice Emitted after a fee that could not be paid to a partner's wallet was credited to it.
    event PartnerFeeCredited(address indexed wallet, address indexed asset, uint256 amount);
    /// @notice Emitted after a partner's wallet claimed its credited fees of `asset`, sent to `to`.
    event PartnerFeeClaimed(address indexed wallet, address indexed asset, address to, uint256 amount);

    /// @notice An address argument is zero.
    error RouterZeroAddress();
    /// @notice Sending ether failed (a receiver that reverts).
    error RouterEthTransferFailed(address to, uint256 amount);
    /// @notice `wallet` has no fee credited in `asset`.
    error RouterNoFeeCredit(address wallet, address asset);
    /// @notice `token.balanceOf` answered with less than one word.
    error RouterBalanceUnreadable(address token);

    /// @notice Sends every fee of `asset` credited to the caller's wallet to `to` (the wallet itself, or another
    /// address when the wallet cannot receive the asset).
    /// @param asset Token or the ETH placeholder.
    /// @param to Receiver of the fees.
    /// @return amount Amount sent.
    function claimFees(address asset, address to) external nonReentrant returns (uint256 amount) {
        if (to == address(0)) revert RouterZeroAddress();
        amount = _feeCredits[msg.sender][asset];
        if (amount == 0) revert RouterNoFeeCredit(msg.sender, asset);
        _feeCredits[msg.sender][asset] = 0;
        unchecked {
            _creditedTotals[asset] -= amount; // the total is the sum of the credits, this one included
        }
        emit PartnerFeeClaimed(msg.sender, asset, to, amount);
        _send(asset, to, amount);
    }

    /// @notice Fees of `asset` credited to `wallet` and not yet claimed.
    /// @param wallet A partner's wallet (the one it had when the fee was taken).
    /// @param asset Token or the ETH placeholder.
    function feeCredit(address wallet, address asset) external view returns (uint256) {
        return _feeCredits[wallet][asset];
    }

    /// @notice All fees of `asset` credited and not yet claimed: what the router holds of it for partners.
    /// @param asset Token or the ETH placeholder.
    function creditedFees(address asset) external view returns (uint256) {
        return _creditedTotals[asset];
    }

    /// @dev Pays `fee` to a partner's `wallet`, or credits it when the payment fails; returns what the wallet
    /// received (measured: a fee-on-transfer token delivers less than is sent) or was credited.
    function _payFee(address asset, address wallet, uint256 fee) internal returns (uint256 received) {
        if (asset == ETH) {
            if (_sendEther(wallet, fee, _PARTNER_ETHER_GAS)) return fee; // ether arrives exactly as sent
        } else {
            // Two balance reads (about 1,800 gas; the first warms the slot the transfer writes) so that the event
            // reports what the partner really received.
            uint256 before = _balanceOf(asset, wallet);
            if (IERC20(asset).trySafeTransfer(wallet, fee)) {
                uint256 afterwards = _balanceOf(asset, wallet);
                return afterwards > before ? afterwards - before : 0;
            }
        }
        _feeCredits[wallet][asset] += fee;
        _creditedTotals[asset] += fee;
        emit PartnerFeeCredited(wallet, asset, fee);
        return fee;
    }

    /// @dev Sends `amount` to the caller and returns what the caller's balance gained: the trader's minimum and the
    /// Trade event hold for what arrived. Ether is not measured: a value transfer always arrives whole (and a
    /// contract trader that passes it on in its receive() would otherwise read as paid nothing).
    function _payTrader(address asset, uint256 amount) internal returns (uint256 received) {
        if (asset == ETH) {
            if (!_sendEther(msg.sender, amount, gasleft())) revert RouterEthTransferFailed(msg.sender, amount);
            return amount;
        }
        // Two balance reads (about 1,600 gas; the first warms the slot the transfer writes): the price of a minimum
        // that holds for tokens taking a fee on transfer.
        uint256 before = _balanceOf(asset, msg.sender);
        IERC20(asset).safeTransfer(msg.sender, amount);
        return _balanceOf(asset, msg.sender) - before;
    }

    /// @dev Sends `amount` of `asset` to `to`, reverting on failure.
    function _send(address asset, address to, uint256 amount) internal {
        if (asset != ETH) return IERC20(asset).safeTransfer(to, amount);
        if (!_sendEther(to, amount, gasleft())) revert RouterEthTransferFailed(to, amount);
    }

    /// @dev The router's balance of `asset`.
    function _balance(address asset) internal view returns (uint256) {
        return asset == ETH ? address(this).balance : _balanceOf(asset, address(this));
    }

    /// @dev `token.balanceOf(account)` read in scratch memory: the high-level call's memory use and decoding cost
    /// about 100 gas more per read, and a one-hop trade reads six. Still requires a successful call and a whole word.
    function _balanceOf(address token, address account) internal view returns (uint256 amount) {
        bool ok;
        uint256 size;
        assembly ("memory-safe") {
            mstore(0x00, 0x70a08231) // balanceOf(address), its 4 bytes at 0x1c
            mstore(0x20, shr(96, shl(96, account))) // the address's high bits may be dirty in assembly
            ok := staticcall(gas(), token, 0x1c, 0x24, 0x00, 0x20)
            size := returndatasize()
            amount := mload(0x00)
        }
        if (!ok) {
            assembly ("memory-safe") {
                let p := mload(0x40)
                returndatacopy(p, 0, size)
                revert(p, size) // the token's own reason
            }
        }
        if (size < 0x20) revert RouterBalanceUnreadable(token);
    }

    /// @dev What the router holds of `asset` beyond the credited fees: the platform's unswept fees and anything sent
    /// by mistake (never part of a trade in progress).
    function _uncredited(address asset) internal view returns (uint256) {
        return _balance(asset) - _creditedTotals[asset];
    }

    /// @dev A value call that copies no return data, so a receiver cannot make the router pay for a large one.
    function _sendEther(address to, uint256 amount, uint256 gasLimit) private returns (bool ok) {
        assembly ("memory-safe") {
            ok := call(gasLimit, to, amount, 0, 0, 0, 0)
        }
    }
}
