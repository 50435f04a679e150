// Multi-line raw strings keep backslashes; indentation is removed as usual.
let name = "model"
let text = #"""
    Line with \n and "quotes"
      indented \#(name)
    """#
print(text)
print(text.split(separator: "\n").count)
