// switch over Strings and Bools
for word in ["apple", "kiwi", "plum"] {
    switch word {
    case "apple", "plum":
        print(word, "is known")
    default:
        print(word, "is new")
    }
}
for flag in [true, false] {
    switch flag {
    case true: print("yes")
    case false: print("no")
    }
}
