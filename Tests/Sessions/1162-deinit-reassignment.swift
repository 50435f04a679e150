// deinit: assigning a new object over the only reference ends the old one after the new one is made
class Token {
    let value: String
    init(_ value: String) { self.value = value; print("make \(value)") }
    deinit { print("drop \(value)") }
}
var token = Token("a")
token = Token("b")
print("now \(token.value)")
struct Holder {
    var token: Token
}
var holder = Holder(token: Token("c"))
holder.token = Token("d")
print("holder has \(holder.token.value)")
token = holder.token
holder.token = Token("e")
print("shared \(token.value)")
