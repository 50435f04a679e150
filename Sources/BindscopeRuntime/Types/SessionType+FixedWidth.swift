extension SessionType {
    public var isFixedWidthInteger: Bool {
        if case .sizedInteger = self { return true }
        return false
    }

    /// A sized integer or Float: the numeric types `Int` and `Double` conversions do not cover.
    public var isFixedWidth: Bool { isFixedWidthInteger || self == .float }
}
