/* long double has double's representation here but is a type of its own, as C
   says: _Generic tells them apart (a double does not match a long double
   association, nor the reverse), and long double arithmetic stays long double. */
#include <stdio.h>
#define KIND(x) _Generic((x), float: "float", double: "double", long double: "long double", default: "other")
#define ONLY_LONG(x) _Generic((x), float: "float", long double: "long double", default: "default")
#define ONLY_DOUBLE(x) _Generic((x), double: "double", default: "default")
int main(void) {
    long double ld = 2.5L;
    double d = 1.25;
    printf("%s|%s|%s|%s|%s\n", KIND(1.0f), KIND(d), KIND(ld), KIND(ld * 2), KIND(ld + d));
    printf("%s|%s|%s|%s\n", ONLY_LONG(d), ONLY_LONG(ld), ONLY_DOUBLE(ld), ONLY_DOUBLE(d * 2.0f));
    printf("%.3Lf %u\n", ld * d, (unsigned)(sizeof(long double) >= sizeof(double)));
    return 0;
}
