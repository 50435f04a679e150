// Converting between numbers and strings: Int(…) and Double(…) of a String are optional.
print(Int("42") as Any, Int("4.2") as Any, Int("abc") as Any, Int("-7") as Any)
print(Double("2.5") as Any, Double("x") as Any, Double("1e3") as Any)
print(Int(3.9), Int(-3.9), Int(2.0))
print(Double(7), Double(7) / 2, Double(-1))
print(String(describing: 42), String(describing: 2.5), String(describing: true))
let typed = "13"
if let number = Int(typed) {
    print("parsed", number + sample.person.address.number)
}
let estimate = Int(sample.todos[1].estimate)
print(estimate, Double(sample.person.address.number) * 0.5)
print(Int("") as Any, Int(" 1") as Any, Int("+5") as Any)
