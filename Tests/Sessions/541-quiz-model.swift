// A quiz game model: shuffled-free rounds, scoring with tuples, and a summary report
struct Question { let prompt: String; let choices: [String]; let answer: Int }
enum Outcome: Equatable { case correct, wrong(picked: String), skipped }
struct Quiz {
    var questions: [Question]
    private(set) var outcomes: [Outcome] = []
    var isFinished: Bool { outcomes.count == questions.count }
    var score: Int { outcomes.filter { $0 == .correct }.count }
    mutating func answer(_ choice: Int?) {
        guard !isFinished else { return }
        let question = questions[outcomes.count]
        guard let choice else { outcomes.append(.skipped); return }
        outcomes.append(choice == question.answer ? .correct : .wrong(picked: question.choices[choice]))
    }
    func report() -> String {
        zip(questions, outcomes).enumerated().map { index, pair in
            let (question, outcome) = pair
            let mark: String
            switch outcome {
            case .correct: mark = "✓"
            case .wrong(let picked): mark = "✗ (\(picked))"
            case .skipped: mark = "–"
            }
            return "\(index + 1). \(question.prompt) \(mark)"
        }.joined(separator: "\n")
    }
}
@State var quiz = Quiz(questions: [
    Question(prompt: "2 + 2?", choices: ["3", "4"], answer: 1),
    Question(prompt: "Capital of France?", choices: ["Paris", "Lyon", "Nice"], answer: 0),
    Question(prompt: "Swift's year?", choices: ["2012", "2014"], answer: 1),
])
quiz.answer(1)
quiz.answer(2)
quiz.answer(nil)
quiz.answer(0)
print(quiz.report())
print("score \(quiz.score)/\(quiz.questions.count)", quiz.isFinished)
let percent = Double(quiz.score) / Double(quiz.questions.count) * 100
print("\(Int(percent.rounded()))%", quiz.outcomes.contains(.skipped))
