// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "bindscope",
    products: [
        .executable(name: "bindscope", targets: ["bindscope"]),
        .library(name: "StateBinding", targets: ["StateBinding"]),
        .library(name: "StateBindingUI", targets: ["StateBindingUI"]),
        // For the fuzz targets (`Fuzz/`, a package of its own built by `Scripts/fuzz`).
        .library(name: "BindscopeLanguage", targets: ["BindscopeLanguage"]),
        .library(name: "BindscopeRuntime", targets: ["BindscopeRuntime"]),
        .library(name: "BindscopeLibrary", targets: ["BindscopeLibrary"]),
        .library(name: "BindscopeCompiler", targets: ["BindscopeCompiler"]),
        .library(name: "BindscopeDependents", targets: ["BindscopeDependents"]),
        .library(name: "BindscopeSession", targets: ["BindscopeSession"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // OrderedSet stores a session's Set: Swift's own Set order is random per process, so
        // bindscope keeps insertion order, as it does for dictionaries.
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // Test-only: property-based tests of the dependents' reports.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The projector page's HTTP and WebSocket server (`BindscopeServer`): small, and a
        // few seconds of a first build (Hummingbird 2 would cost minutes on 2 cores).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // SwiftUI's State/Binding API for Linux; the reference behaviour for everything else.
        .target(name: "StateBinding"),
        // SwiftUI's views for Linux, headless: View, the builder, the primitives, modifiers,
        // and `ViewGraph`, the one implementation of SwiftUI's update rules, which compiled
        // views (`ViewHost`) and the interpreter's views both feed.
        .target(name: "StateBindingUI", dependencies: ["StateBinding"]),
        // The session language: source text, tokens, syntax tree, diagnostics. Pure logic.
        .target(name: "BindscopeLanguage"),
        // The runtime: session values, objects, places, execution and its journal, the hooks
        // that record reads and writes for dependents, run-time errors, printing values as
        // Swift does. What checked code runs on; knows nothing of checking or of sessions.
        .target(
            name: "BindscopeRuntime",
            dependencies: [
                "BindscopeLanguage", "StateBinding",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            // Its small functions are inlined where the layers above call them (see `engineLayer`):
            // `@inlinable` on those marked `@inline(__always)`, and this for the rest.
            swiftSettings: engineLayer + [.unsafeFlags(["-cross-module-optimization"])]),
        // Views in the session language: `InterpretedViews`, the interpreter's `ViewSystem`
        // (session values read as views, fed to StateBindingUI's one `ViewGraph`), the
        // SwiftUI prelude, and the session's mounted hosts.
        .target(
            name: "BindscopeViews",
            dependencies: ["BindscopeLanguage", "BindscopeRuntime", "StateBindingUI"],
            swiftSettings: engineLayer),
        // The library: each built-in type's members as one table of data (name, signature, how
        // a use is checked and run), which checking, completion and suggestions all read. Its
        // entries reach the compiler only through `LibraryChecking`, the checker's narrow face.
        .target(
            name: "BindscopeLibrary",
            dependencies: [
                "BindscopeLanguage", "BindscopeRuntime", "BindscopeViews", "StateBinding",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            swiftSettings: engineLayer),
        // The compiler: checks the session language and lowers it to the runtime's closures
        // (and the scalar tier's code), looking built-in members up in the library.
        .target(
            name: "BindscopeCompiler",
            dependencies: [
                "BindscopeLanguage", "BindscopeRuntime", "BindscopeLibrary", "StateBinding",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            swiftSettings: engineLayer),
        // Dependents: the graph of States, bindings and watches, what a write reaches, and the
        // reports of what changed, as data. Runs the runtime's closures; needs no compiler.
        .target(
            name: "BindscopeDependents",
            dependencies: ["BindscopeLanguage", "BindscopeRuntime", "StateBinding"],
            swiftSettings: engineLayer),
        // The session: entries, commands, history, inspection, transcripts, presenting; the
        // one place answers and reports become text. Pure logic: the executable does the I/O.
        .target(
            name: "BindscopeSession",
            dependencies: [
                "BindscopeLanguage", "BindscopeRuntime", "BindscopeLibrary", "BindscopeCompiler",
                "BindscopeDependents", "BindscopeViews", "StateBinding",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            swiftSettings: engineLayer),
        // The projector page (`--serve`, `:serve`): an HTTP and WebSocket server on its own
        // threads, which reads the session only through what `PageService` hands it.
        .target(
            name: "BindscopeServer",
            dependencies: ["BindscopeSession", .product(name: "FlyingFox", package: "FlyingFox")]),
        // libedit through pkg-config, and fixed-argument wrappers for its variadic calls.
        .systemLibrary(
            name: "CLibedit", path: "Sources/CLibedit", pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]),
        .target(name: "CLibeditShim", dependencies: ["CLibedit"], path: "Sources/CLibeditShim"),
        // The line editor: the only terminal I/O besides the executable.
        .target(name: "LineEditor", dependencies: ["CLibedit", "CLibeditShim"]),
        // The command-line tool: argument parsing and wiring only.
        .executableTarget(
            name: "bindscope",
            dependencies: [
                "StateBinding",
                "BindscopeLanguage",
                "BindscopeRuntime",
                "BindscopeSession",
                "BindscopeServer",
                "LineEditor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "StateBindingTests", dependencies: ["StateBinding"]),
        .testTarget(name: "StateBindingUITests", dependencies: ["StateBindingUI"]),
        .testTarget(name: "BindscopeLanguageTests", dependencies: ["BindscopeLanguage"]),
        .testTarget(
            name: "BindscopeEngineTests",
            dependencies: [
                "StateBinding", "BindscopeRuntime", "BindscopeLibrary", "BindscopeCompiler", "BindscopeDependents",
                "BindscopeSession",
                .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "bindscopeTests", dependencies: ["bindscope"]),
        // The page's protocol spoken to a real server, and the page in headless Chromium.
        .testTarget(name: "BindscopePageTests", dependencies: ["bindscope", "BindscopeServer", "BindscopeSession"]),
    ],
    swiftLanguageModes: [.v6]
)

/// The engine's layers leave Swift's run-time exclusivity checks out of release builds. Swift
/// removes a check only where it sees every access, which a module of its own no longer lets
/// it for the runtime's public state, and checks a class's stored property reached from another
/// module whatever its `@exclusivity(unchecked)` says; running code reaches `Execution` and
/// boxes on every step (the checks were 45% of `fib(30)` once the runtime was a module of its
/// own). Debug builds, which the tests, the sanitizers and the fuzzers run, keep them.
var engineLayer: [SwiftSetting] {
    [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
}
