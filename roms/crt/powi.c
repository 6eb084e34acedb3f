/* __builtin_powi(x, n): x^n by repeated squaring, the multiplications in the order
 * GCC's __powidf2 does them, so that results agree to the bit; a negative n divides
 * 1 by x^|n|. */
double __xp860_powi(double x, int n) {
    unsigned count = n < 0 ? 0u - (unsigned)n : (unsigned)n;
    double result = count % 2 ? x : 1;
    while (count >>= 1) {
        x = x * x;
        if (count % 2) result = result * x;
    }
    return n < 0 ? 1 / result : result;
}
