#include "../internal/length.h"

enum length __parse_length(const char **p) {
  switch (**p) {
  case 'h': return (*p)[1] == 'h' ? (*p += 2, CHAR) : (*p += 1, SHORT);
  case 'l': return (*p)[1] == 'l' ? (*p += 2, LONG_LONG) : (*p += 1, LONG);
  case 'j': return *p += 1, INTMAX;
  case 'z': return *p += 1, SIZE;
  case 't': return *p += 1, PTRDIFF;
  case 'L': return *p += 1, LONG_DOUBLE;
  default: return NONE;
  }
}
