// A State holds a value.
@State var count = 1
let b = $count

// Writing through the binding changes the State.
b.wrappedValue += 1
//: pause
// An error changes nothing.
b.wrappedValue = "x"
struct P {
    var x = 1
}
print(P(), count)
