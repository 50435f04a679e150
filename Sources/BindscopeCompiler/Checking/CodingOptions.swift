import BindscopeRuntime

/// The strategies a JSONEncoder or JSONDecoder was given, which every nested value it codes
/// follows: a hand-written `init(from:)` or `encode(to:)` hands them on through its decoder or
/// encoder, so they travel packed into one Int field of those values.
public struct CodingOptions: Equatable {
    /// `dateEncodingStrategy` / `dateDecodingStrategy`, in the order of their enum cases.
    public enum DateStrategy: Int {
        /// Date's own Codable: seconds since 2001-01-01 as a Double.
        case deferredToDate
        case secondsSince1970
        case millisecondsSince1970
        case iso8601
    }

    /// `keyEncodingStrategy = .convertToSnakeCase` or `keyDecodingStrategy = .convertFromSnakeCase`.
    public var snakeCase = false
    public var dates = DateStrategy.deferredToDate

    public init(snakeCase: Bool = false, dates: DateStrategy = .deferredToDate) {
        self.snakeCase = snakeCase
        self.dates = dates
    }

    public init(packed: Value) {
        guard case .int(let bits) = packed else { preconditionFailure("coding options are an Int") }
        snakeCase = bits & 1 != 0
        dates = DateStrategy(rawValue: bits >> 1) ?? .deferredToDate
    }

    public var packed: Value {
        .int((snakeCase ? 1 : 0) | dates.rawValue << 1)
    }
}
