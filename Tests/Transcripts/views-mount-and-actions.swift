// arguments: --no-sample
// :mount draws the tree; each action is one update, reported as the writes it made, each body
// that ran with its reasons (in _printChanges' words), then the drawn lines that changed.
struct SignUpView: View {
    @State private var name = ""
    @State private var agreed = false
    @State private var guests = 1
    @State private var volume = 0.5
    @State private var flavor = "Vanilla"
    @State private var taps = 0

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Toggle("Agree", isOn: $agreed)
            Stepper("Guests", value: $guests, in: 1...3)
            Slider(value: $volume, in: 0...1, step: 0.25) {
                Text("Volume")
            }
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            Text("Hello, \(name)!")
                .font(.headline)
            Button("Sign up \(taps)") { taps += 1 }
                .padding()
        }
    }
}
:mount SignUpView()
:fill "Name" "Ann"
:toggle "Agree"
:increment "Guests"
:decrement "Guests"
:slide "Volume" 0.8
:pick "Flavor" "Chocolate"
:tap "Sign up 0"
:render
:render modifiers
:unmount
