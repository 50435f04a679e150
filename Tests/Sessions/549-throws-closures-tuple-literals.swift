// Closures that say `throws` in their signature, and tuple literals whose number literals take the others' types
enum LoadError: Error { case offline }
var online = false
let load = { () throws -> String in
    guard online else { throw LoadError.offline }
    return "data"
}
print((try? load()) as Any)
online = true
print(try! load())
let parse: (String) throws -> Int = { text throws -> Int in
    guard let value = Int(text) else { throw LoadError.offline }
    return value
}
print((try? parse("12")) as Any, (try? parse("x")) as Any)
let charges = [(20.0, 2026), (45.5, 2026), (10, 2028)]
print(charges, type(of: charges))
let points = [(x: 1, y: 2.5), (x: 3, y: 4)]
let sizes = ["small": (1, 2), "large": (1.5, 2)]
print(points.map { $0.y * 2 }, sizes["small"]!, type(of: sizes))
