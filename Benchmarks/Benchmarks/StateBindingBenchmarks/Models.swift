// Models of known depth, and arrays of structs, for the benchmarks.

struct Level8 { var value = 0; var label = "leaf" }
struct Level7 { var next = Level8(); var value = 0 }
struct Level6 { var next = Level7(); var value = 0 }
struct Level5 { var next = Level6(); var value = 0 }
struct Level4 { var next = Level5(); var value = 0 }
struct Level3 { var next = Level4(); var value = 0 }
struct Level2 { var next = Level3(); var value = 0 }
struct Level1 { var next = Level2(); var value = 0 }

/// A row like a model's list item: a few fields, one of them a reference (the string).
struct Row {
    var value: Int
    var name: String
    var flag = false
}

func rows(_ count: Int) -> [Row] {
    (0..<count).map { Row(value: $0, name: "row \($0)") }
}

/// Holds a value in a class, so that direct field access goes through memory as a State does.
final class Holder<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
