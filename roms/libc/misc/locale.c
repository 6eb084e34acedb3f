/* The "C" locale, the only one (<locale.h>). */
#include <limits.h>
#include <locale.h>
#include <string.h>

char *setlocale(int category, const char *locale) {
  if (category < LC_ALL || category > LC_TIME) return NULL;
  if (locale == NULL || locale[0] == '\0' || strcmp(locale, "C") == 0 || strcmp(locale, "POSIX") == 0)
    return "C";
  return NULL;
}

struct lconv *localeconv(void) {
  static struct lconv c = {".", "", "", "", "", "", "", "", "", "",
                           CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
                           CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX};
  return &c;
}
