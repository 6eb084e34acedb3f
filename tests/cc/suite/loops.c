#include <stdio.h>
int main(void) {
    int sum = 0;
    for (int i = 0; i < 10; i++) { if (i == 3) continue; if (i == 8) break; sum += i; }
    printf("%d\n", sum);
    int i = 0; do { i += 3; } while (i < 20);
    printf("%d\n", i);
    int n = 0; while (1) { if (++n > 5) break; }
    printf("%d\n", n);
    int count = 0;
    for (int a = 0; a < 5; a++) for (int b = 0; b < 5; b++) { if (b > a) break; if ((a + b) % 2) continue; count++; }
    printf("%d\n", count);
    int x, y;
    for (x = 0, y = 10; x < y; x++, y--) ;
    printf("%d %d\n", x, y);
    int k = 0;
    for (;;) { k++; if (k == 100) goto out; }
out:
    printf("%d\n", k);
    int primes = 0;
    static char sieve[1000];
    for (int p = 2; p < 1000; p++) { if (sieve[p]) continue; primes++; for (int q = p * p; q < 1000; q += p) sieve[q] = 1; }
    printf("%d\n", primes);
    unsigned collatz = 27, steps = 0;
    while (collatz != 1) { collatz = collatz & 1 ? 3 * collatz + 1 : collatz / 2; steps++; }
    printf("%u\n", steps);
    int c = (sum++, sum += 2, sum * 2);
    printf("%d %d\n", c, sum);
    return 0;
}
