import Testing

@Suite("The bindscope command line")
struct CommandLineTests {
    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try BindscopeProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.1.0\n")
    }

    @Test("--help describes the tool and its options and exits 0")
    func help() throws {
        let result = try BindscopeProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix(
            "OVERVIEW: See how SwiftUI's @State and @Binding really work."))
        #expect(result.standardOutput.contains("USAGE: bindscope"))
        #expect(result.standardOutput.contains("--version"))
        #expect(result.standardOutput.contains("-h, --help"))
    }

    @Test("An unknown option is an error with exit status 64 and a usage line")
    func unknownOption() throws {
        let result = try BindscopeProcess.run(["--frobnicate"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("Error: Unknown option '--frobnicate'"))
        #expect(result.standardError.contains("Usage: bindscope"))
    }
}
