// arguments: --echo --keep-going
// :quit stops a script: nothing after it runs; the status is 1 when something failed before.
let x = 1
x = 2
:quit
print("never printed")
