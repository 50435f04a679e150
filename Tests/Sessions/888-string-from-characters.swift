// String(_:) from characters: a map's literals become Characters, as String's initializer asks for
let secret = "open sesame"
let masked = String(secret.map { $0 == " " ? " " : "*" })
print(masked, masked.count)
let swapped = String(secret.map { $0 == "e" ? "3" : $0 })
print(swapped)
let initials = String(["ada lovelace", "alan turing"].map { $0.first! })
print(initials.uppercased())
print(String(secret.reversed()), String(secret.filter { $0 != "s" }))
