import ArgumentParser

/// The `bindscope` command: argument parsing and wiring only; the logic lives in the libraries.
@main
struct Bindscope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bindscope",
        abstract: "See how SwiftUI's @State and @Binding really work.",
        discussion: """
            Type Swift that declares structs, creates states (@State var person = \
            sample.person), derives bindings by dotted paths (let street = \
            $person.address.street) and writes through them; bindscope shows every dependent's \
            value change, old → new, in dependency order. The State/Binding semantics come from \
            the StateBinding library, which Swift code can import on Linux.
            """,
        version: BindscopeVersion.current
    )

    mutating func run() throws {
        // No session to run yet: orient the user the way `--help` does.
        print(Bindscope.helpMessage())
    }
}
