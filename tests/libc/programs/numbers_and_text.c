/* strtod, strtol, the exact math functions and a few transcendental ones (to 12
   digits: within an ulp either way they agree there), qsort, bsearch, string
   and ctype functions, malloc and realloc (cc.libc_programs compares the output
   with the host C library's). */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int compare(const void *a, const void *b) {
  long x = *(const long *)a, y = *(const long *)b;
  return (x > y) - (x < y);
}

int main(void) {
  static const char *numbers[] = {"0.1", "1e23", "2.2250738585072011e-308", "4.9e-324", "1.7976931348623157e308",
                                  "123456789012345678901234567890", "  -0.000123e-5xyz", "0x1.8p3", "inf", "1e400",
                                  "9007199254740993", "3.14159265358979323846264338327950288"};
  for (int i = 0; i < 12; i++) {
    char *end;
    double d = strtod(numbers[i], &end);
    printf("strtod %s -> %.17g rest [%s]\n", numbers[i], d, end);
  }
  static const char *integers[] = {"2147483647", "2147483648", "-2147483649", "0x7fffffff", "0777", "  +42abc",
                                   "18446744073709551615", "-1"};
  for (int i = 0; i < 8; i++)
    printf("strtol %s -> %ld %lu %lld %llu\n", integers[i], strtol(integers[i], NULL, 0),
           strtoul(integers[i], NULL, 0), strtoll(integers[i], NULL, 0), strtoull(integers[i], NULL, 0));
  for (double x = -3.75; x < 4; x += 0.625)
    printf("%g: floor %g ceil %g round %g trunc %g fmod %g sqrt %.17g exp %.12g sin %.12g atan %.12g\n", x,
           floor(x), ceil(x), round(x), trunc(x), fmod(x, 1.5), sqrt(fabs(x)), exp(x), sin(x), atan(x));
  printf("pow %.12g %.12g %.12g log %.12g %.12g cos %.12g tan %.12g\n", pow(2, 0.5), pow(10, -3), pow(-2, 7),
         log(10), log10(2), cos(1e6), tan(1.5));
  long values[200];
  unsigned long seed = 12345;
  for (int i = 0; i < 200; i++) values[i] = (long)((seed = seed * 1103515245 + 12345) >> 8) % 1000;
  qsort(values, 200, sizeof values[0], compare);
  long checksum = 0;
  for (int i = 0; i < 200; i++) checksum = checksum * 31 + values[i];
  long key = values[137];
  long *found = bsearch(&key, values, 200, sizeof values[0], compare);
  printf("sorted %ld %ld %ld checksum %ld found %ld\n", values[0], values[100], values[199], checksum, *found);
  char text[] = "The quick, brown fox; jumps over the lazy dog";
  printf("strlen %zu strchr %s strrchr %s strstr %s strspn %zu strcspn %zu\n", strlen(text), strchr(text, 'q'),
         strrchr(text, 'o'), strstr(text, "fox"), strspn(text, "The "), strcspn(text, ",;"));
  for (char *word = strtok(text, " ,;"); word != NULL; word = strtok(NULL, " ,;")) {
    for (char *c = word; *c; c++) *c = (char)toupper((unsigned char)*c);
    printf("[%s]", word);
  }
  printf("\n");
  char *buffer = NULL;
  size_t length = 0;
  for (int i = 0; i < 100; i++) {
    char piece[16];
    int n = sprintf(piece, "%d,", i * i);
    buffer = realloc(buffer, length + (size_t)n + 1);
    memcpy(buffer + length, piece, (size_t)n + 1);
    length += (size_t)n;
  }
  printf("built %zu bytes: %.20s...%s\n", length, buffer, buffer + length - 12);
  free(buffer);
  printf("memcmp %d strcmp %d strncmp %d\n", memcmp("abc", "abd", 3) < 0, strcmp("b", "a") > 0, strncmp("ab", "ac", 1));
  return 0;
}
