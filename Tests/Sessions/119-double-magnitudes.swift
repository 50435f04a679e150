// Doubles of many magnitudes: decimal until 2^53-ish, then exponent notation.
print(1e15, 1e16, 9007199254740992.0, 1.5e16)
print(123456.789, 0.001, 0.0001, 0.00012345)
print(1e100, 1e-100, 5e-324, 1.7976931348623157e308)
print(2.0 / 3, 100.0 / 3, 1e6, 12345678.9)
print(-1e16, -0.000001, 0.1 * 3, 1.1 * 1.1)
print(Double(Int.max), Double(Int.min), Double(1024))
print(3.0 * 1e-5, 1e21, 1e22, 123e18)
