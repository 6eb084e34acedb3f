#include <stdio.h>
#define KIND(x) _Generic((x), int: "int", unsigned: "unsigned", long: "long", long long: "long long", \
    char: "char", float: "float", double: "double", char *: "char*", const char *: "const char*", default: "other")
int main(void) {
    int i = 0; char c = 0; short s = 0; float f = 0; unsigned long ul = 0;
    printf("%s %s %s %s %s\n", KIND(i), KIND(c), KIND(s), KIND(f), KIND(ul));
    printf("%s %s %s %s\n", KIND(1LL), KIND(2.0), KIND(c + c), KIND(1u));
    char buf[3]; const char *cp = buf;
    printf("%s %s\n", KIND(buf), KIND(cp));
    printf("%d\n", _Generic(1.0f + 1, float: 1, double: 2, default: 3));
    return 0;
}
