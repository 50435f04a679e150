// Converting an Int that does not fit into Int8 traps
let readings = [12, -100, 300]
for reading in readings {
    print(Int8(exactly: reading) as Any)
}
let small = Int8(readings[1])
print(small)
let tooBig = Int8(readings[2])
print(tooBig)
