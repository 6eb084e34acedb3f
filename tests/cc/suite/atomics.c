/* The GNU __sync and __atomic builtins: each one's value and its effect on memory,
   for int, unsigned char, short, long long and a pointer. */
#include <stdio.h>
#include <stdint.h>

static int counter = 10;
static unsigned char byte = 250;
static short half = -3;
static long long wide = 0x100000000LL;

int main(void) {
    printf("%d ", __sync_fetch_and_add(&counter, 5)); printf("%d\n", counter);
    printf("%d ", __sync_add_and_fetch(&counter, 5)); printf("%d\n", counter);
    printf("%d ", __sync_fetch_and_sub(&counter, 3)); printf("%d\n", counter);
    printf("%d ", __sync_sub_and_fetch(&counter, 3)); printf("%d\n", counter);
    printf("%d ", __sync_fetch_and_or(&counter, 0x30)); printf("%d\n", counter);
    printf("%d ", __sync_and_and_fetch(&counter, 0x3c)); printf("%d\n", counter);
    printf("%d ", __sync_fetch_and_xor(&counter, 0xff)); printf("%d\n", counter);
    printf("%d ", __sync_nand_and_fetch(&counter, 0x0f)); printf("%d\n", counter);
    printf("%d ", __sync_fetch_and_nand(&counter, 0x0f)); printf("%d\n", counter);
    counter = 7;
    printf("%d ", __sync_bool_compare_and_swap(&counter, 7, 9)); printf("%d\n", counter);
    printf("%d ", __sync_bool_compare_and_swap(&counter, 7, 11)); printf("%d\n", counter);
    printf("%d ", __sync_val_compare_and_swap(&counter, 9, 12)); printf("%d\n", counter);
    printf("%d ", __sync_val_compare_and_swap(&counter, 9, 13)); printf("%d\n", counter);
    printf("%d ", __sync_lock_test_and_set(&counter, 1)); printf("%d\n", counter);
    __sync_lock_release(&counter); printf("%d\n", counter);
    __sync_synchronize();
    printf("%u ", __sync_fetch_and_add(&byte, 10)); printf("%u\n", byte);
    printf("%d ", __sync_sub_and_fetch(&half, 40000)); printf("%d\n", half);
    printf("%lld ", __sync_fetch_and_add(&wide, -1)); printf("%lld\n", wide);
    printf("%d\n", (int)__sync_bool_compare_and_swap(&wide, 0xffffffffLL, 5LL)); printf("%lld\n", wide);

    int a = 100, b, expected;
    b = __atomic_load_n(&a, __ATOMIC_SEQ_CST); printf("%d\n", b);
    __atomic_store_n(&a, 42, __ATOMIC_RELEASE); printf("%d\n", a);
    printf("%d ", __atomic_exchange_n(&a, 43, __ATOMIC_ACQ_REL)); printf("%d\n", a);
    expected = 43;
    printf("%d ", __atomic_compare_exchange_n(&a, &expected, 50, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    printf("%d %d\n", a, expected);
    expected = 1;
    printf("%d ", __atomic_compare_exchange_n(&a, &expected, 60, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    printf("%d %d\n", a, expected);
    printf("%d ", __atomic_fetch_add(&a, 2, __ATOMIC_RELAXED)); printf("%d\n", a);
    printf("%d ", __atomic_add_fetch(&a, 2, __ATOMIC_RELAXED)); printf("%d\n", a);
    printf("%d ", __atomic_fetch_sub(&a, 4, __ATOMIC_RELAXED)); printf("%d\n", a);
    printf("%d ", __atomic_sub_fetch(&a, 4, __ATOMIC_RELAXED)); printf("%d\n", a);
    printf("%d ", __atomic_fetch_and(&a, 0x1c, __ATOMIC_RELAXED)); printf("%d\n", a);
    printf("%d ", __atomic_or_fetch(&a, 0x101, __ATOMIC_RELAXED)); printf("%d\n", a);
    printf("%d ", __atomic_xor_fetch(&a, 0xf, __ATOMIC_RELAXED)); printf("%d\n", a);
    printf("%d ", __atomic_fetch_nand(&a, 0xf0, __ATOMIC_RELAXED)); printf("%d\n", a);
    int v = 5, r;
    __atomic_store(&a, &v, __ATOMIC_SEQ_CST); __atomic_load(&a, &r, __ATOMIC_SEQ_CST); printf("%d %d\n", a, r);
    v = 6; __atomic_exchange(&a, &v, &r, __ATOMIC_SEQ_CST); printf("%d %d\n", a, r);
    int want = 6, put = 8;
    printf("%d ", __atomic_compare_exchange(&a, &want, &put, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)); printf("%d\n", a);
    char flag = 0;
    printf("%d ", __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST)); printf("%d\n", __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST));
    __atomic_clear(&flag, __ATOMIC_SEQ_CST); printf("%d\n", flag);
    __atomic_thread_fence(__ATOMIC_SEQ_CST); __atomic_signal_fence(__ATOMIC_SEQ_CST);
    printf("%d %d\n", __atomic_always_lock_free(sizeof(int), 0), __atomic_is_lock_free(sizeof(int), 0));
    int arr[3] = {1, 2, 3}; int *p = arr;
    int *old = __atomic_fetch_add(&p, 4, __ATOMIC_RELAXED);
    printf("%d %d\n", *old, (int)((char *)p - (char *)arr));
    int *q = __sync_add_and_fetch(&p, 4);
    printf("%d\n", (int)((char *)q - (char *)arr));
    /* Arguments evaluated once. */
    int i = 0, cells[4] = {0};
    __sync_fetch_and_add(&cells[i++], 10);
    __atomic_fetch_add(&cells[i++], 7, __ATOMIC_SEQ_CST);
    printf("%d %d %d %d %d\n", cells[0], cells[1], cells[2], cells[3], i);
    long long ll = 3;
    printf("%lld\n", __atomic_add_fetch(&ll, 0x100000000LL, __ATOMIC_SEQ_CST));
    return counter == 0 ? 0 : 1;
}
