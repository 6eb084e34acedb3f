// printf against glibc's: the same format and value through xl_snprintf and
// glibc's snprintf must give the same text. glibc prints the exactly rounded
// decimal (round-half-even on the binary value), so it is an independent
// reference for %e %f %g at every precision.
#include "libc.h"

#include <doctest/doctest.h>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>

namespace {

std::string ours(const char *format, ...) {
  char buffer[2048];
  va_list ap;
  va_start(ap, format);
  int n = xl_vsnprintf(buffer, sizeof buffer, format, ap);
  va_end(ap);
  REQUIRE(n >= 0);
  REQUIRE(static_cast<size_t>(n) < sizeof buffer);
  CHECK(std::strlen(buffer) == static_cast<size_t>(n));
  return buffer;
}

std::string glibc(const char *format, ...) {
  char buffer[2048];
  va_list ap;
  va_start(ap, format);
  std::vsnprintf(buffer, sizeof buffer, format, ap);
  va_end(ap);
  return buffer;
}

// Both libraries on the same arguments.
#define SAME(...) CHECK_MESSAGE(ours(__VA_ARGS__) == glibc(__VA_ARGS__), __VA_ARGS__)

double random_double(std::mt19937_64 &random) {
  switch (random() % 4) {
  case 0: {  // any bit pattern but NaN payloads
    uint64_t bits = random();
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return std::isnan(d) ? 0.5 : d;
  }
  case 1: return std::ldexp(static_cast<double>(random() % 2000001) - 1000000.0, -static_cast<int>(random() % 12));
  case 2: return static_cast<double>(static_cast<int64_t>(random())) / 1e6 * std::pow(10.0, static_cast<int>(random() % 40) - 20);
  default: return static_cast<double>(random() % 100000) / 8.0;  // ties at many places
  }
}

// A random "%[flags][width][.precision]" prefix; allowed_flags is the subset
// defined for the conversion.
std::string random_spec(std::mt19937_64 &random, const char *allowed_flags, bool precision) {
  std::string spec = "%";
  for (const char *f = allowed_flags; *f; f++)
    if (random() % 4 == 0) spec += *f;
  if (random() % 2) spec += std::to_string(random() % 25);
  if (precision && random() % 2) spec += "." + std::to_string(random() % 3 == 0 ? random() % 60 : random() % 12);
  return spec;
}

}  // namespace

TEST_SUITE("printf") {
TEST_CASE("integers of every length against glibc") {
  std::mt19937_64 random(1);
  for (int i = 0; i < 40000; i++) {
    uint64_t bits = random() >> (random() % 64);
    char conversion = "diuoxX"[random() % 6];
    bool is_signed = conversion == 'd' || conversion == 'i';
    std::string spec = random_spec(random, is_signed ? "-+ 0" : "-#0", true);
    switch (random() % 8) {
    case 0: SAME((spec + "hh" + conversion).c_str(), static_cast<int>(static_cast<signed char>(bits))); break;
    case 1: SAME((spec + "h" + conversion).c_str(), static_cast<int>(static_cast<short>(bits))); break;
    case 2: SAME((spec + conversion).c_str(), static_cast<int>(bits)); break;
    case 3: SAME((spec + "l" + conversion).c_str(), static_cast<long>(bits)); break;
    case 4: SAME((spec + "ll" + conversion).c_str(), static_cast<long long>(bits)); break;
    case 5: SAME((spec + "j" + conversion).c_str(), static_cast<intmax_t>(bits)); break;
    case 6: SAME((spec + "z" + conversion).c_str(), static_cast<size_t>(bits)); break;
    default: SAME((spec + "t" + conversion).c_str(), static_cast<ptrdiff_t>(bits)); break;
    }
  }
}

TEST_CASE("extreme integers") {
  SAME("%d %d %ld %lld %llu", INT32_MIN, INT32_MAX, static_cast<long>(INT32_MIN), INT64_MIN, UINT64_MAX);
  SAME("%llo %llx %#llX %#o %#x %.0d|%.0x|%#.0o", UINT64_MAX, UINT64_MAX, UINT64_MAX, 0, 0, 0, 0, 0);
  SAME("%+.5d|% 08d|%-8d|%08.3d|%*d|%-*d|%.*d", -42, 42, 42, -7, 6, 1, -6, 1, 3, 5);
}

TEST_CASE("floating conversions against glibc") {
  std::mt19937_64 random(2);
  for (int i = 0; i < 60000; i++) {
    double value = random_double(random);
    char conversion = "eEfFgG"[random() % 6];
    std::string spec = random_spec(random, "-+ #0", true) + conversion;
    SAME(spec.c_str(), value);
  }
}

TEST_CASE("hexadecimal floating output (%a) against glibc") {
  std::mt19937_64 random(17);
  const char *formats[] = {"%a", "%A", "%.0a", "%.1a", "%.3a", "%.13a", "%.20a", "%#.0a", "%20a", "%-+24.2a|", "%020a",
                           "% a"};
  for (int i = 0; i < 20000; i++) {
    double value = random_double(random);
    const char *format = formats[random() % 12];
    SAME(format, value);
  }
  for (double v : {0.0, -0.0, 1.0, 1.5, 2.5, 3.0, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
                   0x1.fffffffffffffp0, 0x1.08p0, 0x1.18p0, HUGE_VAL, double(NAN)})
    for (const char *f : formats) SAME(f, v);
}

TEST_CASE("floating special values and ties") {
  const double values[] = {0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1e23, 5e-324, 2.2250738585072014e-308,
                           1.7976931348623157e308, 9.5, 99.5, 999.9999, 0.05, 0.15, 0.25, 0.35, 1e-5, 123456789.0,
                           HUGE_VAL, -HUGE_VAL, NAN, 1.0 / 3.0, 2.0 / 3.0, 1e15, 1e16, 1e17, 0.1};
  const char *formats[] = {"%f", "%.0f", "%.1f", "%.2f", "%e", "%.0e", "%.1e", "%g", "%.0g", "%.1g", "%.17g",
                           "%#g", "%#.0f", "%#.0e", "%+010.3f", "%-12.4e|", "% g", "%012g", "%.30e", "%.20f",
                           "%.330f", "%.760e", "%G", "%E", "%F", "%15.3G"};
  for (double v : values)
    for (const char *f : formats) SAME(f, v);
}

TEST_CASE("characters, strings, pointers, %% and %n") {
  SAME("[%c|%5c|%-5c|%%|%s|%10s|%-10s|%.2s|%10.3s|%*.*s]", 'a', 'b', 'c', "hello", "hi", "hi", "hello", "hello", 7,
       2, "hello");
  int x = 0;
  void *pointer = &x;
  SAME("%p|%20p|%-20p|%p", pointer, pointer, pointer, static_cast<void *>(nullptr));
  int count = 0, glibc_count = 0;
  xl_snprintf(nullptr, 0, "abc%ndef", &count);
  std::snprintf(nullptr, 0, "abc%ndef", &glibc_count);
  CHECK(count == 3);
  CHECK(glibc_count == 3);
}

TEST_CASE("snprintf truncates and returns the full length") {
  char buffer[8];
  std::memset(buffer, 'x', sizeof buffer);
  CHECK(xl_snprintf(buffer, 5, "%s-%d", "abcdef", 12) == 9);
  CHECK(std::string(buffer) == "abcd");
  CHECK(buffer[5] == 'x');  // nothing past the limit
  CHECK(xl_snprintf(nullptr, 0, "%.3f", 2.0) == 5);
  CHECK(xl_sprintf(buffer, "%x", 255u) == 2);
  CHECK(std::string(buffer) == "ff");
}
}
