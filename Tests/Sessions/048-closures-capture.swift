// Closures capture variables by reference: they see later changes and their writes stick.
var count = 0
let increment = { count += 1 }
let read = { count }
increment()
increment()
print(count, read())
count = 10
print(read())
var log: [String] = []
let record = { (line: String) in log.append(line) }
record("first")
record("second")
print(log)
var person = sample.person
let rename = { (name: String) in person.name = name }
rename("Ada")
print(person.name)
let snapshot = person
rename("Grace")
print(snapshot.name, person.name)
