// The one file of this target that reaches the C library: standard error for warnings.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// SwiftUI's run-time warnings go to standard error, as its console log does.
func printWarning(_ text: String) {
    let line = text + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}
