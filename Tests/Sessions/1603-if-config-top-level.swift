// #if / #elseif / #else / #endif at top level with the conditions of a plain swiftc build here.
#if DEBUG
print("debug build")
#else
print("not a debug build")
#endif

#if os(Linux)
let platform = "Linux"
#elseif os(macOS) || os(iOS)
let platform = "Apple"
#else
let platform = "other"
#endif
print(platform)

#if arch(x86_64) && swift(>=5.9) && compiler(>=6.0)
print("x86_64, Swift 5.9 or later, compiler 6")
#endif

#if canImport(Foundation) && !canImport(SwiftUI)
print("Foundation without SwiftUI")
#endif

#if targetEnvironment(simulator)
print("simulator")
#elseif (os(Linux) && !DEBUG) || os(Windows)
print("Linux, release")
#endif

#if swift(<5.0)
this line is never compiled
#endif

var features: [String] = []
#if canImport(SwiftUI)
features.append("views")
#endif
features.append("models")
#if !os(iOS)
features.append("command line")
#endif
print(features)
