// Drawing canvas with an undo/redo stack of commands (enums) and a reducer
struct Point: Equatable { var x: Int; var y: Int }

enum Command: Equatable {
    case add(id: Int, at: Point)
    case move(id: Int, dx: Int, dy: Int)
    case remove(id: Int)
}

struct Canvas {
    private(set) var shapes: [Int: Point] = [:]
    private var undoStack: [Command] = []
    private var redoStack: [Command] = []
    private var removed: [Int: Point] = [:]

    mutating func perform(_ command: Command, recordingUndo: Bool = true) {
        switch command {
        case let .add(id, point):
            shapes[id] = point
        case let .move(id, dx, dy):
            guard var point = shapes[id] else { return }
            point.x += dx
            point.y += dy
            shapes[id] = point
        case .remove(let id):
            removed[id] = shapes.removeValue(forKey: id)
        }
        if recordingUndo {
            undoStack.append(command)
            redoStack.removeAll()
        }
    }

    private func inverse(of command: Command) -> Command? {
        switch command {
        case .add(let id, _): return .remove(id: id)
        case let .move(id, dx, dy): return .move(id: id, dx: -dx, dy: -dy)
        case .remove(let id): return removed[id].map { .add(id: id, at: $0) }
        }
    }

    mutating func undo() {
        guard let last = undoStack.popLast(), let inverse = inverse(of: last) else { return }
        perform(inverse, recordingUndo: false)
        redoStack.append(last)
    }

    mutating func redo() {
        guard let command = redoStack.popLast() else { return }
        perform(command, recordingUndo: false)
        undoStack.append(command)
    }

    var canUndo: Bool { !undoStack.isEmpty }
    var summary: String {
        shapes.keys.sorted().map { id in "\(id)@(\(shapes[id]!.x),\(shapes[id]!.y))" }.joined(separator: " ")
    }
}

var canvas = Canvas()
canvas.perform(.add(id: 1, at: Point(x: 0, y: 0)))
canvas.perform(.add(id: 2, at: Point(x: 5, y: 5)))
canvas.perform(.move(id: 1, dx: 3, dy: -2))
canvas.perform(.remove(id: 2))
print(canvas.summary)
canvas.undo()
print(canvas.summary)
canvas.undo()
canvas.undo()
print(canvas.summary, canvas.canUndo)
canvas.redo()
print(canvas.summary)
canvas.perform(.move(id: 1, dx: 1, dy: 1))
canvas.redo()
print(canvas.summary)
while canvas.canUndo { canvas.undo() }
print("[\(canvas.summary)]", canvas.shapes.isEmpty)
