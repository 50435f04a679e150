import SwiftUI

// Layout and style modifiers are kept in the tree and drawn on request, as written.
struct Poster: View {
    var body: some View {
        VStack {
            Text("Title")
                .font(.largeTitle)
                .bold()
                .foregroundStyle(.blue)
            Text("Subtitle")
                .padding()
                .padding(.horizontal, 8)
                .frame(width: 200, height: 40.5)
                .background(.yellow)
                .opacity(0.5)
        }
        .navigationTitle("Poster")
    }
}

let host = ViewHost(Poster())
print(host.render())
print(host.render(modifiers: true))
