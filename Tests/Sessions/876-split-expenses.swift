// Splitting a trip's expenses between friends: balances in a dictionary, sorted settle-up list
import Foundation

struct Payment {
    var payer: String
    var amount: Double
    var sharedBy: [String]
}

struct Trip {
    var friends: [String]
    var payments: [Payment] = []

    var balances: [String: Double] {
        var result = Dictionary(uniqueKeysWithValues: friends.map { ($0, 0.0) })
        for payment in payments {
            let share = payment.amount / Double(payment.sharedBy.count)
            result[payment.payer, default: 0] += payment.amount
            for person in payment.sharedBy { result[person, default: 0] -= share }
        }
        return result
    }

    func settleUp() -> [String] {
        var debtors = balances.filter { $0.value < -0.005 }.map { ($0.key, -$0.value) }.sorted { $0.0 < $1.0 }
        var creditors = balances.filter { $0.value > 0.005 }.map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 }
        var transfers: [String] = []
        while !debtors.isEmpty && !creditors.isEmpty {
            let amount = min(debtors[0].1, creditors[0].1)
            transfers.append(String(format: "%@ pays %@ %.2f", debtors[0].0, creditors[0].0, amount))
            debtors[0].1 -= amount
            creditors[0].1 -= amount
            if debtors[0].1 < 0.005 { debtors.removeFirst() }
            if creditors[0].1 < 0.005 { creditors.removeFirst() }
        }
        return transfers
    }
}

@State var trip = Trip(friends: ["Ana", "Ben", "Cy"])
trip.payments.append(Payment(payer: "Ana", amount: 90, sharedBy: ["Ana", "Ben", "Cy"]))
trip.payments.append(Payment(payer: "Ben", amount: 25.5, sharedBy: ["Ben", "Cy"]))
for name in trip.balances.keys.sorted() {
    print(name, String(format: "%+.2f", trip.balances[name]!))
}
print(trip.settleUp())
$trip.payments[1].amount.wrappedValue = 60
print(trip.settleUp())
print(trip.balances["Cy"]!, trip.balances.values.reduce(0, +).magnitude < 1e-9)
print(trip.balances.count, trip.balances["Dee"] as Any, trip.payments.map(\.sharedBy.count))
