// precondition passes silently when true and traps with its message when false
func withdraw(_ amount: Int, from balance: Int) -> Int {
    precondition(amount > 0, "amount must be positive")
    precondition(amount <= balance)
    return balance - amount
}
print(withdraw(30, from: 100))
print(withdraw(300, from: 100))
