// A mutating method reports like any write; a watch calling a method follows what it reads.
struct Cart {
    var items: [String] = []
    var coupon = ""
    mutating func add(_ item: String) { items.append(item) }
    mutating func apply(_ code: String) { coupon = code }
    func summary() -> String { "\(items.count) items" }
}
@State var cart = Cart()
let items = $cart.items
let coupon = $cart.coupon
:watch summary = cart.summary()
cart.add("apple")
cart.apply("SAVE10")
$cart.wrappedValue.add("pear")
:why summary
:why coupon
