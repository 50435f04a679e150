import BindscopeRuntime

extension Session {
    /// The storage of the session-level `@State var name`, for tests that inspect values.
    func stateStorage(named name: String) -> Box? {
        guard case .wrappedValue(let backing, _)? = checker.sessionScope.lookup(name),
            backing.slot < execution.frame.locals.count,
            case .state(let box) = execution.frame.locals[backing.slot].value
        else { return nil }
        return box
    }
}
