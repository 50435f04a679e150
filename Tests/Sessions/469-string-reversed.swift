// Reversing a String: back to a String with String(_:), or as an Array of Characters.
let word = "stressed"
print(String(word.reversed()))
print(Array(word.reversed()).prefix(3))
let isPalindrome = { (text: String) -> Bool in String(text.reversed()) == text }
print(isPalindrome("level"), isPalindrome("swift"))
