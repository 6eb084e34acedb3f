/* Complex division for the compiler (toolchain/cc/parse_complex.cpp): the quotient
 * (a + bi) / (c + di) into q[0], q[1], by Smith's method, which divides through by
 * the larger of |c| and |d| so that c^2 + d^2 cannot overflow (GCC's __divdc3 does
 * the same), then C11 Annex G's recovery of infinities and zeros that came out as
 * NaN + NaN i (G.5.1's example). float _Complex divides in double and rounds. */

static int is_nan(double x) { return x != x; }
static int is_inf(double x) { return x == x && x - x != x - x; }
static int is_finite(double x) { return x - x == x - x; }
static double magnitude(double x) { return x < 0 ? -x : x; }
/* With x's sign (1 or 0 or inf of that sign): C's copysign. */
static double with_sign(double value, double x) {
    int negative = x < 0 || (x == 0 && 1 / x < 0);
    return negative ? -value : value;
}

void __xp860_divdc3(double a, double b, double c, double d, double *q) {
    const double infinity = 1e308 * 10;
    double ratio, denominator, x, y;
    if (magnitude(c) < magnitude(d)) {
        ratio = c / d;
        denominator = c * ratio + d;
        x = (a * ratio + b) / denominator;
        y = (b * ratio - a) / denominator;
    } else {
        ratio = d / c;
        denominator = d * ratio + c;
        x = (b * ratio + a) / denominator;
        y = (b - a * ratio) / denominator;
    }
    if (is_nan(x) && is_nan(y)) {
        if (c == 0 && d == 0 && (!is_nan(a) || !is_nan(b))) {
            x = with_sign(infinity, c) * a;
            y = with_sign(infinity, c) * b;
        } else if ((is_inf(a) || is_inf(b)) && is_finite(c) && is_finite(d)) {
            a = with_sign(is_inf(a) ? 1 : 0, a);
            b = with_sign(is_inf(b) ? 1 : 0, b);
            x = infinity * (a * c + b * d);
            y = infinity * (b * c - a * d);
        } else if ((is_inf(c) || is_inf(d)) && is_finite(a) && is_finite(b)) {
            c = with_sign(is_inf(c) ? 1 : 0, c);
            d = with_sign(is_inf(d) ? 1 : 0, d);
            x = 0.0 * (a * c + b * d);
            y = 0.0 * (b * c - a * d);
        }
    }
    q[0] = x;
    q[1] = y;
}
