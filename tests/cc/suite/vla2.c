#include <stdio.h>
static int sum2d(int rows, int cols, int (*a)[cols]) { int s = 0; for (int i = 0; i < rows; i++) for (int j = 0; j < cols; j++) s += a[i][j]; return s; }
static void fill(int n, int m, double a[n][m]) { for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) a[i][j] = i + j / 10.0; }
int main(void) {
    long total = 0;
    for (int it = 0; it < 20000; it++) {
        int n = 100 + it % 7;
        char buf[n];
        buf[0] = (char)it; buf[n - 1] = 1;
        total += buf[n - 1] + (long)sizeof buf;
    }
    printf("%ld\n", total);
    int r = 3, c = 4;
    int grid[r][c];
    for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) grid[i][j] = i * c + j;
    printf("%d %u %u\n", sum2d(r, c, grid), (unsigned)sizeof grid, (unsigned)sizeof grid[0]);
    int n = 5;
    typedef int row_t[n];
    n = 100;
    row_t row;
    printf("%u\n", (unsigned)sizeof(row_t) + (unsigned)sizeof row);
    double m[2][3];
    fill(2, 3, m);
    printf("%g %g\n", m[1][2], m[0][1]);
    int k = 0;
again:
    {
        int v[k + 1];
        v[k] = k;
        if (++k < 1000) goto again;
        printf("%d\n", v[k - 1]);
    }
    int (*p)[c] = grid;
    p++;
    printf("%d %d\n", (*p)[0], p[1][3]);
    return 0;
}
