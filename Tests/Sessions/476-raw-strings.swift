// Raw strings: backslashes and quotes are text; \#( ) interpolates, \#n escapes.
let pattern = #"\d+\.\d*"#
print(pattern, pattern.count)
print(#"She said "hi" \n"#)
let name = "Ada"
print(#"Hello, \#(name)! \(name)"#)
print(#"tab:\#tend"#)
print(##"a "#" inside"##)
debugPrint(#"C:\path"#)
print(#""#.isEmpty, #"\"# == "\\")
