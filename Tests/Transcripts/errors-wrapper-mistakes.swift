// arguments: --keep-going --no-sample
// Common property-wrapper and dynamic-member-lookup mistakes, in swiftc's words.
@propertyWrapper struct NoValue { var value: Int }
@propertyWrapper struct Plain<T> { var wrappedValue: T }
@Plain let constant = 1
@Plain var text: String = 5
@Plain var number = 3
print($number)
struct Form { @Plain var name = "a" }
let form = Form()
form.name = "b"
@dynamicMemberLookup
protocol Forwarding {
    associatedtype Base
    var base: Base { get set }
}
extension Forwarding {
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Base, T>) -> T {
        get { base[keyPath: keyPath] }
        set { base[keyPath: keyPath] = newValue }
    }
}
struct Point { var x = 0 }
final class Holder: Forwarding { var base = Point() }
let holder = Holder()
print(holder.y)
