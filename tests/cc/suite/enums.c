#include <stdio.h>
enum color { RED, GREEN = 5, BLUE, ALPHA = -3, BETA };
enum { K1 = 1 << 4, K2 = K1 * 2, K3 = K1 | K2 };
typedef enum { A, B, C, COUNT } letter;
static const char *names[COUNT] = { [A] = "a", [B] = "b", [C] = "c" };
int main(void) {
    printf("%d %d %d %d %d\n", RED, GREEN, BLUE, ALPHA, BETA);
    printf("%d %d %d\n", K1, K2, K3);
    enum color c = BLUE;
    c++;
    printf("%d\n", c);
    for (letter l = A; l < COUNT; l++) printf("%s", names[l]);
    printf("\n%u\n", (unsigned)sizeof(enum color));
    switch (c) { case RED: printf("red\n"); break; case 7: printf("seven\n"); break; default: printf("other\n"); }
    int arr[BLUE];
    printf("%u\n", (unsigned)(sizeof arr / sizeof arr[0]));
    return 0;
}
