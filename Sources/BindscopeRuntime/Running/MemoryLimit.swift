#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
///   resident memory, read now and then while loops and calls run (`Execution.askForInterrupt`).
public enum MemoryLimit {
    /// The limit in bytes: 4 GiB unless `--memory-limit` says otherwise. Set before a session
    /// runs (it is read on the session's thread only).
    nonisolated(unsafe) public static var bytes = 4 << 30

    /// What one element of an array takes (the interpreter's `Value`).
    public static let elementBytes = MemoryLayout<Value>.stride

    /// Throws unless an array of `count` elements fits.
    @inlinable @inline(__always)
    public static func checkArray(count: Int) throws {
        if count > bytes / elementBytes { throw outOfMemory(elements: count) }
    }

    /// Throws unless a string of `count` UTF-8 bytes fits.
    @inlinable @inline(__always)
    public static func checkString(bytes count: Int) throws {
        if count > bytes { throw outOfMemory(stringBytes: count) }
    }

    /// Throws unless a string of `count` copies of `unit` bytes fits.
    public static func checkString(copies count: Int, of unit: Int) throws {
        let (total, overflow) = count.multipliedReportingOverflow(by: unit)
        try checkString(bytes: overflow ? Int.max : total)
    }

    /// Throws unless `first + second` elements (or bytes) fit: the sizes of `a + b`.
    @inlinable @inline(__always)
    public static func checkArray(count first: Int, plus second: Int) throws {
        let (total, overflow) = first.addingReportingOverflow(second)
        try checkArray(count: overflow ? Int.max : total)
    }

    @inlinable @inline(__always)
    public static func checkString(bytes first: Int, plus second: Int) throws {
        let (total, overflow) = first.addingReportingOverflow(second)
        try checkString(bytes: overflow ? Int.max : total)
    }

    public static func outOfMemory(elements count: Int) -> RuntimeError {
        let (size, overflow) = count.multipliedReportingOverflow(by: elementBytes)
        let need = overflow ? "more than \(describe(Int.max))" : describe(size)
        return RuntimeError(.outOfMemory("an array of \(count) elements would need \(need), more than the limit of \(describedLimit)"))
    }

    public static func outOfMemory(stringBytes count: Int) -> RuntimeError {
        let size = count == Int.max ? "more than \(describe(Int.max))" : describe(count)
        return RuntimeError(.outOfMemory("a string would need \(size), more than the limit of \(describedLimit)"))
    }

    /// The resident memory has passed the limit while a statement ran.
    public static var outOfMemoryResident: RuntimeError {
        RuntimeError(.outOfMemory("the session's memory grew past the limit of \(describedLimit)"))
    }

    /// The limit as the error shows it: `4 GiB`.
    public static var describedLimit: String { describe(bytes) }

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
    public static func parse(_ text: String) -> Int? {
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
        return overflow ? nil : total
    }

    /// Whether the process's resident memory is past the limit. Memory freed earlier (a
    /// statement rolled back) may still be held by the allocator: it is given back to the
    /// system before the second, deciding reading.
    public static func residentIsOverLimit() -> Bool {
        guard let resident = residentBytes(), resident > bytes else { return false }
        #if os(Linux) && canImport(Glibc)
            _ = glibcMallocTrim(0)
        #endif
        return (residentBytes() ?? 0) > bytes
    }

    /// The process's resident memory in bytes (Linux: `/proc/self/statm`); nil where it cannot
    /// be read. A read costs a few microseconds, so it is asked only every ~16k iterations.
    public static func residentBytes() -> Int? {
        #if os(Linux)
            let descriptor = open("/proc/self/statm", O_RDONLY)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var buffer = (Int64(0), Int64(0), Int64(0), Int64(0), Int64(0), Int64(0), Int64(0), Int64(0))
            let count = withUnsafeMutableBytes(of: &buffer) { read(descriptor, $0.baseAddress, $0.count - 1) }
            guard count > 0 else { return nil }
            return withUnsafeBytes(of: &buffer) { bytes -> Int? in
                // "size resident shared …": the second field, in pages.
                var field = 0
                var number = 0
                for byte in bytes.prefix(count) {
                    if byte == 0x20 {
                        if field == 1 { break }
                        field += 1
                        number = 0
                    } else if byte >= 0x30, byte <= 0x39 {
                        number = number * 10 + Int(byte - 0x30)
                    }
                }
                return field == 1 ? number * Int(sysconf(Int32(_SC_PAGESIZE))) : nil
            }
        #else
            return nil
        #endif
    }
}

#if os(Linux) && canImport(Glibc)
    /// glibc's `malloc_trim` (declared in malloc.h, which the Glibc module does not export).
    @_silgen_name("malloc_trim")
    private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
