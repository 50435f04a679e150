// Foundation's math functions on Doubles: sqrt, pow, floor, ceil, round, log, exp, trig.
import Foundation
print(sqrt(2.0), pow(2.0, 10.0), pow(1.5, 2.0))
print(floor(2.7), ceil(2.1), round(2.5), round(-2.5), floor(-0.5))
print(log(exp(1.0)), log10(1000.0), exp(0.0), sin(0.0), cos(0.0), tan(0.0))
let side = 3.0, other = 4.0
print(sqrt(side * side + other * other), Int(pow(10.0, 3)))
