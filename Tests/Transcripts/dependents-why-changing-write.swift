// A statement writes several paths below what a dependent reads: :why names the first write,
// in the order they were made, that changed the value, on every run whatever the hash seed.
@State var todos = sample.todos
:watch open = todos.filter { !$0.done }.count
for t in $todos { t.done.wrappedValue = false }
:why open
@State var xs = [1, 2, 3, 4]
:watch total = xs.reduce(0, +)
for i in xs.indices { xs[i] = i == 2 ? 30 : xs[i] }
:why total
for i in xs.indices.reversed() { xs[i] += 1 }
:why total
@State var scores = ["ann": 1, "bob": 2]
:watch best = scores.values.max() ?? 0
scores["ann"] = 1
scores["bob"] = 5
:why best
