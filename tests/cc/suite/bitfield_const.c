/* A bit-field narrower than int reads as an int also through a const or volatile
   object, so it compares signed against a negative int (Csmith seed 168: a const
   struct's unsigned:15 field compared as unsigned, 75 <= -5 was true). */
#include <stdio.h>
struct fields { unsigned low : 17; unsigned mid : 15; const signed sv : 24; unsigned top : 15; };
static const struct fields constant = { 223, 72, -3153, 75 };
static volatile struct fields changing = { 223, 72, -3153, 75 };
static struct fields plain = { 223, 72, -3153, 75 };
int main(void) {
    int negative = -5;
    printf("%d %d %d\n", constant.top <= negative, changing.top <= negative, plain.top <= negative);
    printf("%d %d %d\n", constant.mid > -1, changing.low - 300 < 0, constant.sv < 0);
    printf("%u %u\n", (unsigned)sizeof(constant.top + 0), (unsigned)sizeof(changing.mid + 0));
    changing.top = 40000;
    printf("%d %d\n", changing.top, changing.top - 40000 < 0);
    return 0;
}
