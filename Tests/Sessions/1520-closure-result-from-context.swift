// A closure's result takes its type from where the call's result goes, as Swift's solver
// types a whole expression: a declared type, an argument, a return, and a later call in the
// same chain (the seed's `.map { "Words: \($0)" }.assign(to: \.title, on: self)` where
// `title` is a `String?`).
struct Pipe<Output> {
    let value: Output
    func map<T>(_ transform: (Output) -> T) -> Pipe<T> {
        Pipe<T>(value: transform(value))
    }
    func assign<Root: AnyObject>(to keyPath: WritableKeyPath<Root, Output>, on object: Root) {
        var target = object
        target[keyPath: keyPath] = value
    }
    func into(_ values: inout [Output]) {
        values.append(value)
    }
}

final class Controller {
    var title: String? = nil
    var count: Int = 0
    var ratio: Double? = nil
}

func show(_ pipe: Pipe<String?>) {
    print("shown:", pipe.value ?? "nil")
}

func label(_ n: Int) -> Pipe<String?> {
    Pipe(value: n).map { "n = \($0)" }
}

let pipe = Pipe(value: 3)
let declared: Pipe<String?> = pipe.map { "Words: \($0)" }
print(declared.value as Any)
show(pipe.map { "arg \($0)" })
print(label(7).value as Any)

let controller = Controller()
pipe.map { "Words: \($0)" }.assign(to: \.title, on: controller)
print(controller.title as Any)
pipe.map { $0 * 2 }.map { Double($0) / 4 }.assign(to: \.ratio, on: controller)
print(controller.ratio as Any)
pipe.map { $0 + 1 }.assign(to: \.count, on: controller)
print(controller.count)

var texts: [String?] = []
pipe.map { "t\($0)" }.into(&texts)
print(texts)
let optionals: Pipe<Int?> = pipe.map { $0 * 10 }
print(optionals.value as Any)
