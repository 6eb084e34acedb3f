/* Calendar time (<time.h>): seconds since 1970-01-01 00:00 UTC to a broken-down
   date and back, in the proleptic Gregorian calendar. Local time is UTC. */
#include <limits.h>
#include <stdio.h>
#include <time.h>

static int is_leap(long year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }
static int year_days(long year) { return is_leap(year) ? 366 : 365; }

static const short month_starts[2][13] = {
    {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365},
    {0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366}};

/* Floor division, so that times before 1970 fall on the right day. */
static long floor_div(long a, long b) { return a / b - (a % b != 0 && (a < 0) != (b < 0)); }

struct tm *gmtime_r(const time_t *restrict timer, struct tm *restrict out) {
  long days = floor_div(*timer, 86400), seconds = *timer - days * 86400;
  out->tm_hour = (int)(seconds / 3600);
  out->tm_min = (int)(seconds / 60 % 60);
  out->tm_sec = (int)(seconds % 60);
  out->tm_wday = (int)(days - floor_div(days + 4, 7) * 7 + 4); /* 1970-01-01 was a Thursday */
  long year = 1970;
  while (days < 0) days += year_days(--year);
  while (days >= year_days(year)) days -= year_days(year++);
  const short *starts = month_starts[is_leap(year)];
  int month = 0;
  while (days >= starts[month + 1]) month++;
  out->tm_year = (int)(year - 1900);
  out->tm_mon = month;
  out->tm_mday = (int)(days - starts[month] + 1);
  out->tm_yday = (int)days;
  out->tm_isdst = 0;
  return out;
}

struct tm *localtime_r(const time_t *restrict timer, struct tm *restrict out) { return gmtime_r(timer, out); }

static struct tm shared_tm;
struct tm *gmtime(const time_t *timer) { return gmtime_r(timer, &shared_tm); }
struct tm *localtime(const time_t *timer) { return gmtime_r(timer, &shared_tm); }

/* Leap years from 1 AD up to (not including) year. */
static long leap_years_before(long year) {
  return floor_div(year - 1, 4) - floor_div(year - 1, 100) + floor_div(year - 1, 400);
}

/* Normalises every field (a tm_mon of 14 is March of the next year, a tm_mday of 0
   the last day of the month before) and fills in tm_wday and tm_yday; a time
   time_t cannot hold gives (time_t)-1. */
time_t mktime(struct tm *broken) {
  if (broken->tm_year > 1000000 || broken->tm_year < -1000000) return (time_t)-1; /* year below cannot overflow */
  long year = 1900L + broken->tm_year + floor_div(broken->tm_mon, 12);
  int month = (int)(broken->tm_mon - floor_div(broken->tm_mon, 12) * 12);
  long long days = 365LL * (year - 1970) + leap_years_before(year) - leap_years_before(1970);
  days += month_starts[is_leap(year)][month] + broken->tm_mday - 1;
  long long seconds = ((days * 24 + broken->tm_hour) * 60 + broken->tm_min) * 60 + broken->tm_sec;
  if (seconds < LONG_MIN || seconds > LONG_MAX) return (time_t)-1; /* broken left as it was */
  time_t t = (time_t)seconds;
  gmtime_r(&t, broken);
  return t;
}

static const char day_names[7][10] = {"Sunday", "Monday", "Tuesday", "Wednesday",
                                      "Thursday", "Friday", "Saturday"};
static const char month_names[12][10] = {"January", "February", "March", "April", "May", "June", "July",
                                         "August", "September", "October", "November", "December"};

/* C's asctime format: "Sun Sep 16 01:03:52 1973\n". */
char *asctime(const struct tm *b) {
  static char text[32];
  snprintf(text, sizeof text, "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n", day_names[b->tm_wday],
           month_names[b->tm_mon], b->tm_mday, b->tm_hour, b->tm_min, b->tm_sec, 1900 + b->tm_year);
  return text;
}

char *ctime(const time_t *timer) { return asctime(localtime(timer)); }

/* One conversion's text into piece (at most 63 characters); 0 for an unknown one. */
static int convert(char *piece, char c, const struct tm *b) {
  int year = 1900 + b->tm_year, hour12 = b->tm_hour % 12 == 0 ? 12 : b->tm_hour % 12;
  switch (c) {
  case 'a': return sprintf(piece, "%.3s", day_names[b->tm_wday]);
  case 'A': return sprintf(piece, "%s", day_names[b->tm_wday]);
  case 'b': case 'h': return sprintf(piece, "%.3s", month_names[b->tm_mon]);
  case 'B': return sprintf(piece, "%s", month_names[b->tm_mon]);
  case 'c': return sprintf(piece, "%.3s %.3s %2d %.2d:%.2d:%.2d %d", day_names[b->tm_wday],
                           month_names[b->tm_mon], b->tm_mday, b->tm_hour, b->tm_min, b->tm_sec, year);
  case 'C': return sprintf(piece, "%02d", year / 100);
  case 'd': return sprintf(piece, "%02d", b->tm_mday);
  case 'D': case 'x': return sprintf(piece, "%02d/%02d/%02d", b->tm_mon + 1, b->tm_mday, year % 100);
  case 'e': return sprintf(piece, "%2d", b->tm_mday);
  case 'F': return sprintf(piece, "%d-%02d-%02d", year, b->tm_mon + 1, b->tm_mday);
  case 'H': return sprintf(piece, "%02d", b->tm_hour);
  case 'I': return sprintf(piece, "%02d", hour12);
  case 'j': return sprintf(piece, "%03d", b->tm_yday + 1);
  case 'm': return sprintf(piece, "%02d", b->tm_mon + 1);
  case 'M': return sprintf(piece, "%02d", b->tm_min);
  case 'n': return sprintf(piece, "\n");
  case 'p': return sprintf(piece, "%s", b->tm_hour < 12 ? "AM" : "PM");
  case 'R': return sprintf(piece, "%02d:%02d", b->tm_hour, b->tm_min);
  case 'S': return sprintf(piece, "%02d", b->tm_sec);
  case 't': return sprintf(piece, "\t");
  case 'T': case 'X': return sprintf(piece, "%02d:%02d:%02d", b->tm_hour, b->tm_min, b->tm_sec);
  case 'u': return sprintf(piece, "%d", b->tm_wday == 0 ? 7 : b->tm_wday);
  case 'w': return sprintf(piece, "%d", b->tm_wday);
  case 'y': return sprintf(piece, "%02d", year % 100);
  case 'Y': return sprintf(piece, "%d", year);
  case 'z': return sprintf(piece, "+0000");
  case 'Z': return sprintf(piece, "UTC");
  case '%': return sprintf(piece, "%%");
  default: return 0;
  }
}

/* The conversions of C's "C" locale except the week numbers (%U %V %W %G %g) and
   the E and O modifiers, which are copied through as written. Returns 0, as C
   requires, when the result with its NUL does not fit. */
size_t strftime(char *restrict out, size_t size, const char *restrict format, const struct tm *restrict b) {
  size_t length = 0;
  for (; *format != '\0'; format++) {
    char piece[64];
    int n = 0;
    if (*format == '%' && format[1] != '\0') n = convert(piece, format[1], b);
    if (n > 0) format++;
    else piece[0] = *format, n = 1;
    if (length + (size_t)n >= size) return 0;
    for (int i = 0; i < n; i++) out[length++] = piece[i];
  }
  out[length] = '\0';
  return length;
}
