// strtod and strtof: against glibc's (correctly rounded, an independent
// reference) on hard inputs, and the %.17g round trip on random doubles.
#include "libc.h"

#include <doctest/doctest.h>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>

namespace {

uint64_t bits(double d) {
  uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}

// Same value (bit for bit, so the sign of zero counts), same end, same errno.
void same_as_glibc(const std::string &text) {
  char *our_end = nullptr, *glibc_end = nullptr;
  xl_errno = 0;
  errno = 0;
  double ours = xl_strtod(text.c_str(), &our_end);
  double reference = std::strtod(text.c_str(), &glibc_end);
  INFO(text);
  if (std::isnan(reference)) CHECK(std::isnan(ours));
  else CHECK(bits(ours) == bits(reference));
  CHECK(our_end - text.c_str() == glibc_end - text.c_str());
  if (!std::isnan(reference)) CHECK((xl_errno == 34) == (errno == ERANGE));
  float our_float = xl_strtof(text.c_str(), &our_end);
  float glibc_float = std::strtof(text.c_str(), &glibc_end);
  if (!std::isnan(glibc_float)) CHECK(std::memcmp(&our_float, &glibc_float, sizeof our_float) == 0);
}

// The exact decimal of the midpoint between d and the next double up, which is
// the hardest input there is for d.
std::string midpoint_text(double d, int digits) {
  double next = std::nextafter(d, HUGE_VAL);
  long double mid = (static_cast<long double>(d) + static_cast<long double>(next)) / 2;  // exact in x87
  char buffer[1200];
  std::snprintf(buffer, sizeof buffer, "%.*Le", digits, mid);
  return buffer;
}

}  // namespace

TEST_SUITE("strtod") {
TEST_CASE("hard inputs against glibc") {
  const char *inputs[] = {
      "0", "-0", "1", "+1.5", "  \t\n42", "0.1", "1e23", "8.98846567431158e307", "1.7976931348623157e308",
      "1.7976931348623158e308", "1.7976931348623159e308", "1e309", "-1e400", "4.9406564584124654e-324",
      "2.4703282292062327e-324", "2.4703282292062328e-324", "2.47032822920623272e-324", "1e-324", "1e-400",
      "2.2250738585072011e-308", "2.2250738585072014e-308", "2.225073858507201136057409796709131975934819546351645"
      "6e-308", "9007199254740993", "9007199254740992.9999999999999999999999999999999999", "9007199254740993.0000001",
      "0.000000000000000000000000000000000000000000000001e48", "123456789012345678901234567890e-10",
      "7.038531e-26", "3.4028235e38", "3.40282356779733661637539395458142568448e38", "1.17549435e-38",
      "1.401298464324817e-45", "7.006492321624085e-46", "inf", "-Infinity", "INFINITE", "nan", "NaN(123)", "nan(",
      "0x1p-1074", "0x1.fffffffffffffp1023", "0x1.fffffffffffff8p1023", "0X1.8P+1", "0x.8", "0x", "0x1p", "1e",
      "1e+", ".e5", ".", "-", "abc", "1.5xyz", "0x10.8p-3", "0x1.00000000000008p0", "0x1.00000000000008000001p0",
      "0x1.00000000000018p0", "1" "000000000000000000000000000000000000000000000000000000000000000000000000000000e-80"};
  for (const char *input : inputs) same_as_glibc(input);
}

TEST_CASE("midpoints between doubles, just above and below them") {
  std::mt19937_64 random(4);
  for (int i = 0; i < 1500; i++) {
    uint64_t b = random() & ~(1ull << 63);
    double d;
    std::memcpy(&d, &b, sizeof d);
    if (!std::isfinite(d) || !std::isfinite(std::nextafter(d, HUGE_VAL))) continue;
    std::string mid = midpoint_text(d, 800);  // the exact midpoint: ties to even
    same_as_glibc(mid);
    std::string text = midpoint_text(d, 25);  // near it
    same_as_glibc(text);
    mid.insert(mid.find('e'), "0000000000000000000000001");  // just above it, far down
    same_as_glibc(mid);
  }
}

TEST_CASE("short inputs, where one multiplication or division is exact enough") {
  std::mt19937_64 random(16);
  for (int i = 0; i < 20000; i++) {
    std::string text = std::to_string(random() % 1000000000000000ull);  // up to 15 digits
    if (random() % 2) text.insert(static_cast<size_t>(random() % text.size()), ".");
    text += "e" + std::to_string(static_cast<int>(random() % 50) - 25);
    same_as_glibc(text);
  }
}

TEST_CASE("long digit strings and the subnormal range") {
  std::mt19937_64 random(5);
  for (int i = 0; i < 2000; i++) {
    std::string text = std::to_string(random() % 9 + 1) + ".";
    int length = static_cast<int>(random() % 900);
    for (int k = 0; k < length; k++) text += static_cast<char>('0' + random() % 10);
    text += "e" + std::to_string(static_cast<int>(random() % 660) - 340);
    same_as_glibc(text);
  }
}

TEST_CASE("%.17g round-trips through strtod on random doubles" * doctest::test_suite("roundtrip")) {
  std::mt19937_64 random(3);
  for (int i = 0; i < 60000; i++) {  // random bit patterns: all exponents alike
    uint64_t b = random();
    double value;
    std::memcpy(&value, &b, sizeof value);
    if (!std::isfinite(value)) continue;
    char text[40];
    xl_snprintf(text, sizeof text, "%.17g", value);
    char *end = nullptr;
    double back = xl_strtod(text, &end);
    REQUIRE_MESSAGE(bits(back) == b, text);
    CHECK(*end == '\0');
  }
}

TEST_CASE("integers: strtol family on ILP32 ranges") {
  char *end = nullptr;
  xl_errno = 0;
  CHECK(xl_strtol("2147483647", &end, 10) == 2147483647L);
  CHECK(xl_errno == 0);
  CHECK(xl_strtol("2147483648", &end, 10) == 2147483647L);
  CHECK(xl_errno == 34);
  xl_errno = 0;
  CHECK(xl_strtol("-2147483648", &end, 10) == -2147483647L - 1);
  CHECK(xl_errno == 0);
  CHECK(xl_strtol("-2147483649", &end, 10) == -2147483647L - 1);
  CHECK(xl_errno == 34);
  CHECK(xl_strtoul("4294967295", &end, 10) == 4294967295UL);
  CHECK(xl_strtoul("-1", &end, 10) == 4294967295UL);
  CHECK(xl_strtoll("-9223372036854775808", &end, 10) == INT64_MIN);
  CHECK(xl_strtoull("0xFFFFFFFFFFFFFFFF", &end, 0) == UINT64_MAX);
  CHECK(xl_strtol("  -0x1f", &end, 0) == -31);
  CHECK(*end == '\0');
  CHECK(xl_strtol("0755", &end, 0) == 493);
  CHECK(xl_strtol("0x", &end, 16) == 0);
  CHECK(std::string(end) == "x");  // the 0 is the number
  CHECK(xl_strtol("zz", &end, 36) == 1295);
  CHECK(xl_strtol("  +", &end, 10) == 0);
  CHECK(std::string(end) == "  +");
  CHECK(xl_atoi("  -123abc") == -123);
  CHECK(xl_atol("99") == 99);
  CHECK(xl_atoll("-9000000000") == -9000000000LL);
  CHECK(xl_atof("2.5e-3") == 0.0025);
  // The same random strings through glibc's strtoll (64-bit, same range).
  std::mt19937_64 random(6);
  for (int i = 0; i < 20000; i++) {
    int base = static_cast<int>(random() % 35) + 2;
    std::string text = random() % 2 ? "-" : "";
    for (int k = static_cast<int>(random() % 16); k >= 0; k--) text += "0123456789abcdefghijklmnopqrstuvwxyz"[random() % base];
    char *our_end, *glibc_end;
    CHECK(xl_strtoll(text.c_str(), &our_end, base) == std::strtoll(text.c_str(), &glibc_end, base));
    CHECK(xl_strtoull(text.c_str(), &our_end, base) == std::strtoull(text.c_str(), &glibc_end, base));
    CHECK(our_end == glibc_end);
  }
}
}
