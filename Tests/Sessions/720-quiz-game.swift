// A quiz game with answers, scoring and a state enum
struct Question {
    let text: String
    let choices: [String]
    let answer: Int
}

enum QuizPhase: Equatable {
    case notStarted
    case asking(index: Int)
    case finished(score: Int)
}

struct Quiz {
    let questions: [Question]
    var phase: QuizPhase = .notStarted
    var answers: [Int] = []

    var score: Int {
        zip(questions, answers).filter { $0.answer == $1 }.count
    }

    mutating func start() { phase = .asking(index: 0) }

    mutating func answer(_ choice: Int) {
        guard case .asking(let index) = phase else { return }
        answers.append(choice)
        phase = index + 1 < questions.count ? .asking(index: index + 1) : .finished(score: score)
    }

    var currentQuestion: Question? {
        if case let .asking(index) = phase { return questions[index] }
        return nil
    }
}

@State var quiz = Quiz(questions: [
    Question(text: "2 + 2?", choices: ["3", "4", "5"], answer: 1),
    Question(text: "Capital of France?", choices: ["Paris", "Rome"], answer: 0),
    Question(text: "Swift's creator?", choices: ["Apple", "Google", "Microsoft"], answer: 0),
])
print(quiz.phase)
quiz.answer(1)
quiz.start()
while let question = quiz.currentQuestion {
    let pick = question.choices.count - 2
    print("\(question.text) -> \(question.choices[pick])")
    quiz.answer(pick)
}
print(quiz.phase, quiz.answers)
switch quiz.phase {
case .finished(let score) where score == quiz.questions.count: print("Perfect!")
case .finished(let score): print("Score: \(score)/\(quiz.questions.count)")
default: print("Not done")
}
print(quiz.phase == .finished(score: 1))
