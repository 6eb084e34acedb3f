/* Embedded-benchmark shapes: CRC-16 and CRC-32 from tables built at run time, a
   linked-list find and reverse, a byte state machine, a packed register union, a
   small fixed-point filter, and inline helpers over <stdint.h> types. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <inttypes.h>

static uint32_t crc32_table[256];
static void crc32_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc32_table[i] = c;
    }
}
static uint32_t crc32(const uint8_t *p, size_t n) {
    uint32_t c = 0xffffffffu;
    while (n--) c = crc32_table[(c ^ *p++) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}
static inline uint16_t crcu8(uint8_t data, uint16_t crc) {
    for (uint8_t i = 0; i < 8; i++) {
        uint8_t x16 = (uint8_t)((data & 1) ^ ((uint8_t)crc & 1));
        data >>= 1;
        if (x16 == 1) { crc ^= 0x4002; crc >>= 1; crc |= 0x8000; } else crc >>= 1;
    }
    return crc;
}
static uint16_t crc16(int16_t v, uint16_t crc) { crc = crcu8((uint8_t)v, crc); return crcu8((uint8_t)(v >> 8), crc); }

typedef struct list_s { struct list_s *next; int16_t data, idx; } list_t;
static list_t *reverse(list_t *l) { list_t *next = NULL, *tmp; while (l) { tmp = l->next; l->next = next; next = l; l = tmp; } return next; }
static list_t *find(list_t *l, int16_t data) { while (l && l->data != data) l = l->next; return l; }

typedef enum { START, INT, FLOAT, EXP, SCI, INVALID, NSTATES } state_t;
static state_t next_state(const char **instr, uint32_t *transitions) {
    const char *str = *instr;
    state_t s = START;
    for (; *str && s != INVALID; str++) {
        char c = *str;
        if (c == ',') { str++; break; }
        switch (s) {
        case START:
            if (c >= '0' && c <= '9') s = INT;
            else if (c == '+' || c == '-') s = INT;
            else if (c == '.') s = FLOAT;
            else s = INVALID;
            transitions[START]++;
            break;
        case INT:
            if (c == '.') { s = FLOAT; transitions[INT]++; }
            else if (!(c >= '0' && c <= '9')) { s = INVALID; transitions[INT]++; }
            break;
        case FLOAT:
            if (c == 'E' || c == 'e') { s = EXP; transitions[FLOAT]++; }
            else if (!(c >= '0' && c <= '9')) { s = INVALID; transitions[FLOAT]++; }
            break;
        case EXP:
            s = (c == '+' || c == '-') ? SCI : INVALID;
            transitions[EXP]++;
            break;
        case SCI:
            if (!(c >= '0' && c <= '9')) { s = INVALID; transitions[INVALID]++; }
            break;
        default: break;
        }
    }
    *instr = str;
    return s;
}

typedef union {
    uint32_t word;
    struct { uint32_t enable : 1, mode : 3, divider : 12, : 4, status : 8, parity : 1, reserved : 3; } bits;
} control_reg;

static inline int32_t q15_mul(int32_t a, int32_t b) { return (int32_t)(((int64_t)a * b + (1 << 14)) >> 15); }

int main(void) {
    crc32_init();
    const char *text = "The quick brown fox jumps over the lazy dog";
    printf("crc32 %08" PRIx32 "\n", crc32((const uint8_t *)text, strlen(text)));
    uint16_t c16 = 0;
    for (int16_t v = -300; v < 300; v += 7) c16 = crc16(v, c16);
    printf("crc16 %04x\n", c16);
    static list_t nodes[20];
    for (int i = 0; i < 20; i++) { nodes[i].next = i < 19 ? &nodes[i + 1] : NULL; nodes[i].data = (int16_t)(i * 37 % 23); nodes[i].idx = (int16_t)i; }
    list_t *l = reverse(&nodes[0]);
    list_t *f = find(l, 14);
    printf("list head %d find %d\n", l->idx, f ? f->idx : -1);
    const char *input = "5012,1.5e+3,-7,.25,abc,3.0e-2,+12,9e9,", *p = input;
    uint32_t transitions[NSTATES] = {0}, finals[NSTATES] = {0};
    while (*p) finals[next_state(&p, transitions)]++;
    for (int i = 0; i < NSTATES; i++) printf("%u/%u ", (unsigned)finals[i], (unsigned)transitions[i]);
    printf("\n");
    control_reg r = { .word = 0 };
    r.bits.enable = 1; r.bits.mode = 5; r.bits.divider = 0xabc; r.bits.status = 0x5a; r.bits.parity = 1;
    printf("reg %08" PRIx32 " mode %u\n", r.word, (unsigned)r.bits.mode);
    r.word ^= 0xffffffffu;
    printf("reg %08" PRIx32 " div %03x\n", r.word, (unsigned)r.bits.divider);
    int32_t taps[4] = {8192, 16384, 8192, -4096}, hist[4] = {0}, out = 0;
    for (int n = 0; n < 32; n++) {
        memmove(hist + 1, hist, 3 * sizeof hist[0]);
        hist[0] = (n & 4) ? 32767 : -32768;
        out = 0;
        for (int k = 0; k < 4; k++) out += q15_mul(taps[k], hist[k]);
    }
    printf("filter %" PRId32 "\n", out);
    uint8_t u8 = 250; u8 += 10; int8_t i8 = (int8_t)u8; uint16_t u16 = (uint16_t)(u8 * 1000);
    printf("%u %d %u %" PRIu64 " %" PRId64 "\n", u8, i8, u16, UINT64_MAX, INT64_MIN);
    return 0;
}
