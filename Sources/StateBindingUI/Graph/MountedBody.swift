/// A mounted view with a body as its system sees it, for inspection (bindscope's `:graph`
/// and `:states`): where it is, the state its identity keeps, what its body read last.
public struct MountedBody<System: ViewSystem> {
    public let typeName: String
    /// Its place, as updates and actions name it: `ContentView/VStack/Row[1]`.
    public let place: String
    /// Its dynamic properties as installed, in declaration order.
    public let properties: [InstalledProperty<System.Source>]
    /// What its body (with its properties' installation) read on its last run.
    public let reads: [System.Read]
}

extension ViewGraph {
    /// Every mounted view with a body, in tree order.
    public var mountedBodies: [MountedBody<System>] {
        bodyNodes.map { MountedBody(typeName: $0.typeName, place: place(of: $0), properties: $0.properties, reads: $0.reads) }
    }
}
