// Statements can share a line when separated by semicolons.
var a = 1; var b = 2
a += b; b *= 10
print(a, b); print(a + b)
var person = sample.person; person.name = "Ada"; print(person.name)
if a > 2 { print("big"); a = 0 } else { print("small") }
print(a);
for i in 0..<2 { print("tick", i); print("tock", i) }
