// A session's own enum Role shadows the sample's; debugPrint and collections show each unqualified.
enum Role: String {
    case admin, guest
}
@State var role = Role.guest
role = .admin
print(role, role.rawValue)
print([Role.admin, .guest])
debugPrint(role)
print(sample.role, [sample.role])
debugPrint(sample.role)
print(SampleModel.Role.manager.rawValue)
let both: [Any] = [role, sample.role]
print(both)
