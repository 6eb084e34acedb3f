/* va_arg for the SVR4 i860 va_list (docs/abi.md): the address of the next
 * argument of each class, advancing the list. */

typedef struct {
    unsigned ireg_used;
    unsigned freg_used;
    long *reg_base;  /* f8..f15 at 0..31, r16..r27 at 32..79 */
    long *mem_ptr;
} xp860_va_list;

void *__xp860_va_arg_int(xp860_va_list *ap) {
    void *p;
    if (ap->ireg_used < 12) {
        p = (char *)ap->reg_base + 32 + 4 * ap->ireg_used;
        ap->ireg_used++;
        return p;
    }
    p = ap->mem_ptr;
    ap->mem_ptr++;
    return p;
}

/* double and long long take an even pair of f8..f15; float, one word. */
void *__xp860_va_arg_fp(xp860_va_list *ap, int words) {
    void *p;
    unsigned first = words == 2 ? (ap->freg_used + 1) & ~1u : ap->freg_used;
    if (first + (unsigned)words <= 8) {
        p = (char *)ap->reg_base + 4 * first;
        ap->freg_used = first + (unsigned)words;
        return p;
    }
    if (words == 2 && ((unsigned long)ap->mem_ptr & 4)) ap->mem_ptr++;
    p = ap->mem_ptr;
    ap->mem_ptr += words;
    return p;
}

void *__xp860_va_arg_mem(xp860_va_list *ap, int size, int align) {
    unsigned long p = (unsigned long)ap->mem_ptr;
    if (align > 4) p = (p + (unsigned long)align - 1) & ~((unsigned long)align - 1);
    ap->mem_ptr = (long *)(p + (((unsigned long)size + 3) & ~3ul));
    return (void *)p;
}
