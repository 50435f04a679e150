// dump of arrays, one-key dictionaries and sets: counts, then each element.
dump([1, 2, 3])
dump([String]())
dump(["solo"])
dump([[1], []])
dump(["k": [1, 2]])
dump(Set(["only"]))
dump([Optional(1), nil])
