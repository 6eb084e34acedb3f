/* The preprocessor (Debian's cpp with xp860-cc's predefines): macros with #, ##
 * and __VA_ARGS__, conditionals, #pragma once and push_macro/pop_macro, and the
 * predefined macros of the i860 target. */
#include "check.h"
#include "once.h"
#include "once.h"

#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b
#define COUNT(...) count_args(0, ##__VA_ARGS__)
#define FIRST(first, ...) first
#define SQUARE(x) ((x) * (x))
#define VALUE 10

static int count_args(int zero, ...) { return zero; }

#if defined(__i860__) && __i860XP__ && __ILP32__ && __CHAR_BIT__ == 8
static int target_ok = 1;
#else
static int target_ok = 0;
#endif

#if (VALUE * 3 + 1) % 7 == 3 && !defined(UNDEFINED_THING)
static int arith_ok = 1;
#elif 1
static int arith_ok = 2;
#endif

int main(void) {
    CHECK(once_counter == 1);
    CHECK(STR(hello)[0] == 'h' && sizeof(XSTR(VALUE)) == 3);
    int CAT(my, var) = 5;
    CHECK(myvar == 5);
    CHECK(FIRST(7, 8, 9) == 7 && SQUARE(1 + 2) == 9);
    CHECK(COUNT() == 0);
    CHECK(target_ok == 1 && arith_ok == 1);
    CHECK(__STDC_VERSION__ == 201112L && __STDC__ == 1);
    CHECK(__SIZEOF_INT__ == 4 && __SIZEOF_LONG__ == 4 && __SIZEOF_POINTER__ == 4 && __SIZEOF_LONG_DOUBLE__ == 8);
    CHECK(__LINE__ == 40);
    CHECK(__FILE__[sizeof(__FILE__) - 2] == 'c');
#pragma push_macro("VALUE")
#undef VALUE
#define VALUE 20
    CHECK(VALUE == 20);
#pragma pop_macro("VALUE")
    CHECK(VALUE == 10);
    CHECK(sizeof(__DATE__) == 12);
    return check_failures;
}
