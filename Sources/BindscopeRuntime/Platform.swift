#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The runtime's calls into the system, each wrapped once: what the process holds in memory.
public enum Platform {
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

    /// Gives memory the allocator keeps back to the system (glibc's `malloc_trim`), so that a
    /// reading of the resident memory after it counts only what is in use.
    public static func returnFreedMemory() {
        #if os(Linux) && canImport(Glibc)
            _ = glibcMallocTrim(0)
        #endif
    }
}

#if os(Linux) && canImport(Glibc)
    /// glibc's `malloc_trim` (declared in malloc.h, which the Glibc module does not export).
    @_silgen_name("malloc_trim")
    private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
