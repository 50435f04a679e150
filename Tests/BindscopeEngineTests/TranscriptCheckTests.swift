import Testing

@testable import BindscopeCompiler
@testable import BindscopeDependents
@testable import BindscopeRuntime
@testable import BindscopeSession

/// `bindscope --check`: how a transcript is read, how its patterns match, and a replay.
@Suite("Checking transcripts")
struct TranscriptCheckTests {
    @Test func entriesNarrationAndContinuationLines() {
        let transcript = Transcript(parsing: """
            A title line.
            bindscope> struct P {
                   ...     var x: Int
                   ... }
            bindscope> print(1)
            1

            // Narration for the next entry.
            bindscope> print("// not narration")
            // not narration
            // trailing notes

            """)
        #expect(transcript.preamble == ["A title line."])
        #expect(transcript.entries.map(\.input) == [["struct P {", "    var x: Int", "}"], ["print(1)"], ["print(\"// not narration\")"]])
        #expect(transcript.entries.map(\.line) == [2, 5, 9])
        #expect(transcript.entries[1].expected == ["1"])
        #expect(transcript.entries[2].narration == ["", "// Narration for the next entry."])
        // `//` lines after the last entry's output are kept as narration, never compared.
        #expect(transcript.entries[2].expected == [])
        #expect(transcript.trailer == ["// not narration", "// trailing notes"])
    }

    @Test(arguments: [
        (["a", "b"], ["a", "b"], true),
        (["a", "b"], ["a", "c"], false),
        (["a", "..."], ["a"], true),
        (["...", "z"], ["a", "b", "z"], true),
        (["...", "z"], ["a", "b"], false),
        (["x: [..] → 2"], ["x: 1 → 2"], true),
        (["[..]:1:9: error: [..]"], ["<input:5>:1:9: error: cannot assign"], true),
        (["[..]:1:9: error: [..]"], ["<input:5>:1:1: error: cannot assign"], false),
        (["a[..]b[..]c"], ["abc"], true),
        (["a[..]b[..]c"], ["acb"], false),
    ])
    func patterns(expected: [String], actual: [String], matches: Bool) {
        #expect(TranscriptMatching.matches(expected, actual) == matches)
    }

    @Test func aReplayComparesEachEntryAndBlessesOnlyTheOnesThatDiffer() {
        let transcript = Transcript(parsing: """
            bindscope> @State var n = 1
            n: Int = [..]
            bindscope> n += 1
              n: 1 → 3
            bindscope> n = "x"
            [..]: error: cannot assign value of type 'String' to type 'Int'
            ...

            """)
        let check = TranscriptCheck(transcript, fileName: "lesson.transcript", loadSample: false)
        #expect(!check.passed)
        #expect(check.differences.count == 1)
        #expect(check.differences[0].contains("4 -  n: 1 → 3"))
        #expect(check.differences[0].contains("  +  n: 1 → 2"))
        #expect(check.blessed[0] == ["n: Int = [..]"])
        #expect(check.blessed[1] == ["  n: 1 → 2"])
        let blessed = TranscriptCheck(
            Transcript(parsing: transcript.rendered(withOutputs: check.blessed)), fileName: "lesson.transcript", loadSample: false)
        #expect(blessed.passed)
    }
}
