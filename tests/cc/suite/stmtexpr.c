#include <stdio.h>
#define SWAP(a, b) do { typeof(a) _t = (a); (a) = (b); (b) = _t; } while (0)
#define SQUARE(x) ({ typeof(x) _x = (x); _x * _x; })
#define MIN3(a, b, c) ({ typeof(a) _m = (a); if ((b) < _m) _m = (b); if ((c) < _m) _m = (c); _m; })
int main(void) {
    int a = 1, b = 2;
    SWAP(a, b);
    printf("%d %d\n", a, b);
    double d = 1.5, e = 2.5;
    SWAP(d, e);
    printf("%g %d %g\n", d, SQUARE(a + b), SQUARE(1.5));
    printf("%d\n", MIN3(5, 3, 4));
    int total = 0;
    for (int i = 0; i < 10; i++) total += ({ int r; if (i % 2) r = i; else r = -i; r; });
    printf("%d\n", total);
    int nested = ({ int x = ({ int y = 3; y * 2; }); x + 1; });
    printf("%d\n", nested);
    struct { int a, b; } s = ({ struct { int a, b; } t = { 1, 2 }; (typeof(s)){ t.b, t.a }; });
    printf("%d %d\n", s.a, s.b);
    int k = 0;
    while (1) { ({ if (k > 3) break; k++; }); }
    printf("%d\n", k);
    return 0;
}
