// main.swift: closures and types annotated for concurrency (@Sendable, Sendable, @preconcurrency) run as on one thread
@preconcurrency import Foundation

final class CounterModel {
    private(set) var count = 0
    var onChange: (@Sendable (Int) -> Void)?

    func increment(by step: Int = 1) {
        count += step
        onChange?(count)
    }
}

struct Settings: Sendable, Equatable {
    var step = 2
}

let format: @Sendable (Int) -> String = { @Sendable value in "count is \(value)" }
let model = CounterModel()
model.onChange = { print(format($0)) }
let settings = Settings()
model.increment()
model.increment(by: settings.step)
print(model.count, settings == Settings(step: 2))
