// Metatypes of library types written out: Int.Type and String.Type parameters, type(of:) compared with them
func describe(_ type: Int.Type) -> String { "an \(type), from \(type.min) to \(type.max)" }
func name(of type: String.Type) -> String { "\(type)" }
func isInt<T>(_ value: T) -> Bool { type(of: value) == Int.self }
print(describe(Int.self))
print(name(of: String.self))
print(isInt(3), isInt("3"), type(of: 2.5) == Double.self)
let kind: Bool.Type = Bool.self
print(kind, kind == Bool.self)
