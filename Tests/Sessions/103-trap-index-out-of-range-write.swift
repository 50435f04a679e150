// Trap: writing past the end of an array traps too; append is the way to grow it.
var names = ["Ada", "Grace"]
names.append("Linus")
names[2] = "Linus T."
print(names)
names[3] = "Olivier"
print("never printed")
