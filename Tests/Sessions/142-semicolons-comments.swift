// Semicolons and comments in odd places.
var a = 1 /* inline */ ; a += 1 // trailing
/* block
   comment */ print(a)
let b = [1, /* two */ 2, 3]; print(b) ;
if a > 1 { /* nothing */ print("yes") } // done
print(/* arg */ a * 2) ; print("/* not a comment */", "// nor this")
