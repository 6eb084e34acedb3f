/* Shootout-style kernels (n-body, spectral norm, fannkuch-redux, nsieve and its bit
   form, mandelbrot, binary trees) and Whetstone's modules, with their usual checks. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.141592653589793
#define SOLAR_MASS (4 * PI * PI)
#define DAYS_PER_YEAR 365.24
struct planet { double x, y, z, vx, vy, vz, mass; };
static void advance(int nbodies, struct planet *bodies, double dt) {
    for (int i = 0; i < nbodies; i++) {
        struct planet *b = &bodies[i];
        for (int j = i + 1; j < nbodies; j++) {
            struct planet *b2 = &bodies[j];
            double dx = b->x - b2->x, dy = b->y - b2->y, dz = b->z - b2->z;
            double distance = sqrt(dx * dx + dy * dy + dz * dz);
            double mag = dt / (distance * distance * distance);
            b->vx -= dx * b2->mass * mag; b->vy -= dy * b2->mass * mag; b->vz -= dz * b2->mass * mag;
            b2->vx += dx * b->mass * mag; b2->vy += dy * b->mass * mag; b2->vz += dz * b->mass * mag;
        }
    }
    for (int i = 0; i < nbodies; i++) { struct planet *b = &bodies[i]; b->x += dt * b->vx; b->y += dt * b->vy; b->z += dt * b->vz; }
}
static double energy(int nbodies, struct planet *bodies) {
    double e = 0.0;
    for (int i = 0; i < nbodies; i++) {
        struct planet *b = &bodies[i];
        e += 0.5 * b->mass * (b->vx * b->vx + b->vy * b->vy + b->vz * b->vz);
        for (int j = i + 1; j < nbodies; j++) {
            struct planet *b2 = &bodies[j];
            double dx = b->x - b2->x, dy = b->y - b2->y, dz = b->z - b2->z;
            e -= (b->mass * b2->mass) / sqrt(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}
static struct planet bodies[5] = {
    {0, 0, 0, 0, 0, 0, SOLAR_MASS},
    {4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01, 1.66007664274403694e-03 * DAYS_PER_YEAR,
     7.69901118419740425e-03 * DAYS_PER_YEAR, -6.90460016972063023e-05 * DAYS_PER_YEAR, 9.54791938424326609e-04 * SOLAR_MASS},
    {8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01, -2.76742510726862411e-03 * DAYS_PER_YEAR,
     4.99852801234917238e-03 * DAYS_PER_YEAR, 2.30417297573763929e-05 * DAYS_PER_YEAR, 2.85885980666130812e-04 * SOLAR_MASS},
    {1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01, 2.96460137564761618e-03 * DAYS_PER_YEAR,
     2.37847173959480950e-03 * DAYS_PER_YEAR, -2.96589568540237556e-05 * DAYS_PER_YEAR, 4.36624404335156298e-05 * SOLAR_MASS},
    {1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01, 2.68067772490389322e-03 * DAYS_PER_YEAR,
     1.62824170038242295e-03 * DAYS_PER_YEAR, -9.51592254519715870e-05 * DAYS_PER_YEAR, 5.15138902046611451e-05 * SOLAR_MASS}};

static double eval_A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }
static void eval_A_times_u(int N, const double u[], double Au[]) {
    for (int i = 0; i < N; i++) { Au[i] = 0; for (int j = 0; j < N; j++) Au[i] += eval_A(i, j) * u[j]; }
}
static void eval_At_times_u(int N, const double u[], double Au[]) {
    for (int i = 0; i < N; i++) { Au[i] = 0; for (int j = 0; j < N; j++) Au[i] += eval_A(j, i) * u[j]; }
}
static void eval_AtA_times_u(int N, const double u[], double AtAu[]) {
    double *v = malloc(N * sizeof *v);
    eval_A_times_u(N, u, v); eval_At_times_u(N, v, AtAu); free(v);
}

static int fannkuch(int n, int *checksum) {
    int perm[16], perm1[16], count[16], maxflips = 0, permcount = 0, r = n;
    *checksum = 0;
    for (int i = 0; i < n; i++) perm1[i] = i;
    for (;;) {
        while (r != 1) { count[r - 1] = r; r--; }
        memcpy(perm, perm1, n * sizeof(int));
        int flips = 0, k;
        while ((k = perm[0]) != 0) {
            for (int i = 0, j = k; i < j; i++, j--) { int t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
            flips++;
        }
        if (flips > maxflips) maxflips = flips;
        *checksum += permcount % 2 == 0 ? flips : -flips;
        for (;;) {
            if (r == n) return maxflips;
            int perm0 = perm1[0];
            for (int i = 0; i < r; i++) perm1[i] = perm1[i + 1];
            perm1[r] = perm0;
            if (--count[r] > 0) break;
            r++;
        }
        permcount++;
    }
}

static int nsieve(int m) {
    char *flags = calloc(m, 1); int count = 0;
    for (int i = 2; i < m; i++) if (!flags[i]) { count++; for (int j = i + i; j < m; j += i) flags[j] = 1; }
    free(flags);
    return count;
}
static int nsieve_bits(unsigned m) {
    unsigned words = m / 32 + 1, count = 0;
    unsigned *bits = malloc(words * sizeof *bits);
    memset(bits, 0xff, words * sizeof *bits);
    for (unsigned i = 2; i < m; i++)
        if (bits[i / 32] & (1u << (i % 32))) { count++; for (unsigned j = i + i; j < m; j += i) bits[j / 32] &= ~(1u << (j % 32)); }
    free(bits);
    return (int)count;
}

static unsigned mandelbrot(int w, int h) {
    unsigned sum = 0; int bit_num = 0; unsigned char byte = 0;
    for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) {
        double Zr = 0, Zi = 0, Tr = 0, Ti = 0, Cr = 2.0 * x / w - 1.5, Ci = 2.0 * y / h - 1.0;
        int i;
        for (i = 0; i < 50 && Tr + Ti <= 4.0; i++) { Zi = 2.0 * Zr * Zi + Ci; Zr = Tr - Ti + Cr; Tr = Zr * Zr; Ti = Zi * Zi; }
        byte = (unsigned char)(byte << 1 | (Tr + Ti <= 4.0));
        if (++bit_num == 8) { sum = sum * 31 + byte; byte = 0; bit_num = 0; }
    }
    return sum;
}

struct tnode { struct tnode *l, *r; };
static struct tnode *bottom_up(int depth) {
    struct tnode *t = malloc(sizeof *t);
    if (depth > 0) { t->l = bottom_up(depth - 1); t->r = bottom_up(depth - 1); } else t->l = t->r = NULL;
    return t;
}
static int check(struct tnode *t) { return 1 + (t->l ? check(t->l) + check(t->r) : 0); }
static void delete_tree(struct tnode *t) { if (t->l) { delete_tree(t->l); delete_tree(t->r); } free(t); }

/* Whetstone's modules */
static double t = 0.499975, t1 = 0.50025, t2 = 2.0, e1[5];
static int j, k, l;
static void pa(double e[]) { for (int i = 0; i < 6; i++) { e[1] = (e[1] + e[2] + e[3] - e[4]) * t; e[2] = (e[1] + e[2] - e[3] + e[4]) * t; e[3] = (e[1] - e[2] + e[3] + e[4]) * t; e[4] = (-e[1] + e[2] + e[3] + e[4]) / t2; } }
static void p0(void) { e1[j] = e1[k]; e1[k] = e1[l]; e1[l] = e1[j]; }
static void p3(double x, double y, double *z) { x = t * (x + y); y = t * (x + y); *z = (x + y) / t2; }
static void whetstone(int loops, double out[8]) {
    double x1 = 1.0, x2 = -1.0, x3 = -1.0, x4 = -1.0, x, y, z;
    for (int i = 1; i <= loops; i++) { x1 = (x1 + x2 + x3 - x4) * t; x2 = (x1 + x2 - x3 + x4) * t; x3 = (x1 - x2 + x3 + x4) * t; x4 = (-x1 + x2 + x3 + x4) * t; }
    e1[1] = 1.0; e1[2] = -1.0; e1[3] = -1.0; e1[4] = -1.0;
    for (int i = 1; i <= loops; i++) pa(e1);
    j = 1;
    for (int i = 1; i <= loops; i++) { j = j == 1 ? 2 : 3; j = j > 2 ? 0 : 1; j = j < 1 ? 1 : 0; }
    j = 1; k = 2; l = 3;
    for (int i = 1; i <= loops; i++) { j = j * (k - j) * (l - k); k = l * k - (l - j) * k; l = (l - k) * (k + j); e1[l - 1] = j + k + l; e1[k - 1] = j * k * l; }
    x = 0.5; y = 0.5;
    for (int i = 1; i <= loops; i++) {
        x = t * atan(t2 * sin(x) * cos(x) / (cos(x + y) + cos(x - y) - 1.0));
        y = t * atan(t2 * sin(y) * cos(y) / (cos(x + y) + cos(x - y) - 1.0));
    }
    x = 1.0; y = 1.0; z = 1.0;
    for (int i = 1; i <= loops; i++) p3(x, y, &z);
    j = 1; k = 2; l = 3; e1[1] = 1.0; e1[2] = 2.0; e1[3] = 3.0;
    for (int i = 1; i <= loops; i++) p0();
    x = 0.75;
    for (int i = 1; i <= loops; i++) x = sqrt(exp(log(x) / t1));
    out[0] = x1; out[1] = x2; out[2] = x3; out[3] = x4; out[4] = e1[1]; out[5] = y; out[6] = z; out[7] = x;
}

int main(void) {
    int n = 5;
    double px = 0, py = 0, pz = 0;
    for (int i = 0; i < n; i++) { px += bodies[i].vx * bodies[i].mass; py += bodies[i].vy * bodies[i].mass; pz += bodies[i].vz * bodies[i].mass; }
    bodies[0].vx = -px / SOLAR_MASS; bodies[0].vy = -py / SOLAR_MASS; bodies[0].vz = -pz / SOLAR_MASS;
    printf("%.9f\n", energy(n, bodies));
    for (int i = 1; i <= 1000; i++) advance(n, bodies, 0.01);
    printf("%.9f\n", energy(n, bodies));
    enum { N = 100 };
    static double u[N], v[N];
    for (int i = 0; i < N; i++) u[i] = 1;
    for (int i = 0; i < 10; i++) { eval_AtA_times_u(N, u, v); eval_AtA_times_u(N, v, u); }
    double vBv = 0, vv = 0;
    for (int i = 0; i < N; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
    printf("%0.9f\n", sqrt(vBv / vv));
    int checksum, flips = fannkuch(7, &checksum);
    printf("%d\nPfannkuchen(7) = %d\n", checksum, flips);
    for (int i = 0; i < 3; i++) { int m = (1 << (8 - i)) * 100; printf("Primes up to %8d %8d %8d\n", m, nsieve(m), nsieve_bits(m)); }
    printf("mandel %u\n", mandelbrot(64, 64));
    struct tnode *long_lived = bottom_up(8);
    for (int d = 4; d <= 8; d += 2) {
        int iterations = 1 << (8 - d + 4), chk = 0;
        for (int i = 1; i <= iterations; i++) { struct tnode *tt = bottom_up(d); chk += check(tt); delete_tree(tt); }
        printf("%d\t trees of depth %d\t check: %d\n", iterations, d, chk);
    }
    printf("long lived tree of depth %d\t check: %d\n", 8, check(long_lived));
    double out[8];
    whetstone(100, out);
    for (int i = 0; i < 8; i++) printf("%.10g%c", out[i], i == 7 ? '\n' : ' ');
    return 0;
}
