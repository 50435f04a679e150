// A quiz: an init filling optional answers, zip over questions and answers, a binding to one answer
struct Question {
    let text: String
    let choices: [String]
    let answer: Int
    func isCorrect(_ choice: Int?) -> Bool { choice == answer }
}
struct Quiz {
    var questions: [Question]
    var answers: [Int?]
    init(questions: [Question]) {
        self.questions = questions
        answers = Array(repeating: nil, count: questions.count)
    }
    var score: Int { zip(questions, answers).filter { $0.isCorrect($1) }.count }
    var progress: Double { Double(answers.compactMap { $0 }.count) / Double(questions.count) }
    mutating func answer(_ index: Int, with choice: Int) {
        guard questions.indices.contains(index) else { return }
        answers[index] = choice
    }
}
@State var quiz = Quiz(questions: [
    Question(text: "2+2", choices: ["3", "4"], answer: 1),
    Question(text: "Capital of France", choices: ["Paris", "Rome", "Oslo"], answer: 0),
    Question(text: "Largest planet", choices: ["Mars", "Jupiter"], answer: 1),
])
quiz.answer(0, with: 1)
quiz.answer(1, with: 2)
quiz.answer(7, with: 0)
print(quiz.score, quiz.progress, quiz.answers)
let second = $quiz.answers[2]
second.wrappedValue = 1
print(quiz.score, "\(Int(quiz.progress * 100))%")
for (question, answer) in zip(quiz.questions, quiz.answers) {
    let picked = answer.map { question.choices[$0] } ?? "-"
    print("\(question.text): \(picked) \(question.isCorrect(answer) ? "✓" : "✗")")
}
