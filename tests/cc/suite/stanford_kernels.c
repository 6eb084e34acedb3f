/* Stanford-style kernels: permutations, towers of Hanoi, eight queens, integer and
   float matrix multiply, quicksort, bubble sort, a binary tree, and an FFT on a
   struct complex; each checks itself and prints a checksum. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define MAXINT 2147483647
static long seed;
static void init_rand(void) { seed = 74755L; }
static int rand_next(void) { seed = (seed * 1309L + 13849L) & 65535L; return (int)seed; }

/* Perm */
static int permarray[11], pctr;
static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
static void initialize(void) { for (int i = 1; i <= 7; i++) permarray[i] = i - 1; }
static void permute(int n) {
    pctr++;
    if (n != 1) {
        permute(n - 1);
        for (int k = n - 1; k >= 1; k--) { swap(&permarray[n], &permarray[k]); permute(n - 1); swap(&permarray[n], &permarray[k]); }
    }
}

/* Towers */
enum { maxcells = 18, stackrange = 3 };
struct element { int discsize, next; };
static int stack[stackrange + 1], freelist, movesdone;
static struct element cellspace[maxcells + 1];
static void error(const char *emsg) { printf(" Error in Towers: %s\n", emsg); }
static void makenull(int s) { stack[s] = 0; }
static int getelement(void) {
    int temp = 0;
    if (freelist > 0) { temp = freelist; freelist = cellspace[freelist].next; } else error("out of space");
    return temp;
}
static void push(int i, int s) {
    int errorfound = 0, localel;
    if (stack[s] > 0 && cellspace[stack[s]].discsize <= i) { errorfound = 1; error("disc size error"); }
    if (!errorfound) { localel = getelement(); cellspace[localel].next = stack[s]; stack[s] = localel; cellspace[localel].discsize = i; }
}
static void init(int s, int n) { makenull(s); for (int discctr = n; discctr >= 1; discctr--) push(discctr, s); }
static int pop(int s) {
    if (stack[s] > 0) {
        int popresult = cellspace[stack[s]].discsize, temp = cellspace[stack[s]].next;
        cellspace[stack[s]].next = freelist; freelist = stack[s]; stack[s] = temp;
        return popresult;
    }
    error("nothing to pop");
    return 0;
}
static void move(int s1, int s2) { push(pop(s1), s2); movesdone++; }
static void tower(int i, int j, int k) {
    if (k == 1) move(i, j);
    else { int other = 6 - i - j; tower(i, other, k - 1); move(i, j); tower(other, j, k - 1); }
}

/* Queens */
static void try_queen(int i, int *q, int a[], int b[], int c[], int x[]) {
    int j = 0;
    *q = 0;
    while (!*q && j != 8) {
        j++;
        *q = 0;
        if (b[j] && a[i + j] && c[i - j + 7]) {
            x[i] = j; b[j] = 0; a[i + j] = 0; c[i - j + 7] = 0;
            if (i < 8) { try_queen(i + 1, q, a, b, c, x); if (!*q) { b[j] = 1; a[i + j] = 1; c[i - j + 7] = 1; } }
            else *q = 1;
        }
    }
}

/* Intmm, Mm */
#define rowsize 40
static int ima[rowsize + 1][rowsize + 1], imb[rowsize + 1][rowsize + 1], imr[rowsize + 1][rowsize + 1];
static float rma[rowsize + 1][rowsize + 1], rmb[rowsize + 1][rowsize + 1], rmr[rowsize + 1][rowsize + 1];

/* Quick, Bubble */
#define sortelements 5000
static int sortlist[sortelements + 1], biggest, littlest;
static void initarr(void) {
    init_rand(); biggest = 0; littlest = 0;
    for (int i = 1; i <= sortelements; i++) {
        sortlist[i] = rand_next() - 32768;
        if (sortlist[i] > biggest) biggest = sortlist[i]; else if (sortlist[i] < littlest) littlest = sortlist[i];
    }
}
static void quicksort(int a[], int l, int r) {
    int i = l, j = r, x = a[(l + r) / 2], w;
    do {
        while (a[i] < x) i++;
        while (x < a[j]) j--;
        if (i <= j) { w = a[i]; a[i] = a[j]; a[j] = w; i++; j--; }
    } while (i <= j);
    if (l < j) quicksort(a, l, j);
    if (i < r) quicksort(a, i, r);
}

/* Tree */
struct node { struct node *left, *right; int val; };
static struct node *tree;
static void create_node(struct node **t, int n) { *t = malloc(sizeof **t); (*t)->left = (*t)->right = NULL; (*t)->val = n; }
static void insert(int n, struct node *t) {
    if (n > t->val) { if (t->left == NULL) create_node(&t->left, n); else insert(n, t->left); }
    else if (n < t->val) { if (t->right == NULL) create_node(&t->right, n); else insert(n, t->right); }
}
static int checktree(struct node *p) {
    int result = 1;
    if (p->left != NULL) { if (p->left->val <= p->val) result = 0; else result = checktree(p->left) && result; }
    if (p->right != NULL) { if (p->right->val >= p->val) result = 0; else result = checktree(p->right) && result; }
    return result;
}

/* FFT */
struct complex { float rp, ip; };
#define fftsize 256
#define fftsize2 129
static struct complex z[fftsize + 1], w[fftsize + 1], e[fftsize2 + 1];
static float zr, zi;
static void fft(int n, struct complex z[], struct complex w[], struct complex e[], float sqrinv) {
    int i, j, k, l, m, index;
    m = n / 2; l = 1;
    do {
        k = 0; j = l; i = 1;
        do {
            do {
                w[i + k].rp = z[i].rp + z[m + i].rp;
                w[i + k].ip = z[i].ip + z[m + i].ip;
                w[i + j].rp = e[k + 1].rp * (z[i].rp - z[i + m].rp) - e[k + 1].ip * (z[i].ip - z[i + m].ip);
                w[i + j].ip = e[k + 1].rp * (z[i].ip - z[i + m].ip) + e[k + 1].ip * (z[i].rp - z[i + m].rp);
                i = i + 1;
            } while (i <= j);
            k = j; j = k + l;
        } while (j <= m);
        index = 1;
        do { z[index] = w[index]; index = index + 1; } while (index <= n);
        l = l + l;
    } while (l <= m);
    for (i = 1; i <= n; i++) { z[i].rp = sqrinv * z[i].rp; z[i].ip = -sqrinv * z[i].ip; }
}

int main(void) {
    pctr = 0;
    for (int i = 1; i <= 5; i++) { initialize(); permute(7); }
    printf("perm %d\n", pctr);
    for (int i = 1; i <= maxcells; i++) cellspace[i].next = i - 1;
    freelist = maxcells; init(1, 14); makenull(2); makenull(3); movesdone = 0;
    tower(1, 2, 14);
    printf("towers %d\n", movesdone);
    int a[17], b[9], c[15], x[9] = {0}, q, solutions = 0;
    for (int rep = 1; rep <= 10; rep++) {
        for (int i = -7; i <= 16; i++) { if (i >= 1 && i <= 8) b[i] = 1; if (i >= 2) a[i] = 1; if (i <= 7) c[i + 7] = 1; }
        try_queen(1, &q, a, b, c, x);
        solutions += q;
    }
    printf("queens %d x=%d%d%d%d%d%d%d%d\n", solutions, x[1], x[2], x[3], x[4], x[5], x[6], x[7], x[8]);
    init_rand();
    for (int i = 1; i <= rowsize; i++) for (int j = 1; j <= rowsize; j++) { ima[i][j] = rand_next() % 120 - 60; imb[i][j] = rand_next() % 120 - 60; }
    long isum = 0;
    for (int i = 1; i <= rowsize; i++) for (int j = 1; j <= rowsize; j++) {
        int s = 0;
        for (int k = 1; k <= rowsize; k++) s += ima[i][k] * imb[k][j];
        imr[i][j] = s; isum += s;
    }
    printf("intmm %ld %d\n", isum, imr[7][9]);
    init_rand();
    for (int i = 1; i <= rowsize; i++) for (int j = 1; j <= rowsize; j++) {
        rma[i][j] = (rand_next() * 0.125f - 4096.0f) / 1024.0f; rmb[i][j] = (rand_next() * 0.125f - 4096.0f) / 1024.0f;
    }
    double rsum = 0;
    for (int i = 1; i <= rowsize; i++) for (int j = 1; j <= rowsize; j++) {
        float s = 0.0f;
        for (int k = 1; k <= rowsize; k++) s = s + rma[i][k] * rmb[k][j];
        rmr[i][j] = s; rsum += s;
    }
    printf("mm %.6f %.6f\n", rsum, rmr[3][4]);
    initarr();
    quicksort(sortlist, 1, sortelements);
    int ok = sortlist[1] == littlest && sortlist[sortelements] == biggest;
    for (int i = 1; i < sortelements; i++) ok &= sortlist[i] <= sortlist[i + 1];
    printf("quick %d %d %d\n", ok, littlest, biggest);
    initarr();
    int top = 500;
    while (top > 1) {
        for (int i = 1; i < top; i++) if (sortlist[i] > sortlist[i + 1]) { int j = sortlist[i]; sortlist[i] = sortlist[i + 1]; sortlist[i + 1] = j; }
        top--;
    }
    ok = 1;
    for (int i = 1; i < 500; i++) ok &= sortlist[i] <= sortlist[i + 1];
    printf("bubble %d %d\n", ok, sortlist[250]);
    tree = malloc(sizeof *tree);
    tree->left = tree->right = NULL; tree->val = 0;
    initarr();
    for (int i = 1; i <= sortelements; i++) insert(sortlist[i], tree);
    printf("tree %d\n", checktree(tree));
    int n = fftsize;
    int m = n / 2;
    float h = 6.283185307179586f / n;
    for (int i = 1; i <= fftsize / 4; i++) { e[i].rp = cosf(h * i); e[i].ip = sinf(h * i); }
    for (int i = 1; i <= fftsize / 4; i++) { e[i + fftsize / 4].rp = -e[i].ip; e[i + fftsize / 4].ip = e[i].rp; }
    for (int i = 1; i <= fftsize; i++) { z[i].rp = 0; z[i].ip = 0; }
    init_rand();
    for (int i = 1; i <= fftsize; i++) { z[i].rp = (rand_next() - 32768.0f) / 32768.0f; z[i].ip = (rand_next() - 32768.0f) / 32768.0f; }
    float before[2] = {z[5].rp, z[5].ip};
    fft(fftsize, z, w, e, 0.0625f);
    fft(fftsize, z, w, e, 0.0625f);
    printf("fft %.4f %.4f -> %.4f %.4f (m=%d)\n", before[0], before[1], z[5].rp, z[5].ip, m);
    (void)zr; (void)zi;
    return 0;
}
