// withAnimation and withTransaction run a closure; its writes happen inside one transaction.
@State var count = 0
@State var person = sample.person
withAnimation {
    count += 1
    person.name = "Animated"
}
print(count, person.name)
withAnimation(.easeInOut(duration: 2)) {
    count *= 5
}
print(count)
var transaction = Transaction(animation: .linear)
transaction.isContinuous = true
withTransaction(transaction) {
    $person.address.number.wrappedValue = 99
}
print(person)
let result = withAnimation { count + 100 }
print(result)
withTransaction(\.disablesAnimations, true) {
    count = -1
}
print(count)
