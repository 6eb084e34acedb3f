#include <stdio.h>
#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define LOG(fmt, ...) printf("log: " fmt "\n", ##__VA_ARGS__)
#define COUNT(...) COUNT_(__VA_ARGS__, 5, 4, 3, 2, 1)
#define COUNT_(a, b, c, d, e, n, ...) n
#define VERSION 3
#define SQ(x) ((x) * (x))
#define f(x) (x + 1)
#define g f
#if VERSION * 2 > 5 && defined(VERSION) && !defined(NOPE)
#define OK 1
#elif VERSION == 1
#define OK 2
#else
#define OK 3
#endif
#if (1 << 31) < 0 || 0xffffffffffffffff == -1
#define BIG 1
#endif
int CAT(var, 1) = 11;
int main(void) {
    printf("%s %s %s\n", STR(hello world), XSTR(VERSION), STR("quoted\n"));
    printf("%d %d\n", var1, XCAT(var, 1) + 1);
    LOG("plain");
    LOG("%d and %s", 5, "x");
    printf("%d %d %d\n", COUNT(a), COUNT(a, b, c), COUNT(1, 2, 3, 4, 5));
    printf("%d %d %d\n", OK, SQ(1 + 2), g(g(1)));
    printf("%d %d\n", __LINE__, BIG);
    printf("%s\n", __FILE__[0] ? "file" : "nofile");
#define LOCAL 7
    printf("%d\n", LOCAL);
#undef LOCAL
#ifndef LOCAL
    printf("undefined\n");
#endif
    printf("%ld\n", __STDC_VERSION__);
    return 0;
}
