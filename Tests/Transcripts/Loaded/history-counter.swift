// A file for :load: it uses a type declared below it.
let tally = Tally(total: count)
count += 1
print("loaded; tally is", tally.total)

struct Tally {
    var total: Int
}
