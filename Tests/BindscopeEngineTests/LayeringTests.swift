import Foundation
import Testing

/// The engine's layers, lowest first (docs/architecture.md): each module may import only the
/// modules of the layers below it. SwiftPM builds a target only against what Package.swift
/// says it depends on, but a module already built into the same directory can still be
/// imported by accident; this holds both the manifest and the sources to the table.
@Suite("The engine's layers run one way")
struct LayeringTests {
    /// Each of the package's own modules and the package modules it may import.
    static let allowedImports: [String: Set<String>] = [
        "StateBinding": [],
        "StateBindingUI": ["StateBinding"],
        "BindscopeLanguage": [],
        "BindscopeRuntime": ["BindscopeLanguage", "StateBinding"],
        "BindscopeViews": ["BindscopeLanguage", "BindscopeRuntime", "StateBindingUI", "StateBinding"],
        "BindscopeLibrary": ["BindscopeLanguage", "BindscopeRuntime", "BindscopeViews", "StateBinding"],
        "BindscopeCompiler": ["BindscopeLanguage", "BindscopeRuntime", "BindscopeLibrary", "StateBinding"],
        "BindscopeDependents": ["BindscopeLanguage", "BindscopeRuntime", "StateBinding"],
        "BindscopeSession": [
            "BindscopeLanguage", "BindscopeRuntime", "BindscopeLibrary", "BindscopeCompiler", "BindscopeDependents",
            "BindscopeViews", "StateBinding",
        ],
        // The projector page's server: the session's page data, never the engine below it.
        "BindscopeServer": ["BindscopeSession"],
        "CLibedit": [],
        "CLibeditShim": ["CLibedit"],
        "LineEditor": ["CLibedit", "CLibeditShim"],
        "bindscope": [
            "BindscopeLanguage", "BindscopeRuntime", "BindscopeSession", "BindscopeServer", "LineEditor", "StateBinding",
        ],
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("Every module's sources import only the layers below it")
    func sourcesImportOnlyLowerLayers() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }
        #expect(Set(modules) == Set(Self.allowedImports.keys), "a module the table does not place")
        for module in modules {
            let allowed = Self.allowedImports[module] ?? []
            for (file, imported) in try Self.packageImports(in: sources.appendingPathComponent(module)) {
                #expect(allowed.contains(imported), "\(module)/\(file) imports \(imported), which is not below it")
            }
        }
    }

    @Test("Package.swift declares only dependencies on the layers below")
    func manifestDependsOnlyOnLowerLayers() throws {
        let targets = try Self.manifestDependencies()
        #expect(!targets.isEmpty, "no targets read from the manifest")
        for (target, dependencies) in targets where !target.hasSuffix("Tests") {
            let allowed = try #require(Self.allowedImports[target], "\(target) is not in the table of layers")
            let own = dependencies.filter { Self.allowedImports[$0] != nil }
            #expect(Set(own).isSubset(of: allowed), "\(target) depends on \(Set(own).subtracting(allowed).sorted())")
        }
    }

    @Test("The engine's calls into the system sit in each layer's platform files")
    func systemCallsInPlatformFiles() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let systemModules: Set<String> = ["Glibc", "Musl", "Darwin"]
        for module in Self.engineModules {
            let directory = sources.appendingPathComponent(module)
            for (file, imported) in try Self.imports(in: directory) where systemModules.contains(imported) {
                #expect(file.hasPrefix("Platform"), "\(module)/\(file) imports \(imported) outside the layer's platform files")
            }
        }
    }

    /// The engine's layers above the language, each with one platform file or none.
    static let engineModules = [
        "BindscopeRuntime", "BindscopeViews", "BindscopeLibrary", "BindscopeCompiler", "BindscopeDependents", "BindscopeSession",
    ]

    @Test("No engine source names a layer's module in code: the benchmarks build them under other names")
    func noModuleQualifiedNames() throws {
        // Benchmarks/Package.swift compiles each layer's sources again as `Engine…` with
        // `-module-alias`, which renames imports but not a qualified name such as
        // `BindscopeLanguage.Token` in code: such a name breaks that build, which CI does not run.
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let layers = ["BindscopeLanguage"] + Self.engineModules
        for module in layers {
            let directory = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where !line.contains("import ") {
                    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    for layer in layers {
                        #expect(!code.contains(layer + "."), "\(module)/\(file) names \(layer). in code: \(line)")
                    }
                }
            }
        }
    }

    /// The package's own modules each Swift file under `directory` imports, by file.
    static func packageImports(in directory: URL) throws -> [(file: String, module: String)] {
        try imports(in: directory).filter { allowedImports[$0.module] != nil }
    }

    /// Every module each Swift file under `directory` imports, by file (its path from there).
    static func imports(in directory: URL) throws -> [(file: String, module: String)] {
        var found: [(String, String)] = []
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                // `import X`, `@testable import X`, `import struct X.Y`, `    import X` under `#if`.
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                guard words.first == "import", words.count >= 2 else { continue }
                let path = words.count == 2 ? words[1] : words[2]
                found.append((file, String(path.split(separator: ".").first ?? path)))
            }
        }
        return found
    }

    /// Each target's dependencies by name, as `swift package dump-package` reads the manifest.
    static func manifestDependencies() throws -> [String: [String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch path of its own: the one `swift test` runs from is locked while it runs.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.arguments = [
            "swift", "package", "dump-package", "--package-path", packageRoot.path, "--scratch-path", scratch.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var dependencies: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let entries = target["dependencies"] as? [[String: Any]] ?? []
            // `{"byName": ["X", null]}`, `{"target": ["X", null]}`, `{"product": ["X", "package", …]}`.
            dependencies[name] = entries.compactMap { entry in
                (entry["byName"] ?? entry["target"]).flatMap { ($0 as? [Any])?.first as? String }
            }
        }
        return dependencies
    }
}
