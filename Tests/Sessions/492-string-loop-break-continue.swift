// break and continue inside a loop over a String's characters.
var letters = ""
for ch in "swift, ui" {
    if ch == "," { break }
    if ch == "i" { continue }
    letters.append(ch)
}
print(letters)
outer: for word in ["ab", "cd"] {
    for ch in word where ch == "b" {
        print("found in", word)
        break outer
    }
}
