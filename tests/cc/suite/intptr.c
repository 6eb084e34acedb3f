#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
int main(void) {
    int arr[4] = { 1, 2, 3, 4 };
    uintptr_t a = (uintptr_t)&arr[0], b = (uintptr_t)&arr[3];
    printf("%u\n", (unsigned)(b - a));
    int *p = (int *)(a + sizeof(int));
    printf("%d\n", *p);
    int8_t i8 = -128; uint8_t u8 = 255; int16_t i16 = -32768; uint16_t u16 = 65535;
    int32_t i32 = INT32_MIN; uint32_t u32 = UINT32_MAX; int64_t i64 = INT64_MIN; uint64_t u64 = UINT64_MAX;
    printf("%d %u %d %u %" PRId32 " %" PRIu32 " %" PRId64 " %" PRIu64 "\n", i8, u8, i16, u16, i32, u32, i64, u64);
    printf("%" PRIx64 " %" PRIX32 "\n", (uint64_t)0xdeadbeefcafeULL, (uint32_t)0xabcdu);
    printf("%d %d %d\n", (int)sizeof(intptr_t), (int)sizeof(intmax_t), (int)sizeof(int_fast8_t) >= 1);
    printf("%d %d\n", INT8_MAX + INT16_MAX, (int)(UINT16_MAX + 1));
    intmax_t im = INTMAX_MAX;
    printf("%jd\n", im);
    return 0;
}
