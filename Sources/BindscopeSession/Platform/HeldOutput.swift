import BindscopeRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a script printed while its parse's verdict was pending (`Options.overlapsParsing`):
/// kept in memory up to a megabyte, then in an anonymous temporary file, so that the
/// output of a long script (a report line per statement) never grows its memory.
final class HeldOutput {
    private var entries: [(toStandardError: Bool, text: String)] = []
    private var heldBytes = 0
    private var spill: UnsafeMutablePointer<FILE>?
    private static let inMemory = 1 << 20

    func append(_ text: String, toStandardError: Bool) {
        if spill == nil, heldBytes + text.utf8.count <= Self.inMemory {
            entries.append((toStandardError, text))
            heldBytes += text.utf8.count
            return
        }
        if spill == nil {
            guard let file = tmpfile() else {
                // No temporary file: held in memory after all.
                entries.append((toStandardError, text))
                return
            }
            spill = file
            for entry in entries { write(entry.text, toStandardError: entry.toStandardError, to: file) }
            entries = []
        }
        write(text, toStandardError: toStandardError, to: spill!)
    }

    private func write(_ text: String, toStandardError: Bool, to file: UnsafeMutablePointer<FILE>) {
        var header = (UInt8(toStandardError ? 1 : 0), UInt64(text.utf8.count).littleEndian)
        withUnsafeBytes(of: &header.0) { _ = fwrite($0.baseAddress, 1, 1, file) }
        withUnsafeBytes(of: &header.1) { _ = fwrite($0.baseAddress, 1, 8, file) }
        var text = text
        text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, file) }
    }

    /// Gives everything held to `deliver`, in order, and lets it go.
    func release(_ deliver: (Bool, String) -> Void) {
        for entry in entries { deliver(entry.toStandardError, entry.text) }
        entries = []
        guard let file = spill else { return }
        spill = nil
        defer { fclose(file) }
        fflush(file)
        rewind(file)
        var flag: UInt8 = 0
        var length: UInt64 = 0
        while fread(&flag, 1, 1, file) == 1, fread(&length, 1, 8, file) == 8 {
            let count = Int(UInt64(littleEndian: length))
            let text = String(unsafeUninitializedCapacity: count) { buffer in fread(buffer.baseAddress, 1, count, file) }
            deliver(flag == 1, text)
        }
    }

    deinit {
        if let spill { fclose(spill) }
    }
}
