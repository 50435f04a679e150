// Assigning a slice to a range of an array replaces those elements, growing or shrinking the array; a bound past the end traps
var numbers = Array(0..<10)
numbers[1..<3] = numbers[5..<7]
print(numbers)
numbers[4..<8] = numbers[6..<10]
print(numbers)
numbers[0...1] = [7]
print(numbers, numbers.count)
numbers[2..<2] = [100, 101]
print(numbers)
numbers[..<2] = []
numbers[5...] = [42]
print(numbers)
let window = 1..<3
numbers[window] = numbers[0..<3]
print(numbers)
var grid = [[1], [2], [3], [4]]
grid[1..<3] = grid[2..<4]
print(grid)
struct Playlist {
    var songs = ["intro", "verse", "chorus", "outro"]
}
var list = Playlist()
list.songs[1...2] = ["bridge"]
print(list.songs)
numbers[6..<9] = [1, 2, 3]
print("not reached")
