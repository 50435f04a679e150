import BindscopeRuntime

extension ValuePrinter {
    /// A value as `reflect` prints it, but a binding to a place that is not there now
    /// (`$items[5]` of three elements) as `broken (index 5 out of range)`, as a report shows
    /// it. Making such a binding is no error (it reads nothing, as in Swift), so its echo and
    /// `:states` show why it cannot be read rather than failing. A binding through code (a
    /// getter, `Binding(get:set:)`) is read as `reflect` reads it.
    public func reflectShowingBroken(_ value: Value, as type: SessionType) throws -> String {
        try brokenText(value) ?? reflect(value, as: type)
    }

    /// `reflectShowingBroken`'s text as a `PrintedLayout`, for an echo too wide for its line.
    public func layoutShowingBroken(_ value: Value, as type: SessionType) throws -> PrintedLayout {
        if let broken = brokenText(value) { return .atom(broken) }
        return try layout(value, as: type)
    }

    /// `broken (reason)` for a binding to a place that is not there now; nil otherwise.
    private func brokenText(_ value: Value) -> String? {
        guard case .binding(let binding) = value, !binding.steps.isEmpty, !binding.steps.runsCode else { return nil }
        let root: Value? =
            switch binding.source {
            case .storage(let box): box.value
            case .constant(let value): value
            case .accessors: nil
            }
        guard let root, case .broken(let reason) = DependencyGraph.status(of: binding.steps, in: root, execution) else {
            return nil
        }
        return "broken (\(reason))"
    }
}
