// .animation(_:) and .transaction(_:) return a copy of the binding whose writes carry a transaction.
@State var isOn = false
let plain = $isOn
let animated = $isOn.animation()
let springy = $isOn.animation(.spring())
print(plain.transaction.animation as Any)
print(animated.transaction.animation as Any)
print(springy.transaction.animation as Any)
animated.wrappedValue = true
print(isOn)
var transaction = Transaction()
transaction.disablesAnimations = true
let quiet = $isOn.transaction(transaction)
quiet.wrappedValue = false
print(isOn, quiet.transaction.disablesAnimations, plain.transaction.disablesAnimations)
let derived = $isOn.animation(.linear(duration: 1)).transaction
print(derived.animation as Any, type(of: derived))
print(Transaction(animation: .easeIn).animation as Any)
