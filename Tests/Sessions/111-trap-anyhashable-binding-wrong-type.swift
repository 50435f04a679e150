// Trap: a Binding<AnyHashable> casts what is written back to the base type; another type traps.
@State var role = sample.role
let erased = Binding<AnyHashable>($role)
erased.wrappedValue = AnyHashable(Role.manager)
print(role)
erased.wrappedValue = AnyHashable("manager")
print("never printed")
