#!/usr/bin/env python3
"""Text processing for Scripts/record-sessions.

    sessions.py module SAMPLE_MODEL_SWIFT   the source of the module `SampleModel`
    sessions.py program SESSION_SWIFT       the Swift program for a session
    sessions.py clean-stdout                stdin to stdout, without `Session.` and `SampleModel.`
    sessions.py trap-message                stdin (a trapped program's stderr): the one-line
                                            trap message

The sample model (the string `SampleModel.source` in SampleModel.swift) is compiled as its own
module, `SampleModel`, which every session imports with `@testable import` (internal members
and memberwise initialisers visible), so a session's declarations shadow its names as they
shadow any imported module's.

A session is Swift with one rule to make it a program: imports and type declarations (lines at
column 0 that start one, up to the line where braces balance back to 0) are hoisted to file
scope; every other line is wrapped, in order, into `func session()`, which is then called:

    import StateBinding
    @testable import SampleModel
    <imports and type declarations of the session>
    func session() { <other lines of the session> }
    session()

A type declaration starts with `struct`, `enum`, `extension`, `protocol`, `class` or `actor`,
after any attributes and modifiers (`final class`, `indirect enum`, `private struct`,
`@dynamicMemberLookup struct`), or is a line of attributes alone (`@propertyWrapper`) followed
by one. `func` is not hoisted: top-level functions stay local functions of `session()`.

A session whose first line starts with `// main.swift:` is instead the program as typed, after
the two imports: its top-level names are globals, as in any `main.swift`.

`#sourceLocation` directives keep every line's own file and line number, so compiler errors
point into the session (or into SampleModel.swift).
"""

import re
import sys

ATTRIBUTE = r"@\w+(?:\([^)]*\))?"
MODIFIER = r"(?:private|fileprivate|internal|package|public|open|final|indirect|nonisolated)"
DECLARATION_START = re.compile(
    rf"^(?:(?:{ATTRIBUTE}|{MODIFIER})\s+)*(?:struct|enum|extension|protocol|class|actor)\s+[A-Za-z_]")
ATTRIBUTES_ONLY = re.compile(rf"^{ATTRIBUTE}(?:\s+{ATTRIBUTE})*\s*(?://.*)?$")
IMPORT = re.compile(r"^(?:@testable\s+)?import\s+[A-Za-z_]")
SAMPLE_OPENING = '    package static let source = #"""'
SAMPLE_CLOSING = '"""#'


class BraceCounter:
    """Counts `{` minus `}` over lines of Swift, skipping comments, string literals and the
    text of string interpolations' strings (braces of closures inside `\\(…)` do count)."""

    def __init__(self):
        self.depth = 0
        self.in_block_comment = 0
        # Stack of contexts: "code", or ("string", delimiter), or ("interp", paren depth).
        self.stack = ["code"]

    def feed(self, line):
        i = 0
        n = len(line)
        while i < n:
            top = self.stack[-1]
            c = line[i]
            if self.in_block_comment:
                if line.startswith("*/", i):
                    self.in_block_comment -= 1
                    i += 2
                elif line.startswith("/*", i):
                    self.in_block_comment += 1
                    i += 2
                else:
                    i += 1
                continue
            if isinstance(top, tuple) and top[0] == "string":
                delimiter = top[1]
                if c == "\\":
                    if line.startswith("\\(", i):
                        self.stack.append(["interp", 1])
                        i += 2
                    else:
                        i += 2
                    continue
                if line.startswith(delimiter, i):
                    self.stack.pop()
                    i += len(delimiter)
                    continue
                i += 1
                continue
            # code or interpolation
            if line.startswith("//", i):
                break
            if line.startswith("/*", i):
                self.in_block_comment += 1
                i += 2
                continue
            if line.startswith('"""', i):
                self.stack.append(("string", '"""'))
                i += 3
                continue
            if c == '"':
                self.stack.append(("string", '"'))
                i += 1
                continue
            if isinstance(top, list):  # interpolation: parentheses decide where it ends
                if c == "(":
                    top[1] += 1
                elif c == ")":
                    top[1] -= 1
                    if top[1] == 0:
                        self.stack.pop()
                        i += 1
                        continue
            if c == "{":
                self.depth += 1
            elif c == "}":
                self.depth -= 1
            i += 1
        # A single-line string cannot continue on the next line.
        while isinstance(self.stack[-1], tuple) and self.stack[-1][1] == '"':
            self.stack.pop()


def starts_declaration(lines, i):
    """Whether a type declaration starts at line i: its first line, or attribute lines before it."""
    while i < len(lines) and ATTRIBUTES_ONLY.match(lines[i]):
        i += 1
    return i < len(lines) and DECLARATION_START.match(lines[i]) is not None


def split(lines):
    """(imports, declarations, body): each a list of (line number from 1, text)."""
    imports, declarations, body = [], [], []
    i = 0
    while i < len(lines):
        line = lines[i]
        if IMPORT.match(line):
            imports.append((i + 1, line))
            i += 1
        elif starts_declaration(lines, i):
            counter = BraceCounter()
            opened = False
            while i < len(lines):
                counter.feed(lines[i])
                opened = opened or "{" in lines[i]
                declarations.append((i + 1, lines[i]))
                i += 1
                if opened and counter.depth <= 0:
                    break
        else:
            body.append((i + 1, line))
            i += 1
    return imports, declarations, body


def located(numbered_lines, path, first_line_offset=0):
    """The lines, with a #sourceLocation directive before every run of consecutive lines."""
    out = []
    previous = None
    for number, text in numbered_lines:
        if previous is None or number != previous + 1:
            out.append(f'#sourceLocation(file: "{path}", line: {number + first_line_offset})')
        out.append(text)
        previous = number
    return out


def sample_source(path):
    """(source lines, line number in `path` of the line before the source's first line)."""
    with open(path, encoding="utf-8") as f:
        text = f.read().split("\n")
    try:
        start = text.index(SAMPLE_OPENING)
        end = text.index(SAMPLE_CLOSING, start + 1)
    except ValueError:
        sys.exit(f"error: {path}: cannot find the source string "
                 f"({SAMPLE_OPENING.strip()} … {SAMPLE_CLOSING})")
    return text[start + 1:end], start + 1


def module(sample_path):
    """The module `SampleModel`: the sample's source as a library file (`-parse-as-library`),
    so `let sample` is a global of the module."""
    sample_lines, sample_offset = sample_source(sample_path)
    out = ["import StateBinding"]
    out += located(list(enumerate(sample_lines, start=1)), sample_path, sample_offset)
    out += ["#sourceLocation()", ""]
    return "\n".join(out)


# A session whose first line starts so is recorded as a `main.swift` as typed, nothing
# hoisted or wrapped: its top-level variables and functions are globals, which its types'
# members may use (property wrappers are not allowed on them there).
MAIN_SWIFT_MARKER = "// main.swift:"


def main_swift_program(session_path, session_lines):
    out = ["import StateBinding", "@testable import SampleModel"]
    out += located([(n, swiftui_import(text)) for n, text in enumerate(session_lines, start=1)], session_path)
    out += ["#sourceLocation()", ""]
    return "\n".join(out)


def swiftui_import(line):
    """`import SwiftUI` as the recorded program says it: SwiftUI does not exist on Linux, and
    the StateBindingUI library is its stand-in (bindscope's views follow the same rules)."""
    return re.sub(r"\bimport\s+SwiftUI\b", "import StateBindingUI", line)


def program(session_path):
    with open(session_path, encoding="utf-8") as f:
        session_lines = f.read().split("\n")
    if session_lines and session_lines[-1] == "":
        session_lines.pop()
    if session_lines and session_lines[0].startswith(MAIN_SWIFT_MARKER):
        return main_swift_program(session_path, session_lines)
    imports, declarations, body = split(session_lines)
    out = ["import StateBinding", "@testable import SampleModel"]
    out += located([(n, swiftui_import(text)) for n, text in imports], session_path)
    out += located(declarations, session_path)
    # A closing directive without an opening one is an error.
    if imports or declarations:
        out.append("#sourceLocation()")
    out += ["func session() {"]
    out += located(body, session_path)
    if body:
        out.append("#sourceLocation()")
    out += ["}", "session()", ""]
    return "\n".join(out)


# Swift qualifies the types of the session (module `Session`) and of the sample (module
# `SampleModel`) in some printing (`debugPrint`, enum cases inside collections); bindscope
# prints every type unqualified, so the recorder strips both prefixes.
MODULE_PREFIX = re.compile(r"\b(?:Session|SampleModel)\.")


def clean(text):
    return MODULE_PREFIX.sub("", text)


def trap_message(stderr):
    """The trap message, as Swift prints it: the `Fatal error: …` line; for checks compiled
    inline (arithmetic overflow) the backtracer's `*** Swift runtime failure: … ***` banner;
    for a failed `as!` the runtime's `Could not cast…` line without the metadata addresses;
    for an unowned reference read after its object ended, the line without the object's address."""
    for line in stderr.split("\n"):
        index = line.find("Fatal error:")
        if index >= 0:
            # An unowned reference read too late names the object's address: left out.
            return clean(re.sub(r"\bobject 0x[0-9a-f]+ ", "object ", line[index:].rstrip()))
    for line in stderr.split("\n"):
        # `fatalError()`, `precondition(…)`, `assert(…)`: `FILE:LINE: Heading` or `…: Heading: message`.
        match = re.match(r"^.*?:\d+: ((?:Fatal error|Precondition failed|Assertion failed)(?:: .*)?)$", line.rstrip())
        if match:
            return clean(match.group(1))
    for line in stderr.split("\n"):
        match = re.match(r"^\*\*\* (Swift runtime failure: .*) \*\*\*$", line.strip())
        if match:
            return match.group(1)
    for line in stderr.split("\n"):
        if line.startswith("Could not cast value of type"):
            return clean(re.sub(r" \(0x[0-9a-f]+\)", "", line.rstrip()))
    return None


def main(argv):
    if len(argv) == 3 and argv[1] == "module":
        sys.stdout.buffer.write(module(argv[2]).encode("utf-8"))
    elif len(argv) == 3 and argv[1] == "program":
        sys.stdout.buffer.write(program(argv[2]).encode("utf-8"))
    elif len(argv) == 2 and argv[1] == "clean-stdout":
        # Bytes in, bytes out: the recorded output is exactly what the program printed.
        sys.stdout.buffer.write(re.sub(rb"\b(?:Session|SampleModel)\.", b"", sys.stdin.buffer.read()))
    elif len(argv) == 2 and argv[1] == "trap-message":
        message = trap_message(sys.stdin.buffer.read().decode("utf-8", "replace"))
        if message is None:
            return 1
        print(message)
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
