// Date as Codable needs it: made from intervals, compared, printed, and coded by each date strategy
import Foundation

let epoch = Date(timeIntervalSince1970: 0)
let reference = Date(timeIntervalSinceReferenceDate: 0)
let launch = Date(timeIntervalSince1970: 1_704_164_645.25)
print(epoch, reference, launch)
print(launch.timeIntervalSince1970, launch.timeIntervalSinceReferenceDate, reference.timeIntervalSince1970)
print(epoch < reference, launch > reference, launch == Date(timeIntervalSinceReferenceDate: launch.timeIntervalSinceReferenceDate))
print([launch, epoch, reference].sorted().map(\.timeIntervalSince1970))
print(Date(timeIntervalSince1970: -1.5), launch.addingTimeInterval(86_400))

struct Reminder: Codable {
    var title: String
    var due: Date
    var done: Date?
}

let reminder = Reminder(title: "Renew", due: launch, done: nil)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let strategies: [(String, JSONEncoder.DateEncodingStrategy, JSONDecoder.DateDecodingStrategy)] = [
    ("deferredToDate", .deferredToDate, .deferredToDate),
    ("secondsSince1970", .secondsSince1970, .secondsSince1970),
    ("millisecondsSince1970", .millisecondsSince1970, .millisecondsSince1970),
    ("iso8601", .iso8601, .iso8601),
]
for (name, encoding, decoding) in strategies {
    encoder.dateEncodingStrategy = encoding
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = decoding
    do {
        let data = try encoder.encode(reminder)
        let back = try decoder.decode(Reminder.self, from: data)
        print(name, String(data: data, encoding: .utf8)!, back.due, back.due == reminder.due)
    } catch {
        print(name, error)
    }
}
encoder.dateEncodingStrategy = .iso8601
print(String(data: try! encoder.encode([Date(timeIntervalSince1970: -1.5), Date(timeIntervalSinceReferenceDate: 1e9)]), encoding: .utf8)!)
