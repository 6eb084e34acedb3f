#include <stdio.h>
static int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int is_even(int n);
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static void hanoi(int n, int from, int to, int via, int *moves) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to, moves); (*moves)++; hanoi(n - 1, via, to, from, moves);
}
static int queens(int row, int n, int *cols) {
    if (row == n) return 1;
    int count = 0;
    for (int c = 0; c < n; c++) {
        int ok = 1;
        for (int r = 0; r < row; r++)
            if (cols[r] == c || cols[r] - c == row - r || c - cols[r] == row - r) { ok = 0; break; }
        if (ok) { cols[row] = c; count += queens(row + 1, n, cols); }
    }
    return count;
}
int main(void) {
    int moves = 0, cols[8];
    printf("%d %d %d %d\n", ack(2, 3), fib(20), is_even(101), is_odd(77));
    hanoi(10, 1, 3, 2, &moves);
    printf("%d %d\n", moves, queens(0, 8, cols));
    return 0;
}
