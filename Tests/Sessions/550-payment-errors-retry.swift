// Login and payment errors: LocalizedError, failable and throwing inits, rethrows, catch where
import Foundation

enum PaymentError: LocalizedError, Equatable {
    case cardDeclined(code: Int)
    case insufficientFunds(needed: Double)
    case expired

    var errorDescription: String? {
        switch self {
        case .cardDeclined(let code): "Card declined (code \(code))"
        case .insufficientFunds(let needed): String(format: "You need $%.2f more", needed)
        case .expired: "Card expired"
        }
    }
}

struct Card {
    let number: String
    let expiryYear: Int
    var balance: Double

    init?(number: String, expiryYear: Int, balance: Double = 0) {
        guard number.count == 16, number.allSatisfy(\.isNumber) else { return nil }
        self.number = number
        self.expiryYear = expiryYear
        self.balance = balance
    }

    mutating func charge(_ amount: Double, year: Int) throws -> Double {
        guard year <= expiryYear else { throw PaymentError.expired }
        guard !number.hasPrefix("0000") else { throw PaymentError.cardDeclined(code: 51) }
        guard balance >= amount else { throw PaymentError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        return balance
    }
}

func retry(times: Int, _ body: () throws -> Int) rethrows -> Int {
    for _ in 1..<times {
        if let value = try? body() { return value }
    }
    return try body()
}

print(Card(number: "1234", expiryYear: 2030) == nil, Card(number: "4111111111111111", expiryYear: 2030)!.balance)
var card = Card(number: "4111111111111111", expiryYear: 2027, balance: 50)!
for (amount, year) in [(20.0, 2026), (45.5, 2026), (10, 2028)] {
    do {
        let left = try card.charge(amount, year: year)
        print("charged \(amount), \(left) left")
    } catch let error as PaymentError where error == .expired {
        print("expired!", error.localizedDescription)
    } catch let error as PaymentError {
        print(error.errorDescription ?? "?")
    } catch {
        print("other", error)
    }
}
var declined = Card(number: "0000111122223333", expiryYear: 2030, balance: 100)!
let outcome = Result { try declined.charge(5, year: 2025) }
switch outcome {
case .success(let left): print("left", left)
case .failure(let error): print(error.localizedDescription, error as? PaymentError == .cardDeclined(code: 51))
}
var attempts = 0
let value = try? retry(times: 3) { () throws -> Int in
    attempts += 1
    if attempts < 3 { throw PaymentError.expired }
    return attempts * 10
}
print(value as Any, attempts)
