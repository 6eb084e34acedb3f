/* <locale.h>: only the "C" locale exists. */
#ifndef _LOCALE_H
#define _LOCALE_H

#include <stddef.h>

struct lconv {
  char *decimal_point, *thousands_sep, *grouping, *mon_decimal_point, *mon_thousands_sep;
  char *mon_grouping, *positive_sign, *negative_sign, *currency_symbol, *int_curr_symbol;
  char frac_digits, p_cs_precedes, n_cs_precedes, p_sep_by_space, n_sep_by_space;
  char p_sign_posn, n_sign_posn, int_frac_digits, int_p_cs_precedes, int_n_cs_precedes;
  char int_p_sep_by_space, int_n_sep_by_space, int_p_sign_posn, int_n_sign_posn;
};

#define LC_ALL 0
#define LC_COLLATE 1
#define LC_CTYPE 2
#define LC_MONETARY 3
#define LC_NUMERIC 4
#define LC_TIME 5

char *setlocale(int category, const char *locale);
struct lconv *localeconv(void);

#endif
