#include <stdio.h>
static int trace(int n, int m[n][n]) { int t = 0; for (int i = 0; i < n; i++) t += m[i][i]; return t; }
static long total(int rows, int cols) {
    int grid[rows][cols];
    for (int r = 0; r < rows; r++) for (int c = 0; c < cols; c++) grid[r][c] = r * cols + c;
    long s = 0;
    for (int r = 0; r < rows; r++) s += grid[r][cols - 1];
    return s + (long)sizeof grid;
}
int main(void) {
    int n = 4;
    int m[n][n];
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) m[i][j] = i + j;
    printf("%d\n", trace(n, m));
    for (int k = 1; k < 6; k++) printf("%ld ", total(k, k + 1));
    printf("\n");
    for (int k = 1; k <= 3; k++) { char buf[k * 100]; buf[k * 100 - 1] = (char)k; printf("%d ", buf[k * 100 - 1] + (int)sizeof buf); }
    printf("\n");
    return 0;
}
