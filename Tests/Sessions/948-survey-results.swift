// Survey results: answers as enums with payloads, tallies per question, percentages, free-text comments
import Foundation

enum Answer {
    case choice(Int)
    case scale(Int)      // 1...5
    case text(String)
    case skipped
}

struct Response { var respondent: Int; var answers: [String: Answer] }

let responses = [
    Response(respondent: 1, answers: ["color": .choice(0), "rating": .scale(4), "comment": .text("Nice app")]),
    Response(respondent: 2, answers: ["color": .choice(2), "rating": .scale(5), "comment": .skipped]),
    Response(respondent: 3, answers: ["color": .choice(0), "rating": .scale(2), "comment": .text("Too slow")]),
    Response(respondent: 4, answers: ["rating": .skipped]),
]
let options = ["red", "green", "blue"]

var tally = Array(repeating: 0, count: options.count)
var ratings: [Int] = []
var comments: [String] = []
for response in responses {
    for (question, answer) in response.answers.sorted(by: { $0.key < $1.key }) {
        switch (question, answer) {
        case ("color", .choice(let index)) where options.indices.contains(index): tally[index] += 1
        case ("rating", .scale(let value)): ratings.append(value)
        case (_, .text(let text)): comments.append("#\(response.respondent): \(text)")
        case (_, .skipped): continue
        default: print("unexpected answer to", question)
        }
    }
}
let answered = tally.reduce(0, +)
for (option, count) in zip(options, tally) {
    print(option.padding(toLength: 6, withPad: " ", startingAt: 0), String(repeating: "▇", count: count), String(format: "%.0f%%", Double(count) / Double(answered) * 100))
}
let mean = Double(ratings.reduce(0, +)) / Double(ratings.count)
print(ratings, String(format: "%.2f", mean), ratings.filter { $0 >= 4 }.count)
print(comments)
@State var selected: Answer = .skipped
$selected.wrappedValue = .scale(3)
if case .scale(let value) = selected, (1...5).contains(value) { print("valid scale", value) }
print(selected, [Answer.text("hi"), .choice(1)])
