/* The address of a compound literal, taken where the optimiser would keep a
   scalar local in a register (it was "internal: address of a register variable"). */
#include <stdio.h>
#include <stdlib.h>

struct point { int x, y; };
static int deref(const int *p) { return *p; }
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static int sum(const struct point *p) { return p->x + p->y; }

int main(void) {
    int values[] = {1, 3, 5, 7, 9};
    int total = 0;
    for (int i = 0; i < 3; i++) total += deref(&(int){i * 10});
    int *found = bsearch(&(int){7}, values, 5, sizeof values[0], cmp);
    double *d = &(double){2.5};
    *d *= 2;
    printf("%d %d %d %g %d\n", total, found ? (int)(found - values) : -1, bsearch(&(int){4}, values, 5, sizeof values[0], cmp) == NULL,
           *d, sum(&(struct point){3, 4}));
    return 0;
}
