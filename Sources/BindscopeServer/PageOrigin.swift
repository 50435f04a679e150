import FlyingFox

/// Which requests come from the page itself: their `Host` is the address served, and their
/// `Origin`, when they have one (a browser always sends it with a WebSocket), is that
/// address too. Anything else is refused, so that another site open in the presenter's
/// browser cannot drive the session, nor reach it by a name of its own that resolves to this
/// machine (DNS rebinding).
struct PageOrigin: Sendable {
    /// `127.0.0.1:8723` (`[::1]:8723`), and `localhost:8723` when serving on a loopback address.
    let hosts: Set<String>

    init(address: PageAddress, port: Int) {
        var hosts: Set<String> = ["\(address.urlHost.lowercased()):\(port)"]
        if address.isLoopback { hosts.insert("localhost:\(port)") }
        self.hosts = hosts
    }

    /// Why `request` is refused; nil when it comes from the page.
    func refusal(of request: HTTPRequest) -> String? {
        guard let host = request.headers[.host]?.lowercased(), hosts.contains(host) else {
            return "refused: the Host is not the address served"
        }
        if let origin = request.headers[HTTPHeader("Origin")]?.lowercased() {
            guard origin.hasPrefix("http://"), hosts.contains(String(origin.dropFirst("http://".count))) else {
                return "refused: the Origin is not the page's"
            }
        }
        return nil
    }
}
