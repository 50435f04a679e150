import BindscopeLanguage

/// How a session asked to be checked, given by whoever makes the checker (`--swift-version`,
/// `:set swift-version`): a value the checker reads where a rule depends on it, never a global.
public struct CheckerOptions: Hashable, Sendable {
    /// Swift 5 (`swiftc`'s default) or Swift 6, whose concurrency checks only it applies.
    public var languageMode: LanguageMode = .swift5

    public init(languageMode: LanguageMode = .swift5) {
        self.languageMode = languageMode
    }

    /// Swift 6 refuses mutable shared state that Swift 5 accepts (`static var count = 0`).
    public var checksConcurrencySafety: Bool { languageMode == .swift6 }
}
