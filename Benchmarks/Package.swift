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
