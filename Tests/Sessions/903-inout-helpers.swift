// Helper functions that take inout model values: &state, &array[i], and a binding's wrappedValue
struct Stats { var hp = 10; var xp = 0; var level = 1 }

func gainXP(_ stats: inout Stats, _ amount: Int) {
    stats.xp += amount
    while stats.xp >= stats.level * 100 {
        stats.xp -= stats.level * 100
        stats.level += 1
        stats.hp += 5
    }
}

func heal(_ hp: inout Int, by amount: Int, max: Int = 30) {
    hp = min(hp + amount, max)
}

@State var hero = Stats()
gainXP(&hero, 250)
print(hero)
heal(&hero.hp, by: 40)
print(hero.hp)
var party = [Stats(), Stats(hp: 3, xp: 90, level: 1)]
gainXP(&party[1], 15)
heal(&party[0].hp, by: 1, max: 12)
print(party)
let binding = $hero
gainXP(&binding.wrappedValue, 500)
print(hero.level, hero.xp, hero.hp)
party.swapAt(0, 1)
var a = 1, b = 2
swap(&a, &b)
print(party.map(\.level), a, b)
