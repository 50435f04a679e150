// Converting a negative Int to an unsigned type traps with Swift's own message
struct Stock { var onHand: Int; var reserved: Int }
let stock = Stock(onHand: 3, reserved: 5)
print(UInt8(exactly: stock.onHand - stock.reserved) as Any, Int8(stock.onHand - stock.reserved))
let available = UInt(stock.onHand - stock.reserved)
print(available)
