// A guard whose else calls fatalError with a message: the program stops with that message
enum Plan: String { case free, pro }
struct Account { var plan: Plan; var seats: Int }

func seatPrice(for account: Account) -> Double {
    guard account.seats > 0 else { fatalError("an account needs at least one seat") }
    switch account.plan {
    case .free: return 0
    case .pro: return 12.5 * Double(account.seats)
    }
}

@State var account = Account(plan: .pro, seats: 3)
print(seatPrice(for: account))
$account.seats.wrappedValue = 0
print(seatPrice(for: account))
