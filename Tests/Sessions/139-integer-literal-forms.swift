// Integer literal forms: underscores, hex, binary, octal; they still type as Int or Double.
print(1_000_000, 0xff, 0b101, 0o17, 0x10)
let d: Double = 0x10
print(d, 1_0.5_0, 1e3, 2.5e-3)
let mixed = [1, 2.5]
print(mixed, type(of: mixed))
let withNil = [1, nil, 3]
print(withNil, type(of: withNil))
let dict = ["a": 1, "b": 2.5]
print(dict["b"]!, type(of: dict))
