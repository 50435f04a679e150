// A chat thread: Identifiable messages grouped by day (Int timestamps), unread counts, edits through bindings
struct Message: Identifiable, Equatable {
    let id: Int
    let sender: String
    var text: String
    let timestamp: Int   // seconds since the conversation started
    var isRead = false

    var day: Int { timestamp / 86_400 }
    var time: String {
        let minutes = (timestamp % 86_400) / 60
        let h = minutes / 60, m = minutes % 60
        return "\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
    }
}

struct Thread {
    var messages: [Message]
    var unreadCount: Int { messages.filter { !$0.isRead }.count }

    var byDay: [(day: Int, messages: [Message])] {
        let groups = Dictionary(grouping: messages) { $0.day }
        return groups.keys.sorted().map { (day: $0, messages: groups[$0]!) }
    }

    mutating func markAllRead() {
        for i in messages.indices { messages[i].isRead = true }
    }
}

@State var thread = Thread(messages: [
    Message(id: 1, sender: "Ana", text: "Hi!", timestamp: 3_600),
    Message(id: 2, sender: "Ben", text: "Hey, lunch?", timestamp: 43_500),
    Message(id: 3, sender: "Ana", text: "Sure", timestamp: 90_000),
    Message(id: 4, sender: "Ben", text: "12:30?", timestamp: 90_660),
])
for group in thread.byDay {
    print("Day \(group.day)")
    for m in group.messages { print("  [\(m.time)] \(m.sender): \(m.text)") }
}
print("unread:", thread.unreadCount)
let lastText = $thread.messages[3].text
lastText.wrappedValue += " (edited)"
print(thread.messages.last!.text)
thread.markAllRead()
print(thread.unreadCount, thread.messages.allSatisfy(\.isRead))
let senders = Set(thread.messages.map(\.sender)).sorted()
print(senders, thread.messages.first(where: { $0.text.hasSuffix("?") })?.id as Any)
