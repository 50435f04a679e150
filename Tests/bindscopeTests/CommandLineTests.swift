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
        // What --quiet hides, reports included (wrapped by the argument parser, so unwrapped here).
        let text = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("--quiet Write only what the session prints: no echo of each statement and no reports of what changed"))
    }

    @Test("A file that cannot be read is named with the reason, exit status 2")
    func unreadableFile() throws {
        let missing = try BindscopeProcess.run(["/nonexistent/session.swift"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "error: cannot read '/nonexistent/session.swift': no such file\n")
        let directory = try BindscopeProcess.run(["/tmp"])
        #expect(directory.status == 2)
        #expect(directory.standardError == "error: cannot read '/tmp': it is a directory\n")
    }

    @Test("'-' reads the script from standard input")
    func dashReadsStandardInput() throws {
        let result = try BindscopeProcess.run(["--quiet", "-"], input: "let x = 20\nprint(x + 1)\n")
        #expect(result.status == 0)
        #expect(result.standardOutput == "21\n")
    }

    @Test("An unknown option is an error with exit status 64 and a usage line")
    func unknownOption() throws {
        let result = try BindscopeProcess.run(["--frobnicate"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("Error: Unknown option '--frobnicate'"))
        #expect(result.standardError.contains("Usage: bindscope"))
    }

    @Test("Standard input that is not a terminal is run as a script")
    func scriptFromStandardInput() throws {
        let result = try BindscopeProcess.run(["--quiet"], input: "print(sample.person.name)\nprint(1 + 2)\n")
        #expect(result.status == 0)
        #expect(result.standardOutput == "Olivier\n3\n")
        #expect(result.standardError.isEmpty)
    }

    @Test("A script stops at its first error: FILE:LINE:COL on standard error, exit status 1")
    func firstErrorStops() throws {
        let result = try BindscopeProcess.run(["--quiet"], input: "print(1)\nprint(nope)\nprint(2)\n")
        #expect(result.status == 1)
        #expect(result.standardOutput == "1\n")
        #expect(result.standardError.hasPrefix("<stdin>:2:7: error: cannot find 'nope' in scope\n"))
    }

    @Test("--keep-going runs every statement and still exits 1")
    func keepGoing() throws {
        let result = try BindscopeProcess.run(["--quiet", "--keep-going"], input: "print(1)\nprint(nope)\nprint(2)\n")
        #expect(result.status == 1)
        #expect(result.standardOutput == "1\n2\n")
    }

    @Test("A script on standard input never gets prompts or escape codes")
    func pipedInputIsPlain() throws {
        let result = try BindscopeProcess.run([], input: "@State var x = 1\nx = 2\nnope\n")
        #expect(!result.standardOutput.contains("\u{1B}") && !result.standardError.contains("\u{1B}"))
        #expect(!result.standardOutput.contains("bindscope> ") && !result.standardOutput.contains("[1]> "))
        #expect(result.standardOutput.contains("  x: 1 → 2"))
    }
}
