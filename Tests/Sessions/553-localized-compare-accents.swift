// Localized comparisons sort accented letters with their base letter, accents after plain ones
import Foundation
let names = ["Zoë", "adam", "Émile", "bob", "emile", "Eve", "Ålborg", "Zoe", "élan", "Øre", "ola", "Ça va", "cab"]
print(names.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
print(names.sorted { $0.localizedCompare($1) == .orderedAscending })
print(names.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
print("résumé".localizedCompare("resume").rawValue, "Resume".localizedCaseInsensitiveCompare("résumé").rawValue, "e\u{301}".localizedCompare("é").rawValue)
print("naïve".localizedCaseInsensitiveCompare("NAIVE").rawValue, "über".localizedCompare("uber").rawValue, "Ü".localizedCompare("u").rawValue)
