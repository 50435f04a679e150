// compactMap's closure of several statements: its first return gives T, and `return nil` is then allowed (T?).
enum Entry { case done, skipped(reason: String), missed }
let log: [Entry] = [.done, .skipped(reason: "rain"), .missed, .skipped(reason: "sick")]
let reasons = log.compactMap { if case .skipped(let r) = $0 { return r } else { return nil } }
print(reasons)
let doubled = ["12", "", "x1", "7"].compactMap { text in
    if let n = Int(text) { return n * 2 }
    return nil
}
print(doubled)
let initials = ["Ada Lovelace", "plato", "Alan Turing"].compactMap { name -> String? in
    let parts = name.split(separator: " ")
    if parts.count < 2 { return nil }
    return parts.map { String($0.prefix(1)) }.joined()
}
print(initials)
let labels = log.compactMap { entry in
    switch entry {
    case .done: return "ok"
    case .skipped(let reason): return "skip: " + reason
    case .missed: return nil
    }
}
print(labels)
