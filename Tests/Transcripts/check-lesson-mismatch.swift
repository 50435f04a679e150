// arguments: --check
// A lesson whose transcript no longer holds: --check replays each entry and prints, for each
// one that differs, its expected (-) and printed (+) lines, numbered as in this file. A
// "..." line matches any lines and "[..]" any text; this narration is never compared.
bindscope> @State var count = 1
count: Int = 1
bindscope> :watch double = count * 2
double: Int = [..]
bindscope> count += 1
  count: 1 → 2
  double: 2 → 5
bindscope> let b = $count
b: Binding<Int> = Binding<Int>(wrappedValue: [..])

// An error is part of the transcript; this one is recorded with the wrong column.
bindscope> count = "two"
<input:5>:1:1: error: cannot assign value of type 'String' to type 'Int'
...
bindscope> print(double)
...
4
