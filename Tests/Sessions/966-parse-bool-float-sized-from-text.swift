// Bool, Float and the sized integers parsed from text, nil when the text is none or does not fit
let settings = ["darkMode": "true", "sound": "False", "volume": "200", "level": "-3", "scale": "1.25"]
let darkMode = Bool(settings["darkMode"]!) ?? false
let sound = Bool(settings["sound"]!)
print(darkMode, sound as Any, Bool(true), Bool("false")!)
print(UInt8(settings["volume"]!) as Any, Int8(settings["volume"]!) as Any, Int8(settings["level"]!) as Any, UInt8(settings["level"]!) as Any)
print(Float(settings["scale"]!)! * 2, Float("abc") as Any, UInt64("18446744073709551615")!, Int64("-9223372036854775808")!)
let words = "12 300 x".split(separator: " ")
print(words.map { UInt8($0) }, words.compactMap { Int16($0) })
