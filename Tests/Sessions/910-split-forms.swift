// split in the forms parsing code uses (a String separator, maxSplits, keeping empty pieces, a closure), and runs of an array
let line = "name=Ada Lovelace=1815"
print(line.split(separator: "=", maxSplits: 1))
let csv = "a,,b,c,"
print(csv.split(separator: ","), csv.split(separator: ",", omittingEmptySubsequences: false))
print("one, two, three".split(separator: ", "), "x--y----z".split(separator: "--"))
print("Hello, world! It's 9am.".split { !$0.isLetter && !$0.isNumber })
print("a1b22c333".split(whereSeparator: { $0.isNumber }), "a b  c".split(maxSplits: 1, whereSeparator: { $0 == " " }))
let headers = "Date;Amount;;Note".split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
print(headers, headers.count)
let readings = [3, 8, 0, 9, 2, 0, 0, 10]
print(readings.split(separator: 0), readings.split(whereSeparator: { $0 < 3 }).map { Array($0) })
print(readings.prefix(while: { $0 > 0 }), readings.drop(while: { $0 != 9 }), readings.drop(while: { $0 != 9 }).startIndex)
