// Compound assignment (+= -= *= /= %=) through variables, fields, elements and dictionary entries.
var n = 10
n += 5; print(n)
n -= 3; print(n)
n *= 2; print(n)
n /= 5; print(n)
n %= 3; print(n)
var d = 1.5
d *= 4
d /= 3
print(d)
var model = sample
model.person.address.number += 1
model.todos[0].estimate *= 3
model.todos[1].title += "!"
model.scores["Olivier"]! -= 1
model.progress += 0.5
print(model.person.address, model.todos[0].estimate, model.todos[1].title)
print(model.scores, model.progress)
var text = "a"
text += "b" + "c"
print(text)
