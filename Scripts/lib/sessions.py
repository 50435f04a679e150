#!/usr/bin/env python3
"""Text processing for Scripts/record-sessions.

    sessions.py program SAMPLE_MODEL_SWIFT SESSION_SWIFT   the Swift program for a session
    sessions.py clean-stdout                              stdin to stdout, without `Session.`
    sessions.py trap-message                              stdin (a trapped program's stderr):
                                                          the one-line trap message

A session is Swift with one rule to make it a program: type declarations (lines at column 0
starting with `struct `, `enum ` or `extension `, up to the line where braces balance back to 0)
are hoisted to file scope; every other line is wrapped, in order, into `func session()`, which
is then called. The sample model (the string `SampleModel.source` in SampleModel.swift) is a
session too and comes first:

    import StateBinding
    <declarations of the sample> <declarations of the session>
    func session() { <other lines of the sample> <other lines of the session> }
    session()

`#sourceLocation` directives keep every line's own file and line number, so compiler errors
point into the session (or into SampleModel.swift).
"""

import re
import sys

DECLARATION_STARTS = ("struct ", "enum ", "extension ")
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


def split(lines):
    """(declarations, body): each a list of (line number from 1, text)."""
    declarations, body = [], []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(DECLARATION_STARTS):
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
    return declarations, body


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


def program(sample_path, session_path):
    sample_lines, sample_offset = sample_source(sample_path)
    with open(session_path, encoding="utf-8") as f:
        session_lines = f.read().split("\n")
    if session_lines and session_lines[-1] == "":
        session_lines.pop()
    sample_decls, sample_body = split(sample_lines)
    session_decls, session_body = split(session_lines)
    out = ["import StateBinding"]
    out += located(sample_decls, sample_path, sample_offset)
    out += located(session_decls, session_path)
    out += ["#sourceLocation()", "func session() {"]
    out += located(sample_body, sample_path, sample_offset)
    out += located(session_body, session_path)
    out += ["#sourceLocation()", "}", "session()", ""]
    return "\n".join(out)


MODULE_PREFIX = re.compile(r"\bSession\.")


def clean(text):
    return MODULE_PREFIX.sub("", text)


def trap_message(stderr):
    """The trap message, as Swift prints it: the `Fatal error: …` line; for checks compiled
    inline (arithmetic overflow) the backtracer's `*** Swift runtime failure: … ***` banner;
    for a failed `as!` the runtime's `Could not cast…` line without the metadata addresses."""
    for line in stderr.split("\n"):
        index = line.find("Fatal error:")
        if index >= 0:
            return clean(line[index:].rstrip())
    for line in stderr.split("\n"):
        match = re.match(r"^\*\*\* (Swift runtime failure: .*) \*\*\*$", line.strip())
        if match:
            return match.group(1)
    for line in stderr.split("\n"):
        if line.startswith("Could not cast value of type"):
            return clean(re.sub(r" \(0x[0-9a-f]+\)", "", line.rstrip()))
    return None


def main(argv):
    if len(argv) == 4 and argv[1] == "program":
        sys.stdout.buffer.write(program(argv[2], argv[3]).encode("utf-8"))
    elif len(argv) == 2 and argv[1] == "clean-stdout":
        # Bytes in, bytes out: the recorded output is exactly what the program printed.
        sys.stdout.buffer.write(re.sub(rb"\bSession\.", b"", sys.stdin.buffer.read()))
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
