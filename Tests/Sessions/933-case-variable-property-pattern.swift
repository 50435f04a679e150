// `case limits.low:` reads like an enum case but names a variable's property: an expression matched with ~=
struct Limits { var low = 3; var high = 8; var band = 4...6 }
let limits = Limits()
for n in [3, 5, 8, 9] {
    switch n {
    case limits.low: print(n, "at the low limit")
    case limits.band: print(n, "in the band")
    case limits.high: print(n, "at the high limit")
    default: print(n, "elsewhere")
    }
}
enum Mode { case light, dark }
struct Theme { var mode = Mode.dark }
let theme = Theme()
switch Mode.dark {
case theme.mode: print("matches the theme")
default: print("differs")
}
