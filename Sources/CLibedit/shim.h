// libedit's native API (histedit.h, found through pkg-config's -I/usr/include/editline).
#include <stdio.h>
#include <histedit.h>
