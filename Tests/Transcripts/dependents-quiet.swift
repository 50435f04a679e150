// arguments: --quiet
// --quiet prints no reports and no echo, but watches are still kept current: they can be
// read by name.
@State var x = 1
:watch double = x * 2
x = 21
print(double)
:deps double
