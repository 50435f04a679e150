// is and as? against protocols on Any values and on other existentials, including refined protocols
protocol Drawable { func draw() -> String }
protocol Resizable: Drawable { mutating func resize(by f: Double) }
struct Dot: Drawable { func draw() -> String { "." } }
struct Box: Resizable {
    var size: Double
    func draw() -> String { "[\(size)]" }
    mutating func resize(by f: Double) { size *= f }
}
let values: [Any] = [Dot(), Box(size: 2), "text", 3]
for v in values {
    if let d = v as? Drawable {
        print("drawable", d.draw())
    } else {
        print("not drawable:", v)
    }
}
print(values.filter { $0 is Resizable }.count)
let drawables: [Drawable] = [Dot(), Box(size: 1)]
for d in drawables {
    if var r = d as? Resizable {
        r.resize(by: 3)
        print(r.draw())
    } else {
        print("fixed", d.draw())
    }
}
let b: Any = Box(size: 5)
print((b as? any Resizable)?.draw() ?? "nil", (b as? Dot) == nil)
print(b is Drawable, Dot() is Resizable)
