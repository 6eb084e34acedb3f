/* $ in identifiers, __attribute__((constructor)), ((destructor)) after atexit handlers, ((alias)), a UTF-8 string. */
#include <stdio.h>
#include <stdlib.h>
static void bye(void) { printf("bye\n"); }
__attribute__((constructor)) static void ctor2(void) { printf("second constructor\n"); }
int $dollar = 3, a$b = 4;
int cafe = 5;
static int ctor_ran;
__attribute__((constructor)) static void ctor(void) { ctor_ran = 1; }
__attribute__((destructor)) static void dtor(void) { printf("dtor\n"); }
int real_fn(void) { return 42; }
int alias_fn(void) __attribute__((alias("real_fn")));
int main(void) {
    printf("%d %d %d\n", $dollar, a$b, cafe);
    atexit(bye);
    printf("%d %d\n", ctor_ran, alias_fn());
    const char *s = "héllo";
    int n = 0; while (s[n]) n++;
    printf("%d\n", n);
    return 0;
}
