// sscanf and fscanf against glibc's sscanf on the same input and format: the
// same count and the same stored values.
#include "libc.h"

#include <doctest/doctest.h>
#include <cstdio>
#include <cstring>

extern "C" {
int xl_sscanf(const char *s, const char *format, ...);
int xl_fscanf(xl_file *stream, const char *format, ...);
}

namespace {

// Runs one format with up to three targets of type T through both libraries.
template <class T>
void same_scan(const char *input, const char *format) {
  T ours[3] = {}, theirs[3] = {};
  int n = xl_sscanf(input, format, &ours[0], &ours[1], &ours[2]);
  int m = std::sscanf(input, format, &theirs[0], &theirs[1], &theirs[2]);
  INFO("input \"" << std::string(input) << "\" format \"" << std::string(format) << "\"");
  CHECK(n == m);
  CHECK(std::memcmp(ours, theirs, sizeof ours) == 0);
}

}  // namespace

TEST_SUITE("stdio") {
TEST_CASE("sscanf integers, floats and strings as glibc") {
  const char *integers[] = {"42", "  -17 99", "0x1F 010 9", "+5,6", "2147483647 -2147483648", "abc", "", "   ",
                            "12abc", "-", "0x", "077 0xz"};
  const char *integer_formats[] = {"%d %d %d", "%i %i %i", "%x %o %u", "%3d%d", "%d,%d", "%*d %d", "%hhd %hd %d"};
  for (const char *input : integers)
    for (const char *format : integer_formats) same_scan<int>(input, format);
  for (const char *input : integers) same_scan<long long>(input, "%lld %lli %llx");
  const char *floats[] = {"3.25 -1e3 .5", "1e", "inf -nan 2", "1.5e+2x", "6.02214076e23 0.1 1e-320", "+.e1", "12"};
  for (const char *input : floats) {
    same_scan<double>(input, "%lf %lf %lf");
    same_scan<float>(input, "%f %e %g");
    same_scan<double>(input, "%4lf%lf");
  }
}

TEST_CASE("sscanf characters, sets, literals and %n") {
  char a[16] = {}, b[16] = {};
  int count = -1;
  CHECK(xl_sscanf("key = value;rest", "%15[^ =] = %15[^;];%n", a, b, &count) == 2);
  CHECK(std::string(a) == "key");
  CHECK(std::string(b) == "value");
  CHECK(count == 12);
  char c[4] = {};
  CHECK(xl_sscanf("xyz", "%3c", c) == 1);
  CHECK(std::string(c) == "xyz");
  CHECK(xl_sscanf("hello world", "%5s%s", a, b) == 2);
  CHECK(std::string(a) == "hello");
  CHECK(std::string(b) == "world");
  int x = 0;
  CHECK(xl_sscanf("100%", "%d%%", &x) == 1);
  CHECK(xl_sscanf("", "%d", &x) == -1);
  CHECK(xl_sscanf("a", "%d", &x) == 0);
  CHECK(xl_sscanf("]x", "%[]x]", a) == 1);
  CHECK(std::string(a) == "]x");
  CHECK(xl_sscanf("a-c", "%[a-c]", a) == 1);
  CHECK(std::string(a) == "a");
}

TEST_CASE("fscanf reads back what fprintf wrote") {
  xl_fflush(nullptr);
  fake::reset();
  xl_file *f = xl_fopen("numbers.txt", "w");
  REQUIRE(f != nullptr);
  for (int i = 0; i < 50; i++) xl_fprintf(f, "%d %.17g name%d\n", i * 37 - 900, i / 7.0, i);
  xl_fclose(f);
  f = xl_fopen("numbers.txt", "r");
  REQUIRE(f != nullptr);
  int i = 0, n;
  double d;
  char name[16];
  while (xl_fscanf(f, "%d %lf %15s", &n, &d, name) == 3) {
    CHECK(n == i * 37 - 900);
    CHECK(d == i / 7.0);
    CHECK(std::string(name) == "name" + std::to_string(i));
    i++;
  }
  CHECK(i == 50);
  CHECK(xl_feof(f));
  xl_fclose(f);
}
}
