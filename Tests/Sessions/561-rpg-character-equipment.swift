// RPG character: stats, equipment slots, damage formulas, leveling with labelled loops
enum Slot: String, CaseIterable { case head, body, weapon, ring }

struct Equipment {
    let name: String
    let slot: Slot
    let bonus: (attack: Int, defense: Int)
}

struct Character {
    var name: String
    var level = 1
    var xp = 0
    var health = 100
    var baseAttack = 10
    var equipped: [Slot: Equipment] = [:]

    var attack: Int { baseAttack + equipped.values.reduce(0) { $0 + $1.bonus.attack } }
    var defense: Int { equipped.values.map(\.bonus.defense).reduce(0, +) }
    static func xpNeeded(for level: Int) -> Int { 50 * level * level }

    @discardableResult
    mutating func equip(_ item: Equipment) -> Equipment? {
        let old = equipped[item.slot]
        equipped[item.slot] = item
        return old
    }

    mutating func gain(_ amount: Int) -> [Int] {
        xp += amount
        var levelsGained: [Int] = []
        while xp >= Character.xpNeeded(for: level) {
            xp -= Character.xpNeeded(for: level)
            level += 1
            baseAttack += 3
            levelsGained.append(level)
        }
        return levelsGained
    }

    mutating func takeHit(_ damage: Int) -> Bool {
        health = max(0, health - max(1, damage - defense))
        return health > 0
    }
}

var hero = Character(name: "Rin")
hero.equip(Equipment(name: "Iron Helm", slot: .head, bonus: (0, 3)))
hero.equip(Equipment(name: "Short Sword", slot: .weapon, bonus: (attack: 5, defense: 0)))
let replaced = hero.equip(Equipment(name: "Long Sword", slot: .weapon, bonus: (8, 1)))
print(replaced?.name ?? "none", hero.attack, hero.defense)
print(hero.gain(40), hero.gain(200), hero.level, hero.xp, hero.attack)
let waves = [[12, 30], [5, 5, 5], [60, 80]]
battle: for (number, wave) in waves.enumerated() {
    for hit in wave {
        if !hero.takeHit(hit) {
            print("fell in wave \(number + 1)")
            break battle
        }
    }
    print("survived wave \(number + 1) with \(hero.health) HP")
}
for slot in Slot.allCases {
    print(slot.rawValue, hero.equipped[slot]?.name ?? "—", hero.equipped[slot].map { "+\($0.bonus.attack)/+\($0.bonus.defense)" } ?? "")
}
print((1...5).map(Character.xpNeeded))
