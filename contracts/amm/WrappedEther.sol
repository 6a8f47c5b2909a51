// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IWrappedEther, IWrappedEtherDepositTo} from "../interfaces/IWrappedEther.sol";

/// @title Wrapped ether for the local and test networks (WETH9-compatible calls)
/// @notice The supply is the contract's ether balance, so wrapping and unwrapping write one balance slot
/// only (an OpenZeppelin ERC20 would also write a supply slot: about 5,000 gas more per ETH trade).
contract WrappedEther is IWrappedEtherDepositTo {
    /// @notice Token name.
    string public constant name = "Wrapped Ether";
    /// @notice Token symbol.
    string public constant symbol = "WETH";
    /// @notice Token decimals.
    uint8 public constant decimals = 18;

    /// @inheritdoc IERC20
    mapping(address => uint256) public balanceOf;
    /// @inheritdoc IERC20
    mapping(address => mapping(address => uint256)) public allowance;

    /// @notice Emitted after ether was wrapped.
    event Deposited(address indexed account, uint256 amount);
    /// @notice Emitted after ether was unwrapped.
    event Withdrawn(address indexed account, uint256 amount);

    /// @notice The balance is below the amount.
    error WrappedEtherInsufficientBalance(address account, uint256 balance, uint256 needed);
    /// @notice The allowance is below the amount.
    error WrappedEtherInsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    /// @notice Sending the unwrapped ether failed.
    error WrappedEtherTransferFailed(address to, uint256 amount);

    /// @notice Plain ether transfers are wrapped for the sender.
    receive() external payable {
        deposit();
    }

    /// @inheritdoc IERC20
    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    /// @inheritdoc IWrappedEther
    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposited(msg.sender, msg.value);
    }

    /// @inheritdoc IWrappedEtherDepositTo
    /// @dev Lets a trading proxy wrap a trade's ether straight into the pool: one balance write instead of the
    /// proxy's own balance going from zero and back (a 20,000 gas write whose refund counts against the
    /// transaction's refund cap) plus a transfer call (about 8,000 gas).
    function depositTo(address to) external payable {
        unchecked {
            balanceOf[to] += msg.value; // bounded by the ether held, far below 2^256
        }
        emit Deposited(to, msg.value);
    }

    /// @inheritdoc IWrappedEther
    function withdraw(uint256 amount) external {
        _debit(msg.sender, amount);
        emit Withdrawn(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert WrappedEtherTransferFailed(msg.sender, amount);
    }

    /// @inheritdoc IERC20
    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    /// @inheritdoc IERC20
    function transfer(address to, uint256 amount) external returns (bool) {
        return _move(msg.sender, to, amount);
    }

    /// @inheritdoc IERC20
    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        if (from != msg.sender) {
            uint256 allowed = allowance[from][msg.sender];
            if (allowed != type(uint256).max) {
                if (allowed < amount) revert WrappedEtherInsufficientAllowance(msg.sender, allowed, amount);
                unchecked {
                    allowance[from][msg.sender] = allowed - amount; // checked just above
                }
            }
        }
        return _move(from, to, amount);
    }

    function _move(address from, address to, uint256 amount) private returns (bool) {
        _debit(from, amount);
        unchecked {
            balanceOf[to] += amount; // bounded by the ether held, far below 2^256
        }
        emit Transfer(from, to, amount);
        return true;
    }

    function _debit(address account, uint256 amount) private {
        uint256 balance = balanceOf[account];
        if (balance < amount) revert WrappedEtherInsufficientBalance(account, balance, amount);
        unchecked {
            balanceOf[account] = balance - amount; // checked just above
        }
    }
}
