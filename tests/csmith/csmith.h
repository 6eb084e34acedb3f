/* The runtime a Csmith program includes ("csmith.h"), written for xp860's
 * differential tests: the safe_* arithmetic wrappers (each returns its first
 * operand where C would overflow, divide by zero or shift out of range, so that a
 * program has no undefined behaviour), and the checksum. The same header is used
 * with the host's gcc -m32 and with xp860-cc, so only its consistency matters. */
#ifndef XP860_CSMITH_H
#define XP860_CSMITH_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define SAFE_SIGNED(type, MIN, MAX, LIMIT)                                                             \
    static type safe_unary_minus_func_##type##_s(type a) { return a == MIN ? a : (type)-a; }           \
    static type safe_add_func_##type##_s_s(type a, type b) {                                           \
        return ((a > 0 && b > 0 && a > MAX - b) || (a < 0 && b < 0 && a < MIN - b)) ? a : (type)(a + b); \
    }                                                                                                  \
    static type safe_sub_func_##type##_s_s(type a, type b) {                                           \
        return ((b > 0 && a < MIN + b) || (b < 0 && a > MAX + b)) ? a : (type)(a - b);                 \
    }                                                                                                  \
    static type safe_mul_func_##type##_s_s(type a, type b) {                                           \
        return ((a > 0 && b > 0 && a > MAX / b) || (a > 0 && b <= 0 && b < MIN / a) ||                \
                (a <= 0 && b > 0 && a < MIN / b) || (a <= 0 && b <= 0 && a != 0 && b < MAX / a))       \
                   ? a                                                                                 \
                   : (type)(a * b);                                                                    \
    }                                                                                                  \
    static type safe_div_func_##type##_s_s(type a, type b) {                                           \
        return (b == 0 || (a == MIN && b == -1)) ? a : (type)(a / b);                                  \
    }                                                                                                  \
    static type safe_mod_func_##type##_s_s(type a, type b) {                                           \
        return (b == 0 || (a == MIN && b == -1)) ? a : (type)(a % b);                                  \
    }                                                                                                  \
    static type safe_lshift_func_##type##_s_s(type a, int b) {                                         \
        return (a < 0 || b < 0 || b >= LIMIT || a > (MAX >> b)) ? a : (type)(a << b);                  \
    }                                                                                                  \
    static type safe_lshift_func_##type##_s_u(type a, unsigned int b) {                                \
        return (a < 0 || b >= LIMIT || a > (MAX >> b)) ? a : (type)(a << b);                           \
    }                                                                                                  \
    static type safe_rshift_func_##type##_s_s(type a, int b) {                                         \
        return (a < 0 || b < 0 || b >= LIMIT) ? a : (type)(a >> b);                                    \
    }                                                                                                  \
    static type safe_rshift_func_##type##_s_u(type a, unsigned int b) {                                \
        return (a < 0 || b >= LIMIT) ? a : (type)(a >> b);                                             \
    }

#define SAFE_UNSIGNED(type, WIDE, LIMIT)                                                                       \
    static type safe_unary_minus_func_##type##_u(type a) { return (type)-(WIDE)a; }                            \
    static type safe_add_func_##type##_u_u(type a, type b) { return (type)((WIDE)a + (WIDE)b); }               \
    static type safe_sub_func_##type##_u_u(type a, type b) { return (type)((WIDE)a - (WIDE)b); }               \
    static type safe_mul_func_##type##_u_u(type a, type b) { return (type)((WIDE)a * (WIDE)b); }               \
    static type safe_div_func_##type##_u_u(type a, type b) { return b == 0 ? a : (type)(a / b); }              \
    static type safe_mod_func_##type##_u_u(type a, type b) { return b == 0 ? a : (type)(a % b); }              \
    static type safe_lshift_func_##type##_u_s(type a, int b) {                                                 \
        return (b < 0 || b >= LIMIT) ? a : (type)((WIDE)a << b);                                               \
    }                                                                                                          \
    static type safe_lshift_func_##type##_u_u(type a, unsigned int b) { return b >= LIMIT ? a : (type)((WIDE)a << b); } \
    static type safe_rshift_func_##type##_u_s(type a, int b) { return (b < 0 || b >= LIMIT) ? a : (type)(a >> b); } \
    static type safe_rshift_func_##type##_u_u(type a, unsigned int b) { return b >= LIMIT ? a : (type)(a >> b); }

SAFE_SIGNED(int8_t, INT8_MIN, INT8_MAX, 32)
SAFE_SIGNED(int16_t, INT16_MIN, INT16_MAX, 32)
SAFE_SIGNED(int32_t, INT32_MIN, INT32_MAX, 32)
SAFE_SIGNED(int64_t, INT64_MIN, INT64_MAX, 64)
SAFE_UNSIGNED(uint8_t, unsigned int, 32)
SAFE_UNSIGNED(uint16_t, unsigned int, 32)
SAFE_UNSIGNED(uint32_t, unsigned int, 32)
SAFE_UNSIGNED(uint64_t, uint64_t, 64)

static uint32_t crc32_tab[256];
static uint32_t crc32_context = 0xFFFFFFFFUL;

static void crc32_gentab(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t crc = i;
        for (int j = 0; j < 8; j++) crc = (crc & 1) ? (crc >> 1) ^ 0xEDB88320UL : crc >> 1;
        crc32_tab[i] = crc;
    }
}

static void crc32_byte(uint8_t b) { crc32_context = (crc32_context >> 8) ^ crc32_tab[(crc32_context ^ b) & 0xFF]; }

static void transparent_crc(uint64_t val, char *vname, int flag) {
    for (int i = 0; i < 8; i++) crc32_byte((uint8_t)(val >> (i * 8)));
    if (flag) printf("...checksum after hashing %s : %lX\n", vname, (unsigned long)(crc32_context ^ 0xFFFFFFFFUL));
}

static void transparent_crc_bytes(char *ptr, int nbytes, char *vname, int flag) {
    for (int i = 0; i < nbytes; i++) crc32_byte((uint8_t)ptr[i]);
    if (flag) printf("...checksum after hashing %s : %lX\n", vname, (unsigned long)(crc32_context ^ 0xFFFFFFFFUL));
}

static void platform_main_begin(void) {}

static void platform_main_end(uint32_t crc, int flag) {
    (void)flag;
    printf("checksum = %X\n", (unsigned)crc);
}

#endif
