// Event scheduling with ranges, tuples and sorting
struct Event: CustomStringConvertible {
    let title: String
    let start: Int
    let end: Int
    var duration: Int { end - start }
    var description: String { "\(title) [\(start)-\(end)]" }
    func overlaps(_ other: Event) -> Bool { start < other.end && other.start < end }
}
let events = [
    Event(title: "Standup", start: 9, end: 10),
    Event(title: "Review", start: 11, end: 13),
    Event(title: "Lunch", start: 12, end: 13),
    Event(title: "Focus", start: 14, end: 17),
]
print(events)
let conflicts = events.indices.flatMap { i in events.indices.filter { $0 > i && events[i].overlaps(events[$0]) }.map { (events[i].title, events[$0].title) } }
print(conflicts)
let busy = events.reduce(0) { $0 + $1.duration }
print("busy \(busy)h, free \(8 - busy)h")
let morning = events.filter { (8..<12).contains($0.start) }
print(morning.map(\.title), events.max { $0.duration < $1.duration }!)
switch events.count {
case 0: print("empty")
case 1...3: print("light")
default: print("full day")
}
let slots = stride(from: 9, to: 18, by: 2).map { hour in (hour, events.contains { ($0.start..<$0.end).contains(hour) }) }
print(slots.map { "\($0.0):\($0.1 ? "x" : "-")" }.joined(separator: " "))
