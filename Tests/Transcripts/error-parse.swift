// A syntax error stops the script before anything runs.
print("not printed: the file does not parse")
let x = (1 + 
let y = 2
