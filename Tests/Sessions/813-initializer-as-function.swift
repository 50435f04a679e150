// An initializer used as a function: map(Person.init), String.init, Int.init, Wrapper.init(value:)
struct Person { let name: String }
struct Wrapper { let value: Int }
struct Temperature {
    var celsius: Double
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) * 5 / 9 }
}
let names = ["Ada", "Grace"]
print(names.map(Person.init))
print([1, 2, 3].map(String.init))
print(["1", "x", "3"].compactMap(Int.init))
print([4, 5].map(Double.init))
print([3, 4].map(Wrapper.init(value:)))
print([212.0, 32.0].map(Temperature.init(fahrenheit:)).map(\.celsius))
let make = Person.init
print(make("Linus"))
let wrap: (Int) -> Wrapper = Wrapper.init
print(wrap(9), type(of: wrap))
let fromText = Wrapper.init(value:)
print([7, 8].map(fromText))
