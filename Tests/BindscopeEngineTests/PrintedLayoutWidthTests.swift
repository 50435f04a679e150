@testable import BindscopeRuntime
@testable import BindscopeSession
import Testing

/// How a value too wide for its echo is laid out over lines (`PrintedLayout`), at the edges of
/// the width: a line that fits exactly, one column over, deep nesting, atoms wider than the
/// width, empty collections.
@Suite("Laying out printed values in a width")
struct PrintedLayoutWidthTests {
    /// `Point(x: 1, y: 2)`.
    private static func point(_ x: Int, _ y: Int) -> PrintedLayout {
        .group(open: "Point(", items: [.init("x: ", .atom("\(x)")), .init("y: ", .atom("\(y)"))], close: ")")
    }

    private static func list(_ items: [PrintedLayout]) -> PrintedLayout {
        .group(open: "[", items: items.map { .init($0) }, close: "]", fills: true)
    }

    @Test("The flat text joins items with ', ' after their prefixes; its width is counted without building it")
    func flat() {
        let layout = Self.list([Self.point(1, 2), Self.point(3, 4)])
        #expect(layout.flat == "[Point(x: 1, y: 2), Point(x: 3, y: 4)]")
        #expect(layout.flatWidth == layout.flat.count)
    }

    @Test("A value whose line is exactly the width stays on it; one column over opens it")
    func exactlyFittingAndOneOver() {
        let layout = Self.point(1, 2)  // 17 columns, after 11 of `p: Point = `
        #expect(layout.lines(after: "p: Point = ", width: 28) == ["p: Point = Point(x: 1, y: 2)"])
        #expect(layout.lines(after: "p: Point = ", width: 27) == ["p: Point = Point(", "  x: 1,", "  y: 2", ")"])
    }

    @Test("Only the parts that do not fit are opened; the rest stay whole on their lines")
    func opensOnlyWhatIsTooWide() {
        let inner = PrintedLayout.group(open: "Box(", items: [.init("point: ", Self.point(1, 2))], close: ")")
        let outer = PrintedLayout.group(
            open: "Pair(", items: [.init("a: ", inner), .init("b: ", .atom("\"a longer string value\""))], close: ")")
        // `  a: Box(point: Point(x: 1, y: 2)),` is 35 columns, its trailing comma included.
        #expect(outer.lines(after: "", width: 35) == [
            "Pair(",
            "  a: Box(point: Point(x: 1, y: 2)),",
            "  b: \"a longer string value\"",
            ")",
        ])
        // One column less, and the comma no longer fits: `a` opens, `b` stays whole.
        #expect(outer.lines(after: "", width: 34) == [
            "Pair(",
            "  a: Box(",
            "    point: Point(x: 1, y: 2)",
            "  ),",
            "  b: \"a longer string value\"",
            ")",
        ])
    }

    @Test("Deep nesting opens as deep as needed, indenting two columns a level")
    func deepNesting() {
        var layout = PrintedLayout.atom("1")
        for _ in 0..<6 { layout = Self.list([layout, .atom("2")]) }
        let lines = layout.lines(after: "", width: 20)
        #expect(lines.first == "[")
        #expect(lines.last == "]")
        #expect(lines.allSatisfy { $0.count <= 20 }, "\(lines)")
        // Four levels down, `[[1, 2], 2],` fits the 20 columns exactly, its comma included.
        #expect(lines.contains("        [[1, 2], 2],"), "\(lines)")
        #expect(lines.count == 13)
        // Joined back (a line ending in `,` followed by a space), the lines are the flat text.
        let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.reduce("") { $0 + ($0.hasSuffix(",") ? " " : "") + $1 }
        #expect(joined == layout.flat)
    }

    @Test("An atom wider than the width is never split: it stays long on its own line")
    func longAtoms() {
        let long = "\"" + String(repeating: "word ", count: 20) + "\""
        #expect(PrintedLayout.atom(long).lines(after: "s: String = ", width: 40) == ["s: String = " + long])
        let layout = Self.list([.atom(long), .atom("\"short\"")])
        #expect(layout.lines(after: "a = ", width: 40) == ["a = [", "  " + long + ",", "  \"short\"", "]"])
    }

    @Test("A list of atoms fills its lines; fields and entries are one a line")
    func filling() {
        let numbers = Self.list((1...12).map { .atom("\($0)") })
        #expect(numbers.lines(after: "n = ", width: 20) == ["n = [", "  1, 2, 3, 4, 5, 6,", "  7, 8, 9, 10, 11,", "  12", "]"])
        let entries = PrintedLayout.group(
            open: "[", items: [.init("\"a\": ", .atom("1")), .init("\"b\": ", .atom("2"))], close: "]", fills: true)
        #expect(entries.lines(after: "d = ", width: 12) == ["d = [", "  \"a\": 1,", "  \"b\": 2", "]"])
    }

    @Test("Empty collections are atoms: there is nothing to open")
    func emptyCollections() {
        let layout = PrintedLayout.group(
            open: "(", items: [.init(.atom("[]")), .init(.atom("[:]")), .init(.atom("Set([])"))], close: ")")
        #expect(layout.lines(after: "", width: 5) == ["(", "  [],", "  [:],", "  Set([])", ")"])
        #expect(PrintedLayout.group(open: "[", items: [], close: "]").lines(after: "e = ", width: 2) == ["e = []"])
    }

    @Test("An echo through a session: fits stays one line, too wide is laid out, print is untouched")
    func sessionEchoes() {
        var output = ""
        let session = Session(loadSample: false, output: Session.Output(standardOutput: { output += $0 }, standardError: { _ in }))
        var options = Session.Options()
        options.width = 40
        _ = session.run(
            """
            struct P { var name: String; var tags: [String] }
            let short = P(name: "a", tags: [])
            let wide = P(name: "a name", tags: ["one", "two", "three", "four"])
            print(wide)
            """, fileName: "test.swift", options: options)
        #expect(output == """
            short: P = P(name: "a", tags: [])
            wide: P = P(
              name: "a name",
              tags: ["one", "two", "three", "four"]
            )
            P(name: "a name", tags: ["one", "two", "three", "four"])

            """)
    }

    @Test(":states cuts a value too wide for its row with …, keeping the row one line")
    func statesElides() {
        let row = StatesListing.Row(name: "v", kind: "let", type: "String", value: "\"" + String(repeating: "x", count: 60) + "\"")
        let listing = StatesListing(rows: [row], allRows: [row], width: 40)
        let text = InspectionRenderer().render(listing)
        #expect(text == "v  let  String = \"" + String(repeating: "x", count: 21) + "…\n")
        #expect(text.dropLast().count == 40)
    }

    @Test("A lesson's `name: Type = [..]` line also matches an echo laid out over lines")
    func lessonMatching() {
        let actual = ["t: T = T(", "  a: 1,", "  b: 2", ")", "  x: 1 → 2"]
        #expect(TranscriptMatching.matches(["t: T = [..]", "  x: 1 → 2"], actual))
        #expect(TranscriptMatching.matches(actual, actual))
        #expect(!TranscriptMatching.matches(["t: T = [..]", "  x: 1 → 3"], actual))
    }
}
