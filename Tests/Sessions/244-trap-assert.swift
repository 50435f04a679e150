// assert is checked in a debug build: a false condition traps
var checks = 0
for value in [2, 4, 6] {
    assert(value % 2 == 0, "odd value")
    checks += 1
}
print(checks)
assert(checks == 4)
