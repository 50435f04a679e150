// zip gives a Zip2Sequence that keeps both sequences: printed, dumped and named as Swift's
let days = ["Mon", "Tue", "Wed"]
let temps = [18, 21]
let pairs = zip(days, temps)
print(pairs)
debugPrint(pairs)
print(type(of: pairs), type(of: zip("ab", 1...3)))
print(zip("ab", 1...3))
dump(pairs)
print(Array(pairs), pairs.map { "\($0): \($1)°" })
for (day, temp) in pairs { print(day, temp) }
print(Dictionary(uniqueKeysWithValues: zip(days, temps))["Tue"] as Any)
print(pairs.reversed(), type(of: pairs.reversed()))
print(zip(temps, temps.dropFirst()).map { $1 - $0 })
print(zip(days, zip(temps, [true, false])).map { "\($0)\($1.0)\($1.1)" })
