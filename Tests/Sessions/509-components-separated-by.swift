// Foundation's components(separatedBy:) keeps empty pieces, unlike split.
import Foundation
let line = "a,b,,c"
print(line.components(separatedBy: ","), line.split(separator: ","))
print("".components(separatedBy: ","), "a--b".components(separatedBy: "--"))
let fields = "name=Ada;age=36".components(separatedBy: ";").map { $0.components(separatedBy: "=") }
print(fields.map { $0[0] }, fields[1][1])
