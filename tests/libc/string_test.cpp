// <string.h> and <ctype.h> against glibc's on generated inputs (the same
// results, or the same sign for comparisons).
#include "libc.h"

#include <doctest/doctest.h>
#include <cctype>
#include <cstring>
#include <random>

extern "C" {
void *xl_memcpy(void *, const void *, size_t);
void *xl_memmove(void *, const void *, size_t);
void *xl_memset(void *, int, size_t);
int xl_memcmp(const void *, const void *, size_t);
void *xl_memchr(const void *, int, size_t);
char *xl_strcpy(char *, const char *);
char *xl_strncpy(char *, const char *, size_t);
char *xl_strcat(char *, const char *);
char *xl_strncat(char *, const char *, size_t);
int xl_strcmp(const char *, const char *);
int xl_strncmp(const char *, const char *, size_t);
size_t xl_strlen(const char *);
char *xl_strchr(const char *, int);
char *xl_strrchr(const char *, int);
size_t xl_strspn(const char *, const char *);
size_t xl_strcspn(const char *, const char *);
char *xl_strpbrk(const char *, const char *);
char *xl_strstr(const char *, const char *);
char *xl_strtok(char *, const char *);
char *xl_strdup(const char *);
char *xl_strerror(int);
int xl_isalnum(int), xl_isalpha(int), xl_isblank(int), xl_iscntrl(int), xl_isdigit(int), xl_isgraph(int);
int xl_islower(int), xl_isprint(int), xl_ispunct(int), xl_isspace(int), xl_isupper(int), xl_isxdigit(int);
int xl_tolower(int), xl_toupper(int);
}

namespace {
int sign(int v) { return (v > 0) - (v < 0); }

std::string random_text(std::mt19937 &random, size_t max) {
  std::string s;
  for (size_t n = random() % (max + 1); n > 0; n--) s += "abcAB\x80\xff "[random() % 8];
  return s;
}
}  // namespace

TEST_SUITE("string") {
TEST_CASE("searching and comparing against glibc") {
  std::mt19937 random(13);
  for (int i = 0; i < 20000; i++) {
    std::string a = random_text(random, 12), b = random_text(random, 4);
    const char *x = a.c_str(), *y = b.c_str();
    size_t n = random() % 14;
    CHECK(sign(xl_strcmp(x, y)) == sign(std::strcmp(x, y)));
    CHECK(sign(xl_strncmp(x, y, n)) == sign(std::strncmp(x, y, n)));
    CHECK(sign(xl_memcmp(x, y, std::min(a.size(), b.size()))) == sign(std::memcmp(x, y, std::min(a.size(), b.size()))));
    CHECK(xl_strlen(x) == std::strlen(x));
    int c = "abA\x80 "[random() % 5];
    CHECK(xl_strchr(x, c) == std::strchr(x, c));
    CHECK(xl_strrchr(x, c) == std::strrchr(x, c));
    CHECK(xl_strchr(x, 0) == std::strchr(x, 0));
    CHECK(xl_memchr(x, c, a.size()) == std::memchr(x, c, a.size()));
    CHECK(xl_strspn(x, y) == std::strspn(x, y));
    CHECK(xl_strcspn(x, y) == std::strcspn(x, y));
    CHECK(xl_strpbrk(x, y) == std::strpbrk(x, y));
    CHECK(xl_strstr(x, y) == std::strstr(x, y));
  }
}

TEST_CASE("copying, concatenating and moving") {
  char buffer[64], expected[64];
  std::memset(buffer, 'z', sizeof buffer);
  std::memset(expected, 'z', sizeof expected);
  CHECK(xl_strncpy(buffer, "abc", 6) == buffer);
  std::strncpy(expected, "abc", 6);
  CHECK(std::memcmp(buffer, expected, sizeof buffer) == 0);  // padded with NULs to 6
  xl_strcpy(buffer, "hello");
  xl_strcat(buffer, ", ");
  xl_strncat(buffer, "worldwide", 5);
  CHECK(std::string(buffer) == "hello, world");
  char overlap[] = "0123456789";
  xl_memmove(overlap + 2, overlap, 6);
  CHECK(std::string(overlap) == "0101234589");
  xl_memmove(overlap, overlap + 3, 5);
  CHECK(std::string(overlap) == "1234534589");
  xl_memset(overlap, '-', 3);
  CHECK(std::string(overlap) == "---4534589");
  char copy[8];
  xl_memcpy(copy, "abcdefg", 8);
  CHECK(std::string(copy) == "abcdefg");
  char *duplicate = xl_strdup("dup");
  CHECK(std::string(duplicate) == "dup");
  xl_free(duplicate);
  CHECK(std::string(xl_strerror(34)) == "Numerical result out of range");
}

TEST_CASE("strtok splits as glibc's does") {
  char ours[] = ",,a,bb;;c,,", theirs[] = ",,a,bb;;c,,";
  const char *separators = ",;";
  char *t = xl_strtok(ours, separators), *u = std::strtok(theirs, separators);
  for (; u != nullptr; t = xl_strtok(nullptr, separators), u = std::strtok(nullptr, separators)) {
    REQUIRE(t != nullptr);
    CHECK(std::string(t) == std::string(u));
  }
  CHECK(t == nullptr);
  CHECK(xl_strtok(nullptr, separators) == nullptr);
}

TEST_CASE("ctype in the C locale matches glibc's") {
  for (int c = -1; c < 256; c++) {
    INFO(c);
    CHECK(!!xl_isalnum(c) == !!std::isalnum(c));
    CHECK(!!xl_isalpha(c) == !!std::isalpha(c));
    CHECK(!!xl_isblank(c) == !!std::isblank(c));
    CHECK(!!xl_iscntrl(c) == !!std::iscntrl(c));
    CHECK(!!xl_isdigit(c) == !!std::isdigit(c));
    CHECK(!!xl_isgraph(c) == !!std::isgraph(c));
    CHECK(!!xl_islower(c) == !!std::islower(c));
    CHECK(!!xl_isprint(c) == !!std::isprint(c));
    CHECK(!!xl_ispunct(c) == !!std::ispunct(c));
    CHECK(!!xl_isspace(c) == !!std::isspace(c));
    CHECK(!!xl_isupper(c) == !!std::isupper(c));
    CHECK(!!xl_isxdigit(c) == !!std::isxdigit(c));
    CHECK(xl_tolower(c) == std::tolower(c));
    CHECK(xl_toupper(c) == std::toupper(c));
  }
}
}
