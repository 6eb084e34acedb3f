/* __GNUC__ is defined (xp860-cc claims GNU C 4.2.1, as clang does) with
   __GNUC_MINOR__ and __VERSION__, so programs that test it before using GNU C take
   that path; CoreMark-style "GCC" __VERSION__ concatenation compiles. */
#include <stdio.h>
#include <string.h>
#if defined(__GNUC__) && (__GNUC__ > 4 || (__GNUC__ == 4 && __GNUC_MINOR__ >= 2))
#define MAX(a, b) ({ __typeof__(a) _a = (a), _b = (b); _a > _b ? _a : _b; })
#define LIKELY(x) __builtin_expect(!!(x), 1)
#else
#error "no GNU C"
#endif
#define COMPILER_VERSION "GCC" __VERSION__
int main(void) {
    int i = 2;
    int biggest = MAX(i++, 1);
    printf("%d %d %d\n", biggest, i, LIKELY(i == 3));
    printf("%d %d\n", strncmp(COMPILER_VERSION, "GCC", 3) == 0, strlen(COMPILER_VERSION) > 3);
    return 0;
}
