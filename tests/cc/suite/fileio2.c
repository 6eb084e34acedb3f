/* Expected output: gcc -m32, with ftell after the third record changed by hand to 96 (struct rec is 32 bytes with docs/abi.md's 8-byte double alignment, 24 on i386). */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
struct rec { int id; double score; char name[12]; };
int main(void) {
    const char *path = "suite_fileio2.dat";
    FILE *f = fopen(path, "wb+");
    if (!f) return 1;
    struct rec rs[4] = { { 1, 9.5, "ann" }, { 2, 7.25, "bob" }, { 3, 8.0, "cy" }, { 4, -1.5, "dee" } };
    printf("%u\n", (unsigned)fwrite(rs, sizeof rs[0], 4, f));
    rewind(f);
    struct rec r;
    fseek(f, 2 * (long)sizeof r, SEEK_SET);
    fread(&r, sizeof r, 1, f);
    printf("%d %g %s %ld\n", r.id, r.score, r.name, ftell(f));
    fseek(f, -(long)sizeof r, SEEK_END);
    fread(&r, sizeof r, 1, f);
    printf("%d %s\n", r.id, r.name);
    r.score = 100;
    fseek(f, 0, SEEK_SET);
    fwrite(&r, sizeof r, 1, f);
    fseek(f, 0, SEEK_SET);
    fread(&r, sizeof r, 1, f);
    printf("%d %g\n", r.id, r.score);
    fclose(f);
    f = fopen("suite_text2.txt", "w");
    fprintf(f, "%d %s %g\n%x\n", 42, "word", 2.5, 255);
    fputs("last line without newline", f);
    fclose(f);
    f = fopen("suite_text2.txt", "r");
    int n, h; char w[16]; double d;
    int got = fscanf(f, "%d %15s %lf %x", &n, w, &d, &h);
    printf("%d: %d %s %g %d\n", got, n, w, d, h);
    int c = fgetc(f); printf("%d\n", c);
    c = fgetc(f); ungetc(c, f);
    char line[64];
    fgets(line, sizeof line, f);
    printf("[%s] %d\n", line, fgets(line, sizeof line, f) == NULL);
    fclose(f);
    printf("%d\n", rename("suite_text2.txt", "suite_text3.txt"));
    printf("%d %d\n", fopen("suite_text2.txt", "r") == NULL, (f = fopen("suite_text3.txt", "r")) != NULL);
    fclose(f);
    remove("suite_text3.txt");
    remove(path);
    int a, b; char s[10];
    printf("%d ", sscanf("12 -34 xyz", "%d %d %9s", &a, &b, s));
    printf("%d %d %s\n", a, b, s);
    fprintf(stdout, "to stdout\n");
    fflush(stdout);
    return 0;
}
