// An order state machine: enum with payloads, transitions via switch on a tuple, history of states
enum OrderState: Equatable {
    case cart(items: Int)
    case paying(amount: Double)
    case shipped(tracking: String)
    case delivered
    case cancelled(reason: String)
}

enum OrderEvent {
    case pay(Double), ship(String), deliver, cancel(String)
}

struct Order {
    var state: OrderState = .cart(items: 0)
    var history: [OrderState] = []

    mutating func send(_ event: OrderEvent) {
        let next: OrderState?
        switch (state, event) {
        case (.cart(let items), .pay(let amount)) where items > 0:
            next = .paying(amount: amount)
        case (.paying, .ship(let code)):
            next = .shipped(tracking: code)
        case (.shipped, .deliver):
            next = .delivered
        case (.delivered, .cancel), (.cancelled, _):
            next = nil
        case (_, .cancel(let reason)):
            next = .cancelled(reason: reason)
        default:
            next = nil
        }
        guard let next else {
            print("ignored \(event) in \(state)")
            return
        }
        history.append(state)
        state = next
    }
}

@State var order = Order()
order.send(.pay(10))
$order.state.wrappedValue = .cart(items: 3)
order.send(.pay(42.5))
order.send(.ship("ZX-19"))
order.send(.cancel("late"))
print(order.state)
order.send(.deliver)
print(order.history)
if case .cart(let n) = order.history.first { print("started with \(n) items") }
var second = Order(state: .cart(items: 1))
second.send(.cancel("changed my mind"))
second.send(.pay(1))
print(second.state, second.history.count, second.state == .cancelled(reason: "changed my mind"))
