/* An enum with no negative enumerator is unsigned (GCC), one with a negative one signed. */
#include <stdio.h>
enum e { A, B }; enum n { NA = -1, NB };
int main(void) { enum e x = A; enum n y = NB; printf("%d %d %d\n", x - 1 < 0, y - 1 < 0, (enum e)-1 > 0); return 0; }
