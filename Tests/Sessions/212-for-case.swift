// for case filters the elements that match
enum Event {
    case tap(x: Int, y: Int)
    case key(String)
}
let events: [Event] = [.tap(x: 1, y: 2), .key("a"), .tap(x: 5, y: 0), .key("b")]
for case .key(let name) in events {
    print("key", name)
}
for case let .tap(x, y) in events where x > 2 {
    print("tap", x, y)
}
let values: [Int?] = [1, nil, 3, nil]
for case let value? in values {
    print(value)
}
for case nil in values {
    print("a nil")
}
