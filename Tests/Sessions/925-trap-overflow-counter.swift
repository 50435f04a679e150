// A counter that multiplies until it overflows Int traps like Swift's checked arithmetic
struct Growth { var value = 1; var steps = 0 }
@State var growth = Growth()
while growth.value < Int.max / 2 {
    growth.value *= 10
    growth.steps += 1
}
print(growth.steps, growth.value)
growth.value *= 10
print("unreachable")
