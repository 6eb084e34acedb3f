/* Identifiers with letters beyond ASCII, written in UTF-8 or as universal
   character names (cpp hands both on as \UXXXXXXXX): globals, locals, functions and
   members, linked by name; '$' in identifiers. */
#include <stdio.h>
double π = 3.25;
int \u00e9t\u00e9 = 7;
static int 二倍(int n) { return 2 * n; }
struct point { int χ, ψ; };
int $count = 2, a$b = 3;
int main(void) {
    struct point p = { .χ = 4, .ψ = 5 };
    int ünter = été + 1;
    printf("%g %d %d %d %d\n", π, été, 二倍(ünter), p.χ * p.ψ, $count + a$b);
    return 二倍(p.χ) - 8;
}
