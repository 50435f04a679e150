// Binding<AnyHashable>(base) erases a Hashable value's type; writes are cast back to the base type.
@State var role = sample.role
let erased = Binding<AnyHashable>($role)
print(type(of: erased), erased.wrappedValue)
erased.wrappedValue = AnyHashable(Role.designer)
print(role)
role = .manager
print(erased.wrappedValue, erased.wrappedValue == AnyHashable(Role.manager))
@State var count = 3
let anyCount = Binding<AnyHashable>($count)
anyCount.wrappedValue = 4
print(count, [anyCount.wrappedValue])
print(anyCount.wrappedValue.base, type(of: anyCount.wrappedValue.base))
