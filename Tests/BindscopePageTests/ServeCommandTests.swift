import Foundation
import Testing

/// `:serve` and `--serve-address` as a user meets them: the real binary, its words.
@Suite("Serving from the command line")
struct ServeCommandTests {
    /// Runs bindscope with `input` on standard input (a script) and returns what it wrote.
    static func run(_ arguments: [String], input: String) throws -> (output: String, errors: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BrowserTests.bindscope)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self), process.terminationStatus)
    }

    @Test(":serve starts the page on a free loopback port, :serve stop ends it")
    func serveAndStop() throws {
        let result = try Self.run(["--no-sample", "--keep-going", "--color", "never", "-"], input: """
            :serve
            :serve stop
            :serve stop
            :serve 70000

            """)
        #expect(result.output.contains(#/serving on http://127\.0\.0\.1:\d+\n/#))
        #expect(result.output.contains("stopped serving the page\nthe page is not being served\n"))
        #expect(result.errors.contains("expected a port (0 to 65535) or 'stop'"))
    }

    @Test("--serve-address elsewhere than loopback warns that anyone on that network can drive the session")
    func otherAddressWarns() throws {
        let result = try Self.run(["--serve", "--serve-address", "0.0.0.0", "--no-sample", "-"], input: ":quit\n")
        #expect(result.errors.contains("anyone on that network can open it and drive this session"))
        #expect(result.errors.contains(#/serving on http://0\.0\.0\.0:\d+/#))
        #expect(result.status == 0)
    }

    @Test("--serve-address ::1 or [::1] serves on IPv6 loopback, without the warning", arguments: ["::1", "[::1]"])
    func ipv6Loopback(address: String) throws {
        let result = try Self.run(["--serve", "--serve-address", address, "--no-sample", "-"], input: ":quit\n")
        #expect(result.errors.contains(#/serving on http://\[::1\]:\d+/#), "\(result.errors)")
        #expect(!result.errors.contains("anyone on that network"))
        #expect(result.status == 0)
    }

    @Test("--serve-address :: (every IPv6 address) warns")
    func ipv6AnyWarns() throws {
        let result = try Self.run(["--serve", "--serve-address", "::", "--no-sample", "-"], input: ":quit\n")
        #expect(result.errors.contains("anyone on that network can open it and drive this session"))
        #expect(result.errors.contains(#/serving on http://\[::\]:\d+/#), "\(result.errors)")
    }

    @Test("--serve with a port that is taken says so")
    func portTaken() async throws {
        let session = try await ServedSession.start()
        defer { session.stop() }
        let result = try Self.run(["--serve", String(session.port), "--no-sample", "-"], input: ":quit\n")
        #expect(result.errors.contains("cannot listen on 127.0.0.1:\(session.port)"))
        #expect(result.status == 2)
    }
}
