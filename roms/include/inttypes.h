/* <inttypes.h> for ILP32 with the compiler's <stdint.h>: int32_t is int,
   intptr_t long, int64_t and intmax_t long long. */
#ifndef _INTTYPES_H
#define _INTTYPES_H

#include <stdint.h>

typedef struct { intmax_t quot, rem; } imaxdiv_t;

#define PRId8 "d"
#define PRId16 "d"
#define PRId32 "d"
#define PRId64 "lld"
#define PRIi8 "i"
#define PRIi16 "i"
#define PRIi32 "i"
#define PRIi64 "lli"
#define PRIu8 "u"
#define PRIu16 "u"
#define PRIu32 "u"
#define PRIu64 "llu"
#define PRIo8 "o"
#define PRIo16 "o"
#define PRIo32 "o"
#define PRIo64 "llo"
#define PRIx8 "x"
#define PRIx16 "x"
#define PRIx32 "x"
#define PRIx64 "llx"
#define PRIX8 "X"
#define PRIX16 "X"
#define PRIX32 "X"
#define PRIX64 "llX"
#define PRIdMAX "lld"
#define PRIiMAX "lli"
#define PRIuMAX "llu"
#define PRIoMAX "llo"
#define PRIxMAX "llx"
#define PRIXMAX "llX"
#define PRIdPTR "ld"
#define PRIiPTR "li"
#define PRIuPTR "lu"
#define PRIoPTR "lo"
#define PRIxPTR "lx"
#define PRIXPTR "lX"
#define PRIdLEAST32 "d"
#define PRIuLEAST32 "u"
#define PRIxLEAST32 "x"
#define PRIdFAST32 "d"
#define PRIuFAST32 "u"
#define PRIxFAST32 "x"

#define SCNd8 "hhd"
#define SCNd16 "hd"
#define SCNd32 "d"
#define SCNd64 "lld"
#define SCNi32 "i"
#define SCNi64 "lli"
#define SCNu8 "hhu"
#define SCNu16 "hu"
#define SCNu32 "u"
#define SCNu64 "llu"
#define SCNx32 "x"
#define SCNx64 "llx"
#define SCNdMAX "lld"
#define SCNuMAX "llu"
#define SCNdPTR "ld"
#define SCNuPTR "lu"
#define SCNxPTR "lx"

intmax_t imaxabs(intmax_t n);
imaxdiv_t imaxdiv(intmax_t numerator, intmax_t denominator);
intmax_t strtoimax(const char *restrict s, char **restrict end, int base);
uintmax_t strtoumax(const char *restrict s, char **restrict end, int base);

#endif
