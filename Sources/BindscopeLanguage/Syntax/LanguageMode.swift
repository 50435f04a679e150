/// The Swift language mode a session is checked in: `swiftc`'s `-swift-version`.
///
/// `swiftc main.swift` builds in Swift 5 mode, so that is a session's default too (what
/// people get, and what differential sessions are recorded with); Swift 6 mode adds the
/// strict-concurrency checks (`static var` is "not concurrency-safe"). It also decides
/// `#if swift(>=6)`, which asks for the language mode, not the compiler's version.
public enum LanguageMode: Int, CaseIterable, Hashable, Sendable {
    case swift5 = 5
    case swift6 = 6

    /// `5` or `6`, as `--swift-version` and `:set swift-version` take it (`5.10`, `6.0` too).
    public init?(versionText text: String) {
        switch text {
        case "5", "5.0", "5.10": self = .swift5
        case "6", "6.0": self = .swift6
        default: return nil
        }
    }

    /// The version `#if swift(>=…)` compares with: Swift 6.x's compiler in Swift 5 mode is
    /// language version 5.10.
    public var languageVersion: [Int] {
        switch self {
        case .swift5: [5, 10]
        case .swift6: [6, 0]
        }
    }
}

/// The module a session's own code is in, as the programs of recorded sessions are compiled
/// (`swiftc -module-name Session`): `#function` at top level and the module of `#fileID`.
public enum SessionModule {
    public static let name = "Session"
}
