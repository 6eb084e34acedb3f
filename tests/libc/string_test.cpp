// <string.h>, <strings.h>, <wchar.h>'s strings and <ctype.h> against glibc's on
// generated inputs (the same results, or the same sign for comparisons).
#include "libc.h"

#include <doctest/doctest.h>
#include <cctype>
#include <cstring>
#include <algorithm>
#include <cwchar>
#include <random>
#include <string>
#include <vector>

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
char *xl_stpcpy(char *, const char *);
void *xl_memccpy(void *, const void *, int, size_t);
char *xl_strsep(char **, const char *);
void xl_bzero(void *, size_t);
void xl_bcopy(const void *, void *, size_t);
int xl_bcmp(const void *, const void *, size_t);
char *xl_index(const char *, int);
char *xl_rindex(const char *, int);
size_t xl_wcslen(const wchar_t *);
wchar_t *xl_wcscpy(wchar_t *, const wchar_t *);
wchar_t *xl_wcsncpy(wchar_t *, const wchar_t *, size_t);
wchar_t *xl_wcscat(wchar_t *, const wchar_t *);
int xl_wcscmp(const wchar_t *, const wchar_t *);
int xl_wcsncmp(const wchar_t *, const wchar_t *, size_t);
wchar_t *xl_wcschr(const wchar_t *, wchar_t);
wchar_t *xl_wcsrchr(const wchar_t *, wchar_t);
wchar_t *xl_wmemcpy(wchar_t *, const wchar_t *, size_t);
wchar_t *xl_wmemset(wchar_t *, wchar_t, size_t);
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

  TEST_CASE("the POSIX and BSD string functions match glibc's") {
    std::mt19937 random(23);
    for (int i = 0; i < 20000; i++) {
      const std::string a = random_text(random, 20), b = random_text(random, 20);
      char ours[64], theirs[64];
      std::memset(ours, 'x', sizeof ours);
      std::memset(theirs, 'x', sizeof theirs);
      CHECK(xl_stpcpy(ours, a.c_str()) - ours == stpcpy(theirs, a.c_str()) - theirs);
      CHECK(std::memcmp(ours, theirs, sizeof ours) == 0);
      const int c = "ab\x80 "[random() % 4];
      const size_t n = random() % 24;
      std::memset(ours, 'x', sizeof ours);
      std::memset(theirs, 'x', sizeof theirs);
      const std::string joined = a + b;
      char padded[48] = {0};
      std::memcpy(padded, joined.c_str(), std::min(sizeof padded - 1, joined.size()));
      void *p = xl_memccpy(ours, padded, c, n), *q = memccpy(theirs, padded, c, n);
      CHECK((p == nullptr ? -1 : static_cast<char *>(p) - ours) == (q == nullptr ? -1 : static_cast<char *>(q) - theirs));
      CHECK(std::memcmp(ours, theirs, sizeof ours) == 0);
      CHECK(xl_index(a.c_str(), c) == std::strchr(a.c_str(), c));
      CHECK(xl_rindex(a.c_str(), c) == std::strrchr(a.c_str(), c));
      CHECK((xl_bcmp(a.c_str(), b.c_str(), std::min(a.size(), b.size())) == 0) ==
            (std::memcmp(a.c_str(), b.c_str(), std::min(a.size(), b.size())) == 0));
      // strsep over the same text with the same separators: the same tokens.
      std::string x = a + "," + b, y = x;
      char *sx = x.data(), *sy = y.data();
      for (;;) {
        char *tx = xl_strsep(&sx, ", "), *ty = strsep(&sy, ", ");
        CHECK((tx == nullptr) == (ty == nullptr));
        if (tx == nullptr || ty == nullptr) break;
        CHECK(std::strcmp(tx, ty) == 0);
        CHECK((sx == nullptr ? -1 : sx - x.data()) == (sy == nullptr ? -1 : sy - y.data()));
      }
    }
    char block[8] = "abcdefg";
    xl_bcopy(block, block + 2, 4); /* overlapping, as memmove */
    CHECK(std::strcmp(block, "ababcdg") == 0);
    xl_bzero(block + 1, 3);
    CHECK(std::memcmp(block, "a\0\0\0cdg", 8) == 0);
  }

  TEST_CASE("the wide string functions match glibc's") {
    std::mt19937 random(29);
    auto wide = [&](size_t max) {
      std::wstring s;
      for (size_t n = random() % (max + 1); n > 0; n--) s += static_cast<wchar_t>(std::vector<long>{'a', 'b', -5, 0x263a, 0x7fffffff}[random() % 5]);
      return s;
    };
    for (int i = 0; i < 20000; i++) {
      const std::wstring a = wide(12), b = wide(12);
      const size_t n = random() % 16;
      CHECK(xl_wcslen(a.c_str()) == wcslen(a.c_str()));
      CHECK(sign(xl_wcscmp(a.c_str(), b.c_str())) == sign(wcscmp(a.c_str(), b.c_str())));
      CHECK(sign(xl_wcsncmp(a.c_str(), b.c_str(), n)) == sign(wcsncmp(a.c_str(), b.c_str(), n)));
      const wchar_t c = b.empty() ? L'a' : b[0];
      CHECK(xl_wcschr(a.c_str(), c) == wcschr(a.c_str(), c));
      CHECK(xl_wcsrchr(a.c_str(), c) == wcsrchr(a.c_str(), c));
      CHECK(xl_wcschr(a.c_str(), 0) == wcschr(a.c_str(), 0));
      wchar_t ours[40], theirs[40];
      wmemset(ours, L'x', 40);
      wmemset(theirs, L'x', 40);
      xl_wcsncpy(ours, a.c_str(), n);
      wcsncpy(theirs, a.c_str(), n);
      CHECK(wmemcmp(ours, theirs, 40) == 0);
      xl_wcscpy(ours, a.c_str());
      wcscpy(theirs, a.c_str());
      xl_wcscat(ours, b.c_str());
      wcscat(theirs, b.c_str());
      CHECK(wmemcmp(ours, theirs, 40) == 0);
      xl_wmemset(ours, c, n);
      wmemset(theirs, c, n);
      xl_wmemcpy(ours + 20, theirs, n);
      wmemcpy(theirs + 20, theirs, n);
      CHECK(wmemcmp(ours, theirs, 40) == 0);
    }
  }
}
