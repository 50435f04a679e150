// swift-tools-version:6.0
// libFuzzer targets for bindscope, kept out of the main package so that its normal build and
// test time do not grow. Built and run by `Scripts/fuzz` (with `--sanitize=fuzzer`, and
// `-enable-testing` so the harnesses may reach the engine's internals).
import PackageDescription

let package = Package(
    name: "bindscope-fuzz",
    dependencies: [.package(name: "bindscope", path: "..")],
    targets: [
        // (a) Lexing and parsing.
        .executableTarget(
            name: "FuzzParse",
            dependencies: [.product(name: "BindscopeLanguage", package: "bindscope")]),
        // (b) Checking and running whole sessions: reports, `:watch`, `:undo` and other commands.
        .executableTarget(
            name: "FuzzSession",
            dependencies: [
                .product(name: "BindscopeLanguage", package: "bindscope"),
                .product(name: "BindscopeRuntime", package: "bindscope"),
                .product(name: "BindscopeCompiler", package: "bindscope"),
                .product(name: "BindscopeDependents", package: "bindscope"),
                .product(name: "BindscopeSession", package: "bindscope"),
            ]),
        // (c) The StateBinding library driven by bytes: derive, project, write, observe.
        .executableTarget(
            name: "FuzzStateBinding",
            dependencies: [.product(name: "StateBinding", package: "bindscope")]),
    ],
    swiftLanguageModes: [.v5]
)
