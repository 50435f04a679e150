// arguments: --echo --keep-going
// A plain var is no dependent: a write to it reports the watches that read it (no change when
// none changed), and nothing when none reads it. A name redeclared without a wrapper projects
// nothing: $vm is no longer the shadowed @ObservedObject's.
var plain = 1
:watch twice = plain * 2
:watch positive = plain > 0
plain = 2
plain = 2
var lonely = 1
lonely = 5
import Combine
final class VM: ObservableObject { @Published var name = "a" }
@ObservedObject var vm = VM()
let live = $vm.name
let vm = VM()
let stale = $vm.name
live.wrappedValue = "b"
