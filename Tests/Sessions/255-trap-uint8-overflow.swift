// A UInt8 addition past 255 traps with Swift's overflow check
var level: UInt8 = 250
for step in [2, 3] {
    level += UInt8(step)
    print(level)
}
level += 1
print("not printed")
