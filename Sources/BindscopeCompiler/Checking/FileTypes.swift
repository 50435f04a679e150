import BindscopeLibrary
import BindscopeRuntime

/// Foundation's `URL`, of a file (`URL(fileURLWithPath:)`: `path`, `lastPathComponent`,
/// printed `file:///…`) or of a string (`URL(string:)`, read as `WebURL` reads it), and
/// the `CocoaError` a failed read throws, printed as swiftc's build here prints it:
/// `Error Domain=NSCocoaErrorDomain Code=260 "The file doesn’t exist."UserInfo={…}`. Foundation
/// prints the UserInfo entries in its dictionary's order, which changes from run to run;
/// bindscope prints one of those orders (NSURL, NSUnderlyingError, NSFilePath).
public final class FileTypes {
    public let url = NominalType(name: "URL", kind: .structure)
    public let cocoaError = NominalType(name: "CocoaError", kind: .structure)

    public init() {
        url.storedProperties = [
            NominalType.StoredProperty(name: " given", type: .string, isConstant: true, defaultValue: nil, isWrapped: false),
            // The working directory a relative path was given in; empty for an absolute path.
            NominalType.StoredProperty(name: " base", type: .string, isConstant: true, defaultValue: nil, isWrapped: false),
            // Made by `URL(string:)`: ` given` is then the whole (encoded) string.
            NominalType.StoredProperty(name: " web", type: .bool, isConstant: true, defaultValue: nil, isWrapped: false),
        ]
        let text = FunctionValue { _, arguments in .string(FileTypes.description(of: arguments[0])) }
        url.computedProperties = [
            NominalType.ComputedProperty(name: "description", type: .string, body: text),
            NominalType.ComputedProperty(name: "absoluteString", type: .string, body: text),
            NominalType.ComputedProperty(name: "path", type: .string, body: FunctionValue { _, arguments in
                .string(FileTypes.path(of: arguments[0]))
            }),
            NominalType.ComputedProperty(name: "lastPathComponent", type: .string, body: FunctionValue { _, arguments in
                if let web = FileTypes.webURL(arguments[0]) { return .string(web.lastPathComponent) }
                return .string(FileTypes.path(of: arguments[0]).split(separator: "/").last.map(String.init) ?? "/")
            }),
            NominalType.ComputedProperty(name: "pathExtension", type: .string, body: FunctionValue { _, arguments in
                if let web = FileTypes.webURL(arguments[0]) { return .string(web.pathExtension) }
                let last = FileTypes.path(of: arguments[0]).split(separator: "/").last.map(String.init) ?? ""
                guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return .string("") }
                return .string(String(last[last.index(after: dot)...]))
            }),
            NominalType.ComputedProperty(name: "scheme", type: .optional(.string), body: FunctionValue { _, arguments in
                guard let web = FileTypes.webURL(arguments[0]) else { return .some(.string("file")) }
                return web.scheme.map { .some(.string($0)) } ?? .none
            }),
            NominalType.ComputedProperty(name: "host", type: .optional(.string), body: FunctionValue { _, arguments in
                guard let host = FileTypes.webURL(arguments[0])?.host else { return .none }
                return .some(.string(host))
            }),
        ]
        url.conformances = Set(["Equatable", "Hashable", "CustomStringConvertible", "Sendable"]).union(["Codable", "Encodable", "Decodable"])
        url.members.hidesMemberwiseInitializer = true

        cocoaError.storedProperties = [
            NominalType.StoredProperty(name: "code", type: .int, isConstant: true, defaultValue: nil, isWrapped: false),
            NominalType.StoredProperty(name: " description", type: .string, isConstant: true, defaultValue: nil, isWrapped: false),
            NominalType.StoredProperty(name: " localized", type: .string, isConstant: true, defaultValue: nil, isWrapped: false),
        ]
        func field(_ index: Int) -> FunctionValue {
            FunctionValue { _, arguments in
                guard case .structure(let value) = arguments[0] else { preconditionFailure("a CocoaError is a struct") }
                return value.fields[index]
            }
        }
        cocoaError.computedProperties = [
            NominalType.ComputedProperty(name: "description", type: .string, body: field(1)),
            NominalType.ComputedProperty(name: "errorDescription", type: .optional(.string), body: FunctionValue { _, arguments in
                guard case .structure(let value) = arguments[0] else { preconditionFailure("a CocoaError is a struct") }
                return .some(value.fields[2])
            }),
        ]
        cocoaError.conformances = ["Error", "LocalizedError", "CustomStringConvertible", "Sendable"]
        cocoaError.members.hidesMemberwiseInitializer = true
    }

    public func type(named name: String) -> NominalType? {
        switch name {
        case "URL": url
        case "CocoaError": cocoaError
        default: nil
        }
    }

    /// `URL(fileURLWithPath:)`: a relative path is kept with the directory it is relative to.
    public func url(_ path: String, workingDirectory: String) -> Value {
        .structure(StructValue(type: url, fields: [.string(path), .string(path.hasPrefix("/") ? "" : workingDirectory), .bool(false)]))
    }

    /// A URL made by `URL(string:)` (or decoded from a string).
    public static func value(of web: WebURL, as type: NominalType) -> Value {
        .structure(StructValue(type: type, fields: [.string(web.absoluteString), .string(""), .bool(true)]))
    }

    /// What `URL(string:)` read, for a URL made so; nil for a file URL.
    public static func webURL(_ url: Value) -> WebURL? {
        guard case .structure(let value) = url, case .bool(true) = value.fields[2] else { return nil }
        return WebURL(string: value.fields[0].asString)
    }

    private static func parts(of url: Value) -> (given: String, base: String) {
        guard case .structure(let value) = url, case .string(let given) = value.fields[0], case .string(let base) = value.fields[1] else {
            preconditionFailure("a URL holds its path")
        }
        return (given, base)
    }

    /// The absolute path, without a trailing slash (`url.path`).
    public static func path(of url: Value) -> String {
        if let web = webURL(url) { return web.path }
        let (given, base) = parts(of: url)
        let whole = base.isEmpty ? given : (base.hasSuffix("/") ? base : base + "/") + given
        return whole.count > 1 && whole.hasSuffix("/") ? String(whole.dropLast()) : whole
    }

    /// `file:///a/b.json`, or for a relative path `b.json -- file:///a/`, as Foundation prints it.
    public static func description(of url: Value, directory: Bool = false) -> String {
        if let web = webURL(url) { return web.absoluteString }
        let (given, base) = parts(of: url)
        let slash = directory && !given.hasSuffix("/") ? "/" : ""
        if base.isEmpty { return "file://" + given + slash }
        return given + slash + " -- file://" + base + (base.hasSuffix("/") ? "" : "/")
    }

    /// The file's text, or the `CocoaError` Foundation throws for it, which names the file
    /// by `url` (that of `String(contentsOfFile:)`'s path, or the one `Data(contentsOf:)` got).
    public func contents(of path: String, url: Value, _ reader: (String) -> FileReadOutcome) throws -> String {
        let (code, message, posix): (Int, String, (Int, String))
        switch reader(path) {
        case .contents(let text): return text
        case .missing: (code, message, posix) = (260, "\"The file doesn’t exist.\"", (2, "No such file or directory"))
        case .directory: (code, message, posix) = (256, "\"(null)\"", (21, "Is a directory"))
        case .unreadable: (code, message, posix) = (257, "\"(null)\"", (13, "Permission denied"))
        }
        let urlText = FileTypes.description(of: url, directory: code == 256)
        let description = "Error Domain=NSCocoaErrorDomain Code=\(code) \(message)UserInfo={NSURL=\(urlText), "
            + "NSUnderlyingError=Error Domain=NSPOSIXErrorDomain Code=\(posix.0) \"\(posix.1)\", NSFilePath=\(path)}"
        let localized = code == 260
            ? "The operation could not be completed. The file doesn’t exist."
            : "The operation could not be completed. (NSCocoaErrorDomain error \(code).)"
        let value = Value.structure(StructValue(type: cocoaError, fields: [.int(code), .string(description), .string(localized)]))
        throw ThrownError(throwing: value, of: .nominal(cocoaError))
    }
}
