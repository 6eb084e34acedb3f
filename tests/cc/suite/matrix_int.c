#include <stdio.h>
#define N 12
static int a[N][N], b[N][N], c[N][N];
static void mul(int n, int x[][N], int y[][N], int z[][N]) {
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { int s = 0; for (int k = 0; k < n; k++) s += x[i][k] * y[k][j]; z[i][j] = s; }
}
static void transpose(int n, int m[][N]) { for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) { int t = m[i][j]; m[i][j] = m[j][i]; m[j][i] = t; } }
static long det3(long m[3][3]) { return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]); }
int main(void) {
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { a[i][j] = (i * 7 + j * 3) % 11 - 5; b[i][j] = (i + 2 * j) % 7 - 3; }
    mul(N, a, b, c);
    long tr = 0; for (int i = 0; i < N; i++) tr += c[i][i];
    printf("%ld %d %d\n", tr, c[3][7], c[N - 1][0]);
    transpose(N, c);
    printf("%d %d\n", c[7][3], c[0][N - 1]);
    long m[3][3] = { { 2, -3, 1 }, { 2, 0, -1 }, { 1, 4, 5 } };
    printf("%ld\n", det3(m));
    int spiral[5][5], val = 1, top = 0, bot = 4, left = 0, right = 4;
    while (val <= 25) {
        for (int j = left; j <= right; j++) spiral[top][j] = val++;
        top++;
        for (int i = top; i <= bot; i++) spiral[i][right] = val++;
        right--;
        for (int j = right; j >= left; j--) spiral[bot][j] = val++;
        bot--;
        for (int i = bot; i >= top; i--) spiral[i][left] = val++;
        left++;
    }
    for (int i = 0; i < 5; i++) { for (int j = 0; j < 5; j++) printf("%3d", spiral[i][j]); printf("\n"); }
    return 0;
}
