// Checkout flow with a state enum, coupons and receipt formatting
enum CheckoutStep: Int, CaseIterable {
    case cart, address, payment, confirmation
    var title: String {
        switch self {
        case .cart: "Cart"
        case .address: "Address"
        case .payment: "Payment"
        case .confirmation: "Done"
        }
    }
    var next: CheckoutStep? { CheckoutStep(rawValue: rawValue + 1) }
}

struct Coupon {
    let code: String
    let percent: Int
    let minimum: Double
}

struct Checkout {
    var step: CheckoutStep = .cart
    var items: [(name: String, price: Double)] = []
    var coupon: Coupon?
    var subtotal: Double { items.map(\.price).reduce(0, +) }
    var discount: Double {
        guard let coupon, subtotal >= coupon.minimum else { return 0 }
        return subtotal * Double(coupon.percent) / 100
    }
    var total: Double { subtotal - discount }
    mutating func advance() -> Bool {
        guard let next = step.next else { return false }
        step = next
        return true
    }
}

@State var checkout = Checkout()
checkout.items.append((name: "Shoes", price: 80))
checkout.items.append(("Socks", 12.5))
checkout.coupon = Coupon(code: "TEN", percent: 10, minimum: 50)
print(checkout.subtotal, checkout.discount, checkout.total)
while checkout.advance() {
    print("->", checkout.step.title)
}
print(checkout.step, checkout.step.next == nil)
let receipt = checkout.items.enumerated().map { i, item in "\(i + 1). \(item.name): \(item.price)" }
print(receipt.joined(separator: "\n"))
$checkout.coupon.wrappedValue = nil
print(checkout.total, CheckoutStep.allCases.map(\.title).joined(separator: " > "))
let progress = Double(checkout.step.rawValue) / Double(CheckoutStep.allCases.count - 1)
print("progress \(Int(progress * 100))%")
