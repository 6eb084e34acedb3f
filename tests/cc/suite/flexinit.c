/* Static initializers of a struct's flexible array member (GNU C): the object
   grows past sizeof, neighbouring objects stay intact, and sizeof stays the
   struct's own size. */
#include <stdio.h>
#include <string.h>
struct shorts { int n; short v[]; };
struct words { char tag; int w[]; };
struct named { int id; const char *names[]; };
static struct shorts s3 = { 3, { 10, 20, 30 } };
struct words w2 = { 'w', { -1, 0x12345678 } };
static struct named nm = { 9, { "alpha", "beta", 0 } };
static struct shorts none = { 4 };
static int after = 77;
int main(void) {
    printf("%d %d %d %d %u\n", s3.n, s3.v[0], s3.v[1], s3.v[2], (unsigned)sizeof s3);
    printf("%c %d %x %u\n", w2.tag, w2.w[0], w2.w[1], (unsigned)sizeof w2);
    for (int i = 0; nm.names[i]; i++) printf("%s ", nm.names[i]);
    printf("%d %d %d\n", nm.id, none.n, after);
    return s3.v[2] + w2.w[0] - 29;
}
