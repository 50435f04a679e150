// swift-tools-version:6.1
import PackageDescription

// The benchmark suite lives in its own package so that `swift test` at the top level never
// builds package-benchmark. Run it with `Scripts/benchmark` (or `swift package benchmark` here).
let package = Package(
    name: "bindscope-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "bindscope", path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
            traits: ["MallocInterposer"]),
        // The allocator counters package-benchmark itself reads (its MallocInterposer trait), for
        // the bytes each declared binding keeps.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
        // The engine's storage for session Sets (as in the main package).
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        .executableTarget(
            name: "StateBindingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "StateBinding", package: "bindscope"),
            ],
            path: "Benchmarks/StateBindingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Views: the cost of an update against the size of the tree (StateBindingUI's graph).
        .executableTarget(
            name: "ViewBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "StateBindingUI", package: "bindscope"),
            ],
            path: "Benchmarks/ViewBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The engine, compiled here from its own sources (Engine/* are symlinks to ../Sources/*):
        // it is not a product of the main package, and as targets of this package its
        // `package`-level API (Session.prepare, run(_ prepared:)) is visible to the benchmarks.
        // The targets cannot keep their names: SwiftPM requires target names to be unique
        // across the package graph, and the main package (a dependency, for StateBinding)
        // declares the same modules too. So each is built here as Engine… (the session layer,
        // which the benchmarks import, as Engine) and the others see it under its own name
        // through `-module-alias`, what SwiftPM's `moduleAliases` passes, which it offers for
        // other packages' products only.
        .target(name: "EngineLanguage", path: "Engine/BindscopeLanguage"),
        .target(
            name: "EngineRuntime",
            dependencies: [
                "EngineLanguage", .product(name: "StateBinding", package: "bindscope"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            path: "Engine/BindscopeRuntime",
            swiftSettings: engineAliases("Language") + engineLayer + [.unsafeFlags(["-cross-module-optimization"])]
        ),
        .target(
            name: "EngineViews",
            dependencies: [
                "EngineLanguage", "EngineRuntime", .product(name: "StateBindingUI", package: "bindscope"),
            ],
            path: "Engine/BindscopeViews",
            swiftSettings: engineAliases("Language", "Runtime") + engineLayer
        ),
        .target(
            name: "EngineLibrary",
            dependencies: [
                "EngineLanguage", "EngineRuntime", "EngineViews", .product(name: "StateBinding", package: "bindscope"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            path: "Engine/BindscopeLibrary",
            swiftSettings: engineAliases("Language", "Runtime", "Views") + engineLayer
        ),
        .target(
            name: "EngineCompiler",
            dependencies: [
                "EngineLanguage", "EngineRuntime", "EngineLibrary", .product(name: "StateBinding", package: "bindscope"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            path: "Engine/BindscopeCompiler",
            swiftSettings: engineAliases("Language", "Runtime", "Library") + engineLayer
        ),
        .target(
            name: "EngineDependents",
            dependencies: ["EngineLanguage", "EngineRuntime", .product(name: "StateBinding", package: "bindscope")],
            path: "Engine/BindscopeDependents",
            swiftSettings: engineAliases("Language", "Runtime") + engineLayer
        ),
        // The session layer, which the benchmarks import.
        .target(
            name: "Engine",
            dependencies: [
                "EngineLanguage", "EngineRuntime", "EngineLibrary", "EngineCompiler", "EngineDependents", "EngineViews",
                .product(name: "StateBinding", package: "bindscope"),
                .product(name: "StateBindingUI", package: "bindscope"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            path: "Engine/BindscopeSession",
            swiftSettings: engineAliases("Language", "Runtime", "Library", "Compiler", "Dependents", "Views") + engineLayer
        ),
        // Propagation of writes to dependents, in-process, against a re-evaluate-everything store.
        .executableTarget(
            name: "PropagationBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
                "Engine",
            ],
            path: "Benchmarks/PropagationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // bindscope's own views (the interpreter's), in-process: a tap and a mount against the
        // size of the tree, as ViewBenchmarks measures the compiled library's.
        .executableTarget(
            name: "ViewSessionBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "Engine",
            ],
            path: "Benchmarks/ViewSessionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The session language, through the real `bindscope` binary run as a process (the
        // engine is not a product). Scripts/benchmark builds it and passes BINDSCOPE_BINARY.
        .executableTarget(
            name: "SessionBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SessionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// The engine modules a target imports (`Runtime`: `import BindscopeRuntime`), each under the
/// name it is built by here (see "Engine" above).
func engineAliases(_ layers: String...) -> [SwiftSetting] {
    [.unsafeFlags(layers.flatMap { ["-module-alias", "Bindscope\($0)=Engine\($0)"] })]
}

/// The settings the main package gives the engine's layers (see `engineLayer` there): the
/// benchmarks measure the code `bindscope` runs.
var engineLayer: [SwiftSetting] {
    [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
}
