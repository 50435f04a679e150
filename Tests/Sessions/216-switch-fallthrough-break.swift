// fallthrough runs the next case; break leaves the switch
for n in [1, 2, 3] {
    switch n {
    case 1:
        print("one")
        fallthrough
    case 2:
        print("one or two")
    case 3:
        if n == 3 { break }
        print("not printed")
    default:
        break
    }
    print("after", n)
}
