// Doubles print in their shortest round-tripping form, switching to exponents for tiny and huge values.
print(0.1, 1.5, 100.0, 3.0)
print(0.00001, 0.0001, 1e-05)
print(25000000000.0, 1e16, 1e15, 123456789012345680.0)
print(-0.0, 0.0, -1.25)
print(1.0 / 3.0, 2.0 / 3.0)
print(0.1 + 0.2, 0.1 + 0.2 == 0.3)
print(sample.progress, sample.todos[1].estimate)
let half = 0.5
print(half * 4, half / 4, -half)
print([0.1, 2.0, 1e-07])
