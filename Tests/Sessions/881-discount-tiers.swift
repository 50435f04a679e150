// A cart with tiered discounts: switch over ranges, coupons as an enum, rounding money to cents
import Foundation

enum Coupon {
    case percent(Int)
    case fixed(Double)
    case freeShipping
}

struct Cart {
    var prices: [Double] = []
    var coupon: Coupon?
    let shipping = 4.99

    var subtotal: Double { prices.reduce(0, +) }

    var tierDiscount: Double {
        switch subtotal {
        case ..<50: return 0
        case 50..<100: return 0.05
        case 100...: return 0.1
        default: return 0
        }
    }

    var total: Double {
        var amount = subtotal * (1 - tierDiscount)
        var delivery = subtotal >= 75 ? 0 : shipping
        switch coupon {
        case .percent(let p)?: amount *= 1 - Double(p) / 100
        case .fixed(let value)?: amount = max(0, amount - value)
        case .freeShipping?: delivery = 0
        case nil: break
        }
        return ((amount + delivery) * 100).rounded() / 100
    }
}

@State var cart = Cart()
cart.prices = [19.99, 5.5]
print(cart.subtotal, cart.tierDiscount, cart.total)
cart.prices.append(30)
print(cart.subtotal, cart.tierDiscount, cart.total)
$cart.coupon.wrappedValue = .percent(20)
print(cart.total)
cart.coupon = .fixed(100)
print(cart.total)
cart.coupon = .freeShipping
cart.prices += [25, 40]
print(String(format: "%.2f -> %.2f", cart.subtotal, cart.total), cart.tierDiscount)
print(cart.coupon as Any)
