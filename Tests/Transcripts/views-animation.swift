// arguments: --no-sample
// The transaction an action's writes run in: a changed line says the animation it would
// have (bindscope animates nothing). withAnimation and withTransaction give the update's;
// .animation(_:value:) (when its value changed), .animation(_:) and .transaction { } change
// it for the lines inside; disablesAnimations leaves .animation modifiers out.
struct Lamp: View {
    @State private var isOn = false
    @State private var level = 1

    var body: some View {
        VStack {
            Text(isOn ? "on" : "off")
            Text("level \(level)")
                .animation(.linear(duration: 1), value: level)
            Text("level \(level) again")
                .transaction { $0.animation = nil }
            Button("Switch") { isOn.toggle() }
            Button("Spring") {
                withAnimation(.spring()) { isOn.toggle() }
            }
            Button("Brighter") {
                withAnimation(.easeIn) { level += 1 }
            }
            Button("No animations") {
                withTransaction(\.disablesAnimations, true) { level += 1 }
            }
        }
    }
}
:mount Lamp()
:tap "Switch"
:tap "Spring"
:tap "Brighter"
:tap "No animations"
:render modifiers
// @Bindable: $model.name is a binding through the @Observable object's property.
@Observable class Profile {
    var name = "Ann"
}
struct NameField: View {
    @Bindable var profile: Profile

    var body: some View {
        let _ = Self._printChanges()
        TextField("Name", text: $profile.name)
        Text("Hello \(profile.name)")
    }
}
let profile = Profile()
:mount NameField(profile: profile)
:fill "Name" "Bob"
profile.name
let name = Bindable(profile).name
name.wrappedValue = "Cy"
