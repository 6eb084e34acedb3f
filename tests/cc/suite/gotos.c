#include <stdio.h>
int main(void) {
    int i = 0, n = 0;
    goto middle;
    for (i = 0; i < 5; i++) {
        n += 100;
    middle:
        n += 1;
    }
    printf("%d %d\n", i, n);
    int k = 0;
again:
    if (++k < 10) goto again;
    printf("%d\n", k);
    int x = 3;
    switch (x) {
        while (x < 6) {
    case 3: x++;
    case 4: x++;
        }
    }
    printf("%d\n", x);
    int count = 10, out = 0;
    switch (count % 4) {
    case 0: do { out++;
    case 3: out++;
    case 2: out++;
    case 1: out++;
            } while ((count -= 4) > 0);
    }
    printf("%d\n", out);
    void *tgt = &&lab2;
    goto *tgt;
lab1: printf("lab1\n"); return 1;
lab2: printf("lab2\n");
    return 0;
}
