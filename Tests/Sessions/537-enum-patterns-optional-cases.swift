// Enum patterns: multi-pattern bindings, optional enum cases, for case and guard case
enum Event {
    case tap(x: Int, y: Int)
    case drag(x: Int, y: Int)
    case key(Character)
    case idle
}
let events: [Event?] = [.tap(x: 1, y: 2), nil, .drag(x: 5, y: 0), .key("q"), .idle, .tap(x: 0, y: 9)]
for event in events {
    switch event {
    case let .tap(x, y)?, let .drag(x, y)?: print("pointer at", x, y)
    case .key(let c)? where c == "q": print("quit key")
    case .key?: print("other key")
    case .idle?: print("idle")
    case nil: print("no event")
    }
}
for case let .tap(x, y)? in events { print("tap", x + y) }
for case .some(.key(let c)) in events { print("key", c) }
func firstTapX(_ list: [Event?]) -> Int? {
    for item in list {
        guard case .tap(let x, _)? = item else { continue }
        return x
    }
    return nil
}
print(firstTapX(events) as Any, firstTapX([]) as Any)
enum Level: String { case low = "L", medium = "M", high = "H"
    static let all: [Level] = [.low, .medium, .high]
    static func parse(_ s: String) -> Level { Level(rawValue: s.uppercased()) ?? .low }
    var next: Level? { Level.all.firstIndex(of: self).flatMap { $0 + 1 < Level.all.count ? Level.all[$0 + 1] : nil } }
}
print(Level.parse("h"), Level.parse("zz"), Level.medium.next as Any, Level.high.next as Any)
if case .medium = Level.parse("m") { print("medium parsed") }
let pairs = events.compactMap { e -> (Int, Int)? in if case let .drag(x, y)? = e { return (x, y) } else { return nil } }
print(pairs)
