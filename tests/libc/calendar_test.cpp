// <time.h>'s calendar against glibc's (the host's, 32-bit time_t under -m32, in
// UTC): gmtime over random instants of the whole 32-bit range and every day
// boundary around the leap years, mktime's normalisation against timegm, asctime,
// and strftime's conversions in the "C" locale.
#include "libc.h"

#include <doctest/doctest.h>
#include <cstring>
#include <ctime>
#include <random>

extern "C" {
struct xl_tm {
  int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
};
xl_tm *xl_gmtime_r(const long *timer, xl_tm *out);
long xl_mktime(xl_tm *broken);
char *xl_asctime(const xl_tm *broken);
size_t xl_strftime(char *out, size_t size, const char *format, const xl_tm *broken);
}

namespace {

void check_same(const xl_tm &ours, const std::tm &glibc) {
  CHECK(ours.tm_year == glibc.tm_year);
  CHECK(ours.tm_mon == glibc.tm_mon);
  CHECK(ours.tm_mday == glibc.tm_mday);
  CHECK(ours.tm_hour == glibc.tm_hour);
  CHECK(ours.tm_min == glibc.tm_min);
  CHECK(ours.tm_sec == glibc.tm_sec);
  CHECK(ours.tm_wday == glibc.tm_wday);
  CHECK(ours.tm_yday == glibc.tm_yday);
  CHECK(ours.tm_isdst == 0);
}

xl_tm ours_from(const std::tm &b) {
  return {b.tm_sec, b.tm_min, b.tm_hour, b.tm_mday, b.tm_mon, b.tm_year, b.tm_wday, b.tm_yday, 0};
}

}  // namespace

TEST_SUITE("time") {
  TEST_CASE("gmtime matches glibc over the 32-bit range") {
    static_assert(sizeof(long) == sizeof(std::time_t), "-m32: time_t is a 32-bit long");
    std::mt19937 random(20261202);
    for (int i = 0; i < 200000; i++) {
      const long t = static_cast<long>(random());
      std::tm glibc{};
      REQUIRE(gmtime_r(&t, &glibc) != nullptr);
      xl_tm ours{};
      xl_gmtime_r(&t, &ours);
      check_same(ours, glibc);
    }
    // Every day boundary from 1901 to 2038, a second either side.
    for (long day = -24855; day <= 24855; day++)
      for (long t : {day * 86400 - 1, day * 86400}) {
        std::tm glibc{};
        REQUIRE(gmtime_r(&t, &glibc) != nullptr);
        xl_tm ours{};
        xl_gmtime_r(&t, &ours);
        check_same(ours, glibc);
      }
  }

  TEST_CASE("mktime normalises as timegm does") {
    std::mt19937 random(7);
    auto in = [&](int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); };
    for (int i = 0; i < 50000; i++) {
      std::tm glibc{};
      glibc.tm_year = in(5, 135);
      glibc.tm_mon = in(-30, 40);
      glibc.tm_mday = in(-40, 70);
      glibc.tm_hour = in(-30, 50);
      glibc.tm_min = in(-100, 200);
      glibc.tm_sec = in(-100, 200);
      xl_tm ours = ours_from(glibc);
      const long expected = timegm(&glibc);
      CHECK(xl_mktime(&ours) == expected);
      check_same(ours, glibc);
    }
    // Beyond time_t: -1 at once, however far (no loop over the years).
    for (int year : {139, 1000000, 2147483647, -2147483647 - 1}) {
      xl_tm far{0, 0, 0, 1, 0, year, 0, 0, 0};
      CHECK(xl_mktime(&far) == -1);
      CHECK(far.tm_year == year);
    }
  }

  TEST_CASE("asctime and strftime print as glibc's C locale") {
    const char *formats[] = {"%a %A %b %B %h %d %e %H %I %j %m %M %p %S %u %w %y %Y %C %%",
                             "%c|%x|%X|%D|%F|%R|%T|%n|%t|%z", "plain text"};
    std::mt19937 random(11);
    for (int i = 0; i < 20000; i++) {
      const long t = static_cast<long>(random());
      std::tm glibc{};
      gmtime_r(&t, &glibc);
      const xl_tm ours = ours_from(glibc);
      char theirs_text[64];
      asctime_r(&glibc, theirs_text);
      CHECK(std::strcmp(xl_asctime(&ours), theirs_text) == 0);
      for (const char *format : formats) {
        char a[256], b[256];
        const size_t n = xl_strftime(a, sizeof a, format, &ours);
        CHECK(n == std::strftime(b, sizeof b, format, &glibc));
        CHECK(std::strcmp(a, b) == 0);
      }
    }
    // Too small for the result and its NUL: 0, as C requires.
    const xl_tm epoch{0, 0, 0, 1, 0, 70, 4, 0, 0};
    char small[10];
    CHECK(xl_strftime(small, sizeof small, "%Y-%m-%d", &epoch) == 0);
    CHECK(xl_strftime(small, 11, "%Y-%m-%d", &epoch) == 10);
  }
}
