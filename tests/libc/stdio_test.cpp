// FILE streams over the fake system layer (fake_system.cpp): what reaches the
// host and when (buffering), files written and read back, positions, errors.
#include "libc.h"

#include <doctest/doctest.h>
#include <cstring>

extern "C" [[noreturn]] void xl___assert_fail(const char *, const char *, int, const char *);

namespace {
// A fresh fake layer with nothing left in the standard streams' buffers.
void start() {
  xl_fflush(nullptr);
  fake::reset();
}
}  // namespace

TEST_SUITE("stdio") {
TEST_CASE("stdout is line buffered, stderr unbuffered") {
  start();
  xl_printf("%s", "partial");
  CHECK(fake::out.empty());
  xl_printf(" line\nnext");  // a newline flushes all that is buffered
  CHECK(fake::out == "partial line\nnext");
  xl_printf("more");
  CHECK(fake::out == "partial line\nnext");
  xl_fflush(xl_stdout);
  CHECK(fake::out == "partial line\nnextmore");
  xl_fputc('e', xl_stderr);
  CHECK(fake::err == "e");
  xl_fprintf(xl_stderr, "%d", 42);
  CHECK(fake::err == "e42");
  xl_puts("puts");
  xl_fputs("fputs", xl_stdout);
  xl_putchar('\n');
  CHECK(fake::out == "partial line\nnextmoreputs\nfputs\n");
  int calls = fake::host_calls;
  for (int i = 0; i < 100; i++) xl_putchar('x');
  CHECK(fake::host_calls == calls);  // all in the buffer
  xl_fflush(xl_stdout);
  CHECK(fake::host_calls == calls + 1);
}

TEST_CASE("stdin on a bare node is at end of file") {
  start();
  CHECK(xl_getchar() == -1);
  CHECK(xl_feof(xl_stdin));
  CHECK(!xl_ferror(xl_stdin));
  xl_clearerr(xl_stdin);
  CHECK(!xl_feof(xl_stdin));
}

TEST_CASE("a file written, closed, and read back") {
  start();
  xl_file *f = xl_fopen("data.txt", "w");
  REQUIRE(f != nullptr);
  CHECK(xl_fprintf(f, "line %d\n", 1) == 7);
  CHECK(xl_fputs("second line\nthird", f) == 0);
  CHECK(fake::file("data.txt").empty());  // still buffered
  CHECK(xl_fclose(f) == 0);
  CHECK(fake::file("data.txt") == "line 1\nsecond line\nthird");

  f = xl_fopen("data.txt", "r");
  REQUIRE(f != nullptr);
  char line[8];
  CHECK(xl_fgets(line, sizeof line, f) == line);
  CHECK(std::string(line) == "line 1\n");
  CHECK(xl_fgets(line, sizeof line, f) == line);
  CHECK(std::string(line) == "second ");  // 7 bytes and the NUL
  CHECK(xl_ftell(f) == 14);
  CHECK(xl_fgetc(f) == 'l');
  CHECK(xl_ungetc('L', f) == 'L');
  CHECK(xl_ftell(f) == 14);
  CHECK(xl_getc(f) == 'L');
  CHECK(xl_fgets(line, sizeof line, f) == line);
  CHECK(std::string(line) == "ine\n");
  CHECK(xl_fgets(line, sizeof line, f) == line);
  CHECK(std::string(line) == "third");
  CHECK(xl_feof(f));  // fgets met the end after "third"
  CHECK(xl_fgets(line, sizeof line, f) == nullptr);
  CHECK(xl_feof(f));
  xl_rewind(f);
  CHECK(xl_fgets(line, 1, f) == line);  // room for the NUL only: reads nothing
  CHECK(line[0] == '\0');
  CHECK(!xl_feof(f));
  CHECK(xl_fgetc(f) == 'l');
  CHECK(xl_fputc('x', f) == -1);  // opened for reading only
  CHECK(xl_ferror(f));
  CHECK(xl_fclose(f) == 0);
}

TEST_CASE("binary blocks larger than the buffer, fread and fwrite counts") {
  start();
  std::string data(5000, '\0');
  for (size_t i = 0; i < data.size(); i++) data[i] = static_cast<char>(i * 7);
  xl_file *f = xl_fopen("blob.bin", "wb");
  REQUIRE(f != nullptr);
  CHECK(xl_fwrite(data.data(), 1, 100, f) == 100);
  CHECK(xl_fwrite(data.data() + 100, 100, 49, f) == 49);
  CHECK(xl_ftell(f) == 5000);
  CHECK(xl_fclose(f) == 0);
  CHECK(fake::file("blob.bin") == data);

  f = xl_fopen("blob.bin", "rb");
  REQUIRE(f != nullptr);
  std::string back(6000, '?');
  CHECK(xl_fread(&back[0], 1, 10, f) == 10);
  CHECK(xl_fread(&back[10], 1000, 6, f) == 4);  // only 4 whole 1000-byte items remain
  CHECK(xl_feof(f));
  CHECK(back.substr(0, 4010) == data.substr(0, 4010));
  CHECK(xl_fseek(f, -10, 2) == 0);
  CHECK(xl_ftell(f) == 4990);
  CHECK(xl_fread(&back[0], 1, 100, f) == 10);
  CHECK(back.substr(0, 10) == data.substr(4990));
  CHECK(xl_fclose(f) == 0);
}

TEST_CASE("modes: append, update, create-only, missing files") {
  start();
  fake::put_file("log", "one\n");
  xl_file *f = xl_fopen("log", "a");
  REQUIRE(f != nullptr);
  xl_fputs("two\n", f);
  CHECK(xl_ftell(f) == 8);  // where the append put it
  char two[2];
  CHECK(xl_fgets(two, 2, f) == nullptr);  // not open for reading
  xl_fclose(f);
  CHECK(fake::file("log") == "one\ntwo\n");

  f = xl_fopen("log", "r+");
  REQUIRE(f != nullptr);
  CHECK(xl_fgetc(f) == 'o');
  CHECK(xl_fseek(f, 0, 1) == 0);  // a seek between reading and writing, as C asks
  xl_fputs("NE", f);
  CHECK(xl_fseek(f, 0, 0) == 0);
  char text[16] = {};
  CHECK(xl_fread(text, 1, sizeof text - 1, f) == 8);
  CHECK(std::string(text) == "oNE\ntwo\n");
  xl_fclose(f);

  f = xl_fopen("new", "w+");
  REQUIRE(f != nullptr);
  xl_fprintf(f, "%s", "abc");
  xl_rewind(f);
  CHECK(xl_fgetc(f) == 'a');
  xl_fclose(f);
  CHECK(xl_fopen("new", "wx") == nullptr);  // exists
  CHECK(xl_fopen("missing", "r") == nullptr);
  CHECK(xl_errno == 2);
  CHECK(xl_fopen("new", "q") == nullptr);

  CHECK(xl_rename("new", "renamed") == 0);
  CHECK(!fake::exists("new"));
  CHECK(fake::file("renamed") == "abc");
  CHECK(xl_remove("renamed") == 0);
  CHECK(!fake::exists("renamed"));
  CHECK(xl_remove("renamed") == -1);
}

TEST_CASE("setvbuf: an unbuffered file writes at once") {
  start();
  xl_file *f = xl_fopen("raw", "w");
  REQUIRE(f != nullptr);
  CHECK(xl_setvbuf(f, nullptr, 2, 0) == 0);
  xl_fputc('a', f);
  CHECK(fake::file("raw") == "a");
  CHECK(xl_setvbuf(f, nullptr, 0, 64) == 0);
  xl_fputc('b', f);
  CHECK(fake::file("raw") == "a");
  xl_fclose(f);
  CHECK(fake::file("raw") == "ab");
}

TEST_CASE("every stream slot can be opened, then no more") {
  start();
  xl_file *files[16];
  int opened = 0;
  while (opened < 16 && (files[opened] = xl_fopen(("f" + std::to_string(opened)).c_str(), "w")) != nullptr) opened++;
  CHECK(opened == 13);  // FOPEN_MAX less stdin, stdout and stderr
  CHECK(xl_errno == 24);
  for (int i = 0; i < opened; i++) CHECK(xl_fclose(files[i]) == 0);
  CHECK(xl_fopen("again", "w") != nullptr);
}

TEST_CASE("assert names the expression, file, line and function, then aborts") {
  start();
  int status = fake::run([] { xl___assert_fail("x > 0", "prog.c", 12, "main"); });
  CHECK(status == 134);
  CHECK(fake::err == "prog.c:12: main: Assertion `x > 0' failed.\n");
}
}
