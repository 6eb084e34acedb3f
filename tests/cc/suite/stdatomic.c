/* <stdatomic.h>: the C11 names over the __atomic builtins, on _Atomic objects. */
#include <stdatomic.h>
#include <stdio.h>

static atomic_int counter = ATOMIC_VAR_INIT(3);
static _Atomic(long long) wide;
static atomic_flag flag = ATOMIC_FLAG_INIT;

int main(void) {
    int r = atomic_fetch_add(&counter, 4);
    printf("%d %d\n", r, atomic_load(&counter));
    atomic_store_explicit(&counter, 10, memory_order_release);
    r = atomic_exchange(&counter, 11);
    printf("%d %d\n", r, atomic_load_explicit(&counter, memory_order_acquire));
    int expected = 11;
    r = atomic_compare_exchange_strong(&counter, &expected, 20);
    printf("%d %d\n", r, expected);
    r = atomic_compare_exchange_weak(&counter, &expected, 30);
    printf("%d %d %d\n", r, expected, atomic_load(&counter));
    r = atomic_fetch_sub(&counter, 5); printf("%d ", r);
    r = atomic_fetch_or(&counter, 0x40); printf("%d ", r);
    r = atomic_fetch_and(&counter, 0x4f); printf("%d ", r);
    r = atomic_fetch_xor(&counter, 1); printf("%d %d\n", r, atomic_load(&counter));
    atomic_init(&wide, 1LL << 40);
    atomic_fetch_add(&wide, 1);
    printf("%lld\n", (long long)atomic_load(&wide));
    r = atomic_flag_test_and_set(&flag); printf("%d ", r);
    r = atomic_flag_test_and_set(&flag); printf("%d ", r);
    atomic_flag_clear(&flag);
    printf("%d\n", atomic_flag_test_and_set_explicit(&flag, memory_order_relaxed));
    atomic_thread_fence(memory_order_seq_cst);
    counter++;
    counter += 2;
    printf("%d %d %d\n", (int)counter, atomic_is_lock_free(&counter), (int)kill_dependency(7));
    return 0;
}
