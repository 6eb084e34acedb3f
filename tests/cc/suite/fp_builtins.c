/* The FP constant and classification builtins in their f and l forms. */
extern int printf(const char *, ...);
static volatile double zero = 0.0;
int main(void) {
    long double li = __builtin_infl(), lh = __builtin_huge_vall(), ln = __builtin_nanl("");
    float fi = __builtin_inff(), fn = __builtin_nansf("");
    double dn = __builtin_nans("");
    printf("%d %d %d %d %d %d\n", (int)sizeof(li) >= 8, li == lh, ln != ln, fi > 1e38f, fn != fn, dn != dn);
    printf("%d %d %d %d\n", __builtin_isnanf(fn), __builtin_isinff(fi), __builtin_isnanl(ln), __builtin_isinfl(li));
    printf("%d %d %d %d\n", __builtin_finite(1.0), __builtin_finitef(fi), __builtin_signbitl(-2.0L) != 0, __builtin_signbit(zero) != 0);
    printf("%d %d\n", __builtin_isnormal(1e-310), __builtin_isfinite(-zero));
    return 0;
}
