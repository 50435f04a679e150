/// How much memory a session may take, so that a statement asking for more (an
/// `Array(repeating:count:)` of a trillion elements, a string doubled forty times) fails with
/// an error and is rolled back instead of ending the process on an allocation failure, as the
/// compiled program would.
///
/// Two checks share one limit:
/// - where a string or a collection grows by a size known in advance (`Array(repeating:count:)`,
///   `String(repeating:count:)`, `+`, `+=`, `append(contentsOf:)`, `joined`, an array made from
///   a range), the size it would reach is checked before anything is allocated;
/// - values that grow a little at a time (an `append` in a loop) are caught by the process's
///   resident memory, read now and then while loops and calls run (`Execution.askForInterrupt`):
///   a statement may grow it by at most the limit, counted from the statement's first reading
///   so that nothing else the program did is counted.
///
/// A session's limit is given when it is made (`--memory-limit`), and its checker and its
/// execution each keep it.
public struct MemoryLimit: Sendable, Equatable {
    /// The limit in bytes.
    public let bytes: Int

    public init(bytes: Int) {
        self.bytes = bytes
    }

    /// 4 GiB, unless `--memory-limit` says otherwise.
    public static let standard = MemoryLimit(bytes: 4 << 30)

    /// What one element of an array takes (the interpreter's `Value`).
    public static let elementBytes = MemoryLayout<Value>.stride

    /// Throws unless an array of `count` elements fits.
    @inlinable @inline(__always)
    public func checkArray(count: Int) throws {
        if count > bytes / Self.elementBytes { throw outOfMemory(elements: count) }
    }

    /// Throws unless a string of `count` UTF-8 bytes fits.
    @inlinable @inline(__always)
    public func checkString(bytes count: Int) throws {
        if count > bytes { throw outOfMemory(stringBytes: count) }
    }

    /// Throws unless a string of `count` copies of `unit` bytes fits.
    public func checkString(copies count: Int, of unit: Int) throws {
        let (total, overflow) = count.multipliedReportingOverflow(by: unit)
        try checkString(bytes: overflow ? Int.max : total)
    }

    /// Throws unless `first + second` elements (or bytes) fit: the sizes of `a + b`.
    @inlinable @inline(__always)
    public func checkArray(count first: Int, plus second: Int) throws {
        let (total, overflow) = first.addingReportingOverflow(second)
        try checkArray(count: overflow ? Int.max : total)
    }

    @inlinable @inline(__always)
    public func checkString(bytes first: Int, plus second: Int) throws {
        let (total, overflow) = first.addingReportingOverflow(second)
        try checkString(bytes: overflow ? Int.max : total)
    }

    public func outOfMemory(elements count: Int) -> RuntimeError {
        let (size, overflow) = count.multipliedReportingOverflow(by: Self.elementBytes)
        let need = overflow ? "more than \(Self.describe(Int.max))" : Self.describe(size)
        return RuntimeError(.outOfMemory("an array of \(count) elements would need \(need), more than the limit of \(describedLimit)"))
    }

    public func outOfMemory(stringBytes count: Int) -> RuntimeError {
        let size = count == Int.max ? "more than \(Self.describe(Int.max))" : Self.describe(count)
        return RuntimeError(.outOfMemory("a string would need \(size), more than the limit of \(describedLimit)"))
    }

    /// The resident memory has passed the limit while a statement ran.
    public var outOfMemoryResident: RuntimeError {
        RuntimeError(.outOfMemory("the session's memory grew past the limit of \(describedLimit)"))
    }

    /// The limit as the error shows it: `4 GiB`.
    public var describedLimit: String { Self.describe(bytes) }

    /// `24 TiB`, `1.5 GiB`, `640 bytes`: binary units, one decimal where it is not whole.
    public static func describe(_ count: Int) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        var value = Double(count)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(count) bytes" }
        let tenths = (value * 10).rounded()
        let text = tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
        return "\(text) \(units[unit])"
    }

    /// Reads `--memory-limit`'s argument: a number of bytes with an optional `K`, `M`, `G`
    /// or `T` (binary units). Nil when it is not one.
    public static func parse(_ text: String) -> MemoryLimit? {
        var digits = Substring(text)
        var scale = 1
        if let last = digits.last, let shift = ["K": 10, "M": 20, "G": 30, "T": 40][last.uppercased()] {
            scale = 1 << shift
            digits = digits.dropLast()
            if digits.last == "i" || digits.last == "I" { digits = digits.dropLast() }
        } else if digits.hasSuffix("B") || digits.hasSuffix("b") {
            digits = digits.dropLast()
        }
        guard let number = Int(digits), number > 0 else { return nil }
        let (total, overflow) = number.multipliedReportingOverflow(by: scale)
        return overflow ? nil : MemoryLimit(bytes: total)
    }

    /// Whether the process's resident memory has grown past the limit since `baseline`, what
    /// it held when the running statement first read it (the program itself, its libraries,
    /// the sample model and earlier statements' leftovers are not counted: under a sanitizer
    /// they alone may pass a small limit). Memory freed earlier (a statement rolled back) may still be held by the
    /// allocator: it is given back to the system before the second, deciding reading.
    public func residentIsOverLimit(since baseline: Int) -> Bool {
        guard let resident = Platform.residentBytes(), resident - baseline > bytes else { return false }
        Platform.returnFreedMemory()
        return (Platform.residentBytes() ?? 0) - baseline > bytes
    }
}
