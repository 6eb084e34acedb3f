/* A CoreMark-shaped mix of our own: a linked list of (data, index) records that is
   searched, reversed and merge-sorted; a matrix of 16-bit values multiplied and
   masked; a state machine classifying number strings; and a CRC-16 (polynomial
   0xA001, reflected) over every result, as CoreMark chains its results. Fixed-width
   types through a port header's typedefs, the records in a static pool (no
   malloc), timing through gettimeofday. The CRC of a known string is checked
   against the published check value of CRC-16/ARC ("123456789" -> 0xBB3D). */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <sys/time.h>

typedef int16_t e_s16;
typedef uint16_t e_u16;
typedef int32_t e_s32;
typedef uint32_t e_u32;
typedef uint8_t e_u8;

static e_u16 crc_byte(e_u8 data, e_u16 crc) {
  e_u8 i;
  for (i = 0; i < 8; i++) {
    e_u8 mix = (e_u8)((data ^ crc) & 1);
    crc >>= 1;
    if (mix) crc ^= 0xA001;
    data >>= 1;
  }
  return crc;
}
static e_u16 crc16(e_s16 v, e_u16 crc) {
  e_u16 u = (e_u16)v;
  crc = crc_byte((e_u8)u, crc);
  return crc_byte((e_u8)(u >> 8), crc);
}
static e_u16 crc32v(e_s32 v, e_u16 crc) {
  crc = crc16((e_s16)v, crc);
  return crc16((e_s16)(v >> 16), crc);
}

/* list */
typedef struct rec { e_s16 data, idx; } rec;
typedef struct item { struct item *next; rec *info; } item;
#define NITEMS 40
static item items[NITEMS];
static rec recs[NITEMS];

static int cmp_data(rec *a, rec *b) {
  e_s16 x = a->data, y = b->data;
  return (x & 0xff) - (y & 0xff);
}
static int cmp_idx(rec *a, rec *b) { return a->idx - b->idx; }

static item *reverse(item *l) {
  item *prev = NULL;
  while (l) { item *n = l->next; l->next = prev; prev = l; l = n; }
  return prev;
}
static item *find(item *l, e_s16 data) {
  while (l && (l->info->data & 0xff) != data) l = l->next;
  return l;
}
typedef int (*cmpf)(rec *, rec *);
static item *msort(item *l, cmpf cmp) {
  int insize = 1;
  for (;;) {
    item *p = l, *tail = NULL;
    int merges = 0;
    l = NULL;
    while (p) {
      item *q = p, *e;
      int psize = 0, qsize, i;
      merges++;
      for (i = 0; i < insize && q; i++) { psize++; q = q->next; }
      qsize = insize;
      while (psize > 0 || (qsize > 0 && q)) {
        if (psize == 0) { e = q; q = q->next; qsize--; }
        else if (qsize == 0 || !q) { e = p; p = p->next; psize--; }
        else if (cmp(p->info, q->info) <= 0) { e = p; p = p->next; psize--; }
        else { e = q; q = q->next; qsize--; }
        if (tail) tail->next = e; else l = e;
        tail = e;
      }
      p = q;
    }
    tail->next = NULL;
    if (merges <= 1) return l;
    insize *= 2;
  }
}
static e_u16 list_bench(e_u16 seed) {
  int i;
  e_u16 crc = 0;
  item *l;
  for (i = 0; i < NITEMS; i++) {
    recs[i].idx = (e_s16)i;
    recs[i].data = (e_s16)((seed ^ (i * 0x3c5)) * 31 + i) ;
    items[i].info = &recs[i];
    items[i].next = i + 1 < NITEMS ? &items[i + 1] : NULL;
  }
  l = &items[0];
  for (i = 0; i < 8; i++) {
    item *f = find(l, (e_s16)((seed + i * 37) & 0xff));
    crc = crc16(f ? f->info->idx : -1, crc);
    l = reverse(l);
  }
  l = msort(l, cmp_data);
  for (item *p = l; p; p = p->next) crc = crc16(p->info->data, crc);
  l = msort(l, cmp_idx);
  for (i = 0; l; l = l->next, i++) if (l->info->idx != i) return 0xdead;
  return crc;
}

/* matrix */
#define N 9
static e_s16 ma[N][N], mb[N][N];
static e_s32 mc[N][N];
static e_u16 matrix_bench(e_s16 seed) {
  e_u16 crc = 0;
  e_s32 sum = 0;
  int i, j, k;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      ma[i][j] = (e_s16)((seed * (i + 1) + j) % 1000);
      mb[i][j] = (e_s16)(((seed + j) * (i + 3)) % 777 - 300);
    }
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      e_s32 acc = 0;
      for (k = 0; k < N; k++) acc += (e_s32)ma[i][k] * mb[k][j];
      mc[i][j] = acc;
      sum += acc > 0 ? acc & 0x7ff : -(-acc & 0x3ff);
    }
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) crc = crc32v(mc[i][j], crc);
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) ma[i][j] = (e_s16)(ma[i][j] + 7) & 0x0ff0;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) crc = crc16(ma[i][j], crc);
  return crc16((e_s16)sum, crc);
}

/* state machine */
enum state { START, INT, S1, FLOAT, S2, EXPONENT, SCIENTIFIC, INVALID, NSTATES };
static enum state next_state(const char **text, e_u32 counts[]) {
  const char *s = *text;
  enum state st = START;
  for (; *s && st != INVALID; s++) {
    char c = *s;
    if (c == ',') { s++; break; }
    switch (st) {
    case START:
      if (c >= '0' && c <= '9') st = INT;
      else if (c == '+' || c == '-') st = S1;
      else if (c == '.') st = FLOAT;
      else { st = INVALID; counts[INVALID]++; }
      counts[START]++;
      break;
    case S1:
      st = c >= '0' && c <= '9' ? INT : c == '.' ? FLOAT : INVALID;
      counts[S1]++;
      break;
    case INT:
      if (c == '.') st = FLOAT; else if (!(c >= '0' && c <= '9')) st = INVALID;
      counts[INT]++;
      break;
    case FLOAT:
      if (c == 'E' || c == 'e') st = S2; else if (!(c >= '0' && c <= '9')) st = INVALID;
      counts[FLOAT]++;
      break;
    case S2:
      st = (c == '+' || c == '-') ? EXPONENT : INVALID;
      counts[S2]++;
      break;
    case EXPONENT:
      st = c >= '0' && c <= '9' ? SCIENTIFIC : INVALID;
      counts[EXPONENT]++;
      break;
    case SCIENTIFIC:
      if (!(c >= '0' && c <= '9')) st = INVALID;
      counts[SCIENTIFIC]++;
      break;
    default: break;
    }
  }
  *text = s;
  return st;
}
static e_u16 state_bench(void) {
  static const char input[] = "5012,1234,-874,+122,35.54,.1234,-110.7,+0.64,5.500e+3,-.123e-2,"
                              "-87e+832,+0.6e-12,T0.3e-1F,-T.T++Tq,1T3.4e4z,34.0e-T^,";
  char work[sizeof input];
  e_u32 finals[NSTATES] = {0}, trans[NSTATES] = {0};
  e_u16 crc = 0;
  const char *p;
  int i;
  strcpy(work, input);
  for (p = work; *p;) finals[next_state(&p, trans)]++;
  for (i = 0; i < (int)sizeof work - 1; i += 5) if (work[i] != ',') work[i] ^= 1;
  for (p = work; *p;) finals[next_state(&p, trans)]++;
  for (i = 0; i < NSTATES; i++) { crc = crc32v((e_s32)finals[i], crc); crc = crc32v((e_s32)trans[i], crc); }
  return crc;
}

int main(void) {
  struct timeval t0, t1;
  e_u16 crc_list = 0, crc_matrix = 0, crc_state = 0, check = 0;
  const char *nine = "123456789";
  int iter;
  gettimeofday(&t0, NULL);
  for (iter = 0; iter < 20; iter++) {
    crc_list = crc16((e_s16)list_bench((e_u16)iter * 0x1021), crc_list);
    crc_matrix = crc16((e_s16)matrix_bench((e_s16)(iter + 0x66)), crc_matrix);
    crc_state = crc16((e_s16)state_bench(), crc_state);
  }
  gettimeofday(&t1, NULL);
  while (*nine) check = crc_byte((e_u8)*nine++, check);
  printf("crc-16/arc check 0x%04x\n", check);
  printf("list 0x%04x matrix 0x%04x state 0x%04x\n", crc_list, crc_matrix, crc_state);
  long usec = (t1.tv_sec - t0.tv_sec) * 1000000L + (t1.tv_usec - t0.tv_usec);
  printf("timer %s\n", usec >= 0 ? "monotonic" : "backwards");
  return check == 0xBB3D ? 0 : 1;
}
