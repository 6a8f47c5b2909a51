// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title A USDT-like test token: transfer, transferFrom and approve return nothing, and a new allowance
/// may only be set from zero (the approve race guard of mainnet USDT)
/// @notice Written from scratch to reproduce USDT's interface quirks; open minting (faucet).
contract TetherLikeToken {
    /// @notice Token name.
    string public name;
    /// @notice Token symbol.
    string public symbol;
    /// @notice Token decimals.
    uint8 public immutable decimals;
    /// @notice Total amount minted.
    uint256 public totalSupply;
    /// @notice Balance of an account.
    mapping(address => uint256) public balanceOf;
    /// @notice Allowance from an owner to a spender.
    mapping(address => mapping(address => uint256)) public allowance;

    /// @notice ERC20 transfer event.
    event Transfer(address indexed from, address indexed to, uint256 value);
    /// @notice ERC20 approval event.
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// @notice Changing a non-zero allowance to another non-zero value.
    error TetherLikeApproveFromNonZero(uint256 current, uint256 requested);
    /// @notice Balance below the amount.
    error TetherLikeInsufficientBalance(uint256 balance, uint256 amount);
    /// @notice Allowance below the amount.
    error TetherLikeInsufficientAllowance(uint256 allowance, uint256 amount);

    /// @param name_ Token name.
    /// @param symbol_ Token symbol.
    /// @param decimals_ Token decimals.
    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        (name, symbol, decimals) = (name_, symbol_, decimals_);
    }

    /// @notice Mints `amount` to `to` (faucet).
    /// @param to Receiver.
    /// @param amount Amount in base units.
    function mint(address to, uint256 amount) external {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    /// @notice Moves `amount` to `to`; returns nothing, like USDT.
    /// @param to Receiver.
    /// @param amount Amount in base units.
    function transfer(address to, uint256 amount) external {
        _move(msg.sender, to, amount);
    }

    /// @notice Moves `amount` from `from` to `to` with an allowance; returns nothing, like USDT.
    /// @param from Owner of the tokens.
    /// @param to Receiver.
    /// @param amount Amount in base units.
    function transferFrom(address from, address to, uint256 amount) external {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            if (allowed < amount) revert TetherLikeInsufficientAllowance(allowed, amount);
            allowance[from][msg.sender] = allowed - amount;
        }
        _move(from, to, amount);
    }

    /// @notice Sets an allowance; reverts when changing one non-zero value to another; returns nothing.
    /// @param spender Spender.
    /// @param amount New allowance.
    function approve(address spender, uint256 amount) external {
        uint256 current = allowance[msg.sender][spender];
        if (current != 0 && amount != 0) revert TetherLikeApproveFromNonZero(current, amount);
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
    }

    function _move(address from, address to, uint256 amount) private {
        uint256 balance = balanceOf[from];
        if (balance < amount) revert TetherLikeInsufficientBalance(balance, amount);
        balanceOf[from] = balance - amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
