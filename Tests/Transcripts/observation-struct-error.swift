// @Observable on a struct: the macro's error, at its @ (a parse error: nothing runs)
import Observation
print("never printed")
@Observable struct Settings { var volume = 1 }
