// A music player: payload enum states with a shared binding across two cases, guard case, if case, mutating transitions
struct Track: Equatable { var title: String; var seconds: Int }
enum PlayerState: Equatable {
    case stopped
    case playing(Track, elapsed: Int)
    case paused(Track, elapsed: Int)
}
struct Player {
    var queue: [Track]
    var state: PlayerState = .stopped
    var history: [String] = []
    var current: Track? {
        switch state {
        case .stopped: return nil
        case .playing(let track, _), .paused(let track, _): return track
        }
    }
    mutating func play() {
        switch state {
        case .stopped:
            guard !queue.isEmpty else { return }
            state = .playing(queue.removeFirst(), elapsed: 0)
        case let .paused(track, elapsed):
            state = .playing(track, elapsed: elapsed)
        case .playing:
            break
        }
        if let current { history.append(current.title) }
    }
    mutating func tick(_ seconds: Int) {
        guard case .playing(let track, let elapsed) = state else { return }
        let next = elapsed + seconds
        state = next >= track.seconds ? .stopped : .playing(track, elapsed: next)
    }
    mutating func pause() {
        if case .playing(let track, let elapsed) = state { state = .paused(track, elapsed: elapsed) }
    }
}
@State var player = Player(queue: [Track(title: "Intro", seconds: 30), Track(title: "Song", seconds: 200)])
player.play()
player.tick(10)
player.pause()
print(player.state)
player.play()
player.tick(25)
print(player.state, player.current as Any)
player.play()
print(player.current?.title ?? "none", player.history, player.queue.count)
