// An analytics event log: enums with payloads inside arrays, optionals and single-key dictionaries, as print and dump show them
enum Event: Equatable {
    case appOpened
    case screenViewed(name: String)
    case purchase(item: String, cents: Int)
    case error(code: Int, message: String?)
}

struct Session {
    var user: String?
    var events: [Event] = []
    var tags: [String: [Event]] = [:]
}

@State var session = Session(user: nil)
session.events.append(.appOpened)
session.events.append(.screenViewed(name: "Home"))
session.events.append(.purchase(item: "Pro", cents: 499))
session.events.append(.error(code: 404, message: nil))
print(session.events)
print(session.events[2])
print(session.events.last!, Optional(session.events[0]))
print(session)
$session.user.wrappedValue = "kim"
session.tags["funnel"] = Array(session.events.prefix(2))
print(session.tags)
print(session.user as Any, [session.user, nil])
let purchases = session.events.compactMap { event -> Int? in
    if case .purchase(_, let cents) = event { return cents }
    return nil
}
print(purchases, session.events.contains(.appOpened), session.events.firstIndex(of: .screenViewed(name: "Home")) as Any)
let described = session.events.map { "\($0)" }
print(described)
debugPrint(session.events[1], "text", 3.0)
let pair: (Event, Int?) = (.error(code: 1, message: "boom"), nil)
print(pair)
dump(session.events[1])
dump([Event.appOpened, .purchase(item: "Pro", cents: 499)])
