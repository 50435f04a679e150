// An onboarding flow: CaseIterable steps, next/back via allCases indices, progress, skipping optional steps
enum Step: String, CaseIterable {
    case welcome, account, permissions, profilePhoto, done

    var isOptional: Bool { self == .permissions || self == .profilePhoto }
    var index: Int { Step.allCases.firstIndex(of: self)! }
}

struct Onboarding {
    var step = Step.welcome
    var skipped: [Step] = []

    var progress: Double { Double(step.index) / Double(Step.allCases.count - 1) }
    var canGoBack: Bool { step != .welcome && step != .done }

    mutating func next() {
        guard step != .done else { return }
        step = Step.allCases[step.index + 1]
    }

    mutating func back() {
        guard canGoBack else { return }
        step = Step.allCases[step.index - 1]
    }

    mutating func skip() {
        guard step.isOptional else {
            print("\(step.rawValue) cannot be skipped")
            return
        }
        skipped.append(step)
        next()
    }
}

@State var flow = Onboarding()
flow.next()
flow.skip()
flow.next()
print(flow.step, flow.progress, flow.skipped)
flow.skip()
flow.back()
print(flow.step.rawValue, flow.canGoBack, "\(Int(flow.progress * 100))%")
$flow.step.wrappedValue = .profilePhoto
flow.skip()
print(flow.step, flow.canGoBack, flow.skipped.map(\.rawValue))
flow.next()
print(flow.step, Step.allCases.filter(\.isOptional), Step(rawValue: "account")?.index as Any)
