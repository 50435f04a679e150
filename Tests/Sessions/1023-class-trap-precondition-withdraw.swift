// A precondition in a method stops the program when an account would go negative
class Wallet {
    private(set) var coins = 10
    func spend(_ amount: Int) {
        precondition(amount <= coins, "not enough coins")
        coins -= amount
    }
}
let wallet = Wallet()
wallet.spend(4)
print(wallet.coins)
wallet.spend(6)
print(wallet.coins)
wallet.spend(1)
print(wallet.coins)
