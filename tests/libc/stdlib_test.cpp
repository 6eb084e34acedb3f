// <stdlib.h>: the allocator under a random stress with pattern checks, qsort and
// bsearch against std::sort and std::lower_bound, exit and atexit, rand, div.
#include "libc.h"

#include <doctest/doctest.h>
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

extern "C" {
void (*xl_signal(int sig, void (*handler)(int)))(int);
int xl_raise(int sig);
char *xl_setlocale(int category, const char *locale);
int xl_mblen(const char *s, size_t n);
int xl_mbtowc(wchar_t *wide, const char *s, size_t n);
int xl_wctomb(char *s, wchar_t wide);
size_t xl_mbstowcs(wchar_t *wide, const char *s, size_t n);
size_t xl_wcstombs(char *s, const wchar_t *wide, size_t n);
struct xl_lconv {
  char *decimal_point;
};
xl_lconv *xl_localeconv(void);
}

namespace {

int compare_ints(const void *a, const void *b) {
  int x = *static_cast<const int *>(a), y = *static_cast<const int *>(b);
  return (x > y) - (x < y);
}

struct Record {
  int key;
  char payload[13];
};

int compare_records(const void *a, const void *b) {
  return compare_ints(&static_cast<const Record *>(a)->key, &static_cast<const Record *>(b)->key);
}

std::vector<int> order;
int last_signal;
void note_signal(int sig) { last_signal = sig; }
void first_handler() { order.push_back(1); }
void second_handler() { order.push_back(2); }

}  // namespace

TEST_SUITE("stdlib") {
TEST_CASE("malloc, realloc and free keep every block intact") {
  struct Block {
    unsigned char *p;
    size_t size;
    unsigned char fill;
  };
  std::mt19937 random(11);
  std::vector<Block> live;
  auto check = [](const Block &b) {
    for (size_t i = 0; i < b.size; i++)
      if (b.p[i] != static_cast<unsigned char>(b.fill + i)) return false;
    return true;
  };
  for (int step = 0; step < 40000; step++) {
    unsigned action = random() % 10;
    if (action < 5 || live.empty()) {
      size_t size = random() % 8 == 0 ? random() % 20000 : random() % 100;
      auto *p = static_cast<unsigned char *>(xl_malloc(size));
      REQUIRE(p != nullptr);
      REQUIRE(reinterpret_cast<uintptr_t>(p) % 16 == 0);
      Block b{p, size, static_cast<unsigned char>(random())};
      for (size_t i = 0; i < size; i++) p[i] = static_cast<unsigned char>(b.fill + i);
      live.push_back(b);
    } else if (action < 8) {
      size_t k = random() % live.size();
      REQUIRE(check(live[k]));
      xl_free(live[k].p);
      live[k] = live.back();
      live.pop_back();
    } else {
      Block &b = live[random() % live.size()];
      size_t size = random() % 3000;
      auto *p = static_cast<unsigned char *>(xl_realloc(b.p, size));
      REQUIRE(p != nullptr);
      for (size_t i = 0; i < std::min(size, b.size); i++) REQUIRE(p[i] == static_cast<unsigned char>(b.fill + i));
      for (size_t i = b.size; i < size; i++) p[i] = static_cast<unsigned char>(b.fill + i);
      b.p = p;
      b.size = size;
    }
  }
  // No two live blocks overlap.
  std::sort(live.begin(), live.end(), [](const Block &a, const Block &b) { return a.p < b.p; });
  for (size_t i = 1; i < live.size(); i++) CHECK(live[i - 1].p + live[i - 1].size <= live[i].p);
  for (const Block &b : live) {
    CHECK(check(b));
    xl_free(b.p);
  }
  // Everything was given back and merged: one block as large as the whole heap
  // fits without growing it.
  char *heap_end = static_cast<char *>(xl_sbrk(0));
  size_t heap_size = static_cast<size_t>(heap_end - reinterpret_cast<char *>(xl__end));
  void *big = xl_malloc(heap_size - 16);
  CHECK(big == static_cast<void *>(xl__end + 16));
  CHECK(xl_sbrk(0) == heap_end);
  xl_free(big);
  auto *zeroed = static_cast<unsigned char *>(xl_calloc(1000, 3));
  REQUIRE(zeroed != nullptr);
  CHECK(std::all_of(zeroed, zeroed + 3000, [](unsigned char c) { return c == 0; }));
  xl_free(zeroed);
  CHECK(xl_calloc(0x10000, 0x10000) == nullptr);  // the product overflows 32 bits
  CHECK(xl_malloc(0xfffffff0u) == nullptr);
  CHECK(xl_errno == 12);
}

TEST_CASE("qsort and bsearch against std::sort") {
  std::mt19937 random(12);
  for (int round = 0; round < 200; round++) {
    size_t n = random() % 300;
    std::vector<int> values(n);
    for (int &v : values) v = static_cast<int>(random() % 50) - 25;  // many equal keys
    std::vector<int> expected = values;
    std::sort(expected.begin(), expected.end());
    xl_qsort(values.data(), n, sizeof(int), compare_ints);
    REQUIRE(values == expected);
    for (int key = -26; key <= 26; key++) {
      auto *found = static_cast<int *>(xl_bsearch(&key, values.data(), n, sizeof(int), compare_ints));
      bool present = std::binary_search(expected.begin(), expected.end(), key);
      CHECK((found != nullptr) == present);
      if (found) CHECK(*found == key);
    }
  }
  std::vector<Record> records(500);
  for (Record &r : records) {
    r.key = static_cast<int>(random() % 1000);
    std::snprintf(r.payload, sizeof r.payload, "%d", r.key * 7);
  }
  xl_qsort(records.data(), records.size(), sizeof(Record), compare_records);
  for (size_t i = 0; i < records.size(); i++) {
    if (i > 0) CHECK(records[i - 1].key <= records[i].key);
    CHECK(std::atoi(records[i].payload) == records[i].key * 7);  // moved whole
  }
}

TEST_CASE("exit runs the atexit handlers last first, flushes, and passes the status") {
  fake::reset();
  order.clear();
  int status = fake::run([] {
    xl_atexit(first_handler);
    xl_atexit(second_handler);
    xl_printf("no newline yet");
    xl_exit(300);
  });
  CHECK(status == 300 % 256);
  CHECK(order == std::vector<int>{2, 1});
  CHECK(fake::out == "no newline yet");
  CHECK(fake::run([] { xl_abort(); }) == 134);
}

TEST_CASE("signals the program raises; the C locale") {
  last_signal = 0;
  CHECK((xl_signal(2, note_signal) == nullptr));  // SIGINT was SIG_DFL
  CHECK(xl_raise(2) == 0);
  CHECK(last_signal == 2);
  CHECK(fake::run([] { xl_raise(2); }) == 130);  // reset to SIG_DFL: ends the run
  CHECK((xl_signal(15, reinterpret_cast<void (*)(int)>(1)) == nullptr));  // SIG_IGN
  CHECK(xl_raise(15) == 0);
  xl_signal(6, note_signal);
  last_signal = 0;
  CHECK(fake::run([] { xl_abort(); }) == 134);  // the handler runs, then the abort
  CHECK(last_signal == 6);
  CHECK(xl_raise(99) == -1);
  CHECK(std::string(xl_setlocale(0, "")) == "C");
  CHECK(xl_setlocale(0, "de_DE") == nullptr);
  CHECK(std::string(xl_localeconv()->decimal_point) == ".");
}

TEST_CASE("multibyte characters in the C locale are bytes") {
  wchar_t wide[8] = {};
  CHECK(xl_mblen("ab", 2) == 1);
  CHECK(xl_mblen("", 1) == 0);
  CHECK(xl_mbtowc(wide, "\xe9", 1) == 1);
  CHECK(wide[0] == 0xe9);
  char c;
  CHECK(xl_wctomb(&c, L'z') == 1);
  CHECK(c == 'z');
  CHECK(xl_wctomb(&c, 0x20ac) == -1);
  CHECK(xl_mbstowcs(wide, "hey", 8) == 3);
  CHECK(wide[2] == L'y');
  CHECK(wide[3] == 0);
  char narrow[8];
  CHECK(xl_wcstombs(narrow, wide, sizeof narrow) == 3);
  CHECK(std::string(narrow) == "hey");
}

TEST_CASE("rand gives glibc's sequence for every seed; div truncates") {
  CHECK(xl_rand() == std::rand());  // both unseeded: seed 1
  for (unsigned seed : {0u, 1u, 2u, 42u, 12345u, 0x7fffffffu, 0x80000005u, 0xffffffffu}) {
    xl_srand(seed);
    std::srand(seed);
    for (int i = 0; i < 2000; i++) REQUIRE_MESSAGE(xl_rand() == std::rand(), seed << " #" << i);
  }
  xl_div_t d = xl_div(-7, 2);
  CHECK(d.quot == -3);
  CHECK(d.rem == -1);
  xl_lldiv_t ld = xl_lldiv(INT64_MIN + 1, 10);
  CHECK(ld.quot == (INT64_MIN + 1) / 10);
  CHECK(ld.rem == (INT64_MIN + 1) % 10);
  CHECK(xl_abs(-5) == 5);
  CHECK(xl_llabs(-5000000000LL) == 5000000000LL);
}
}
