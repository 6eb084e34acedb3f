// The host-built C library as the tests see it: its functions carry the xl_ prefix
// (CMakeLists.txt). Types whose layout the tests need are repeated here for ILP32.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdarg>
#include <string>

static_assert(sizeof(long) == 4, "the library is tested as ILP32 (-m32)");

extern "C" {
struct xl_file;
extern xl_file *xl_stdin, *xl_stdout, *xl_stderr;
extern int xl_errno;

int xl_printf(const char *format, ...);
int xl_fprintf(xl_file *stream, const char *format, ...);
int xl_sprintf(char *s, const char *format, ...);
int xl_snprintf(char *s, size_t n, const char *format, ...);
int xl_vsnprintf(char *s, size_t n, const char *format, va_list ap);
int xl_fputc(int c, xl_file *stream);
int xl_putchar(int c);
int xl_fputs(const char *s, xl_file *stream);
int xl_puts(const char *s);
int xl_fgetc(xl_file *stream);
int xl_getc(xl_file *stream);
int xl_getchar(void);
int xl_ungetc(int c, xl_file *stream);
char *xl_fgets(char *s, int n, xl_file *stream);
xl_file *xl_fopen(const char *path, const char *mode);
int xl_fclose(xl_file *stream);
int xl_fflush(xl_file *stream);
int xl_setvbuf(xl_file *stream, char *buf, int mode, size_t size);
size_t xl_fread(void *ptr, size_t size, size_t count, xl_file *stream);
size_t xl_fwrite(const void *ptr, size_t size, size_t count, xl_file *stream);
int xl_fseek(xl_file *stream, long offset, int whence);
long xl_ftell(xl_file *stream);
void xl_rewind(xl_file *stream);
int xl_feof(xl_file *stream);
int xl_ferror(xl_file *stream);
void xl_clearerr(xl_file *stream);
int xl_remove(const char *path);
int xl_rename(const char *from, const char *to);

void *xl_malloc(size_t size);
void *xl_calloc(size_t count, size_t size);
void *xl_realloc(void *p, size_t size);
void xl_free(void *p);
void *xl_sbrk(intptr_t increment);
extern unsigned char xl__end[];  // the heap's start (fake_system.cpp)
[[noreturn]] void xl_exit(int status);
[[noreturn]] void xl_abort(void);
int xl_atexit(void (*function)(void));
int xl_atoi(const char *s);
long xl_atol(const char *s);
long long xl_atoll(const char *s);
double xl_atof(const char *s);
long xl_strtol(const char *s, char **end, int base);
unsigned long xl_strtoul(const char *s, char **end, int base);
long long xl_strtoll(const char *s, char **end, int base);
unsigned long long xl_strtoull(const char *s, char **end, int base);
double xl_strtod(const char *s, char **end);
float xl_strtof(const char *s, char **end);
void xl_qsort(void *base, size_t count, size_t size, int (*compare)(const void *, const void *));
void *xl_bsearch(const void *key, const void *base, size_t count, size_t size,
                 int (*compare)(const void *, const void *));
int xl_rand(void);
void xl_srand(unsigned seed);
struct xl_div_t { int quot, rem; };
struct xl_lldiv_t { long long quot, rem; };
xl_div_t xl_div(int n, int d);
xl_lldiv_t xl_lldiv(long long n, long long d);
int xl_abs(int n);
long long xl_llabs(long long n);

}

// The fake system layer's record of a program's run (fake_system.cpp).
namespace fake {
extern std::string out, err;            // what fds 1 and 2 received
void reset();                           // no files, empty out and err
std::string file(const std::string &path);   // a file's contents ("" if none)
bool exists(const std::string &path);
void put_file(const std::string &path, const std::string &contents);
extern int host_calls;                  // __xp860_write/read calls so far
// Runs body; returns the status it passed to exit(), or -1 if it returned, or
// 134 if it aborted.
int run(void (*body)());
}
