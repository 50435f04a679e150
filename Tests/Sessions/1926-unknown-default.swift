// @unknown default and @unknown case _ in switches over enums, as code written against library enums has them
enum Appearance { case light, dark, automatic }
enum Network { case wifi, cellular }

func describe(_ appearance: Appearance) -> String {
    switch appearance {
    case .light: return "light"
    case .dark: return "dark"
    @unknown default: return "something new"
    }
}

func label(_ network: Network) -> String {
    switch network {
    case .wifi:
        return "Wi-Fi"
    @unknown case _:
        return "other"
    }
}

for appearance in [Appearance.light, .dark, .automatic] { print(describe(appearance)) }
print(label(.wifi), label(.cellular))
