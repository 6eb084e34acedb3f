/* <stdio.h> files: text and binary writes read back, fseek/ftell/rewind, fgets,
   fscanf, ungetc, feof, append mode, rename and remove. */
#include <stdio.h>
#include <string.h>
int main(void) {
    FILE *f = fopen("io3_test.txt", "w");
    if (!f) return 1;
    fprintf(f, "line one\n%d %g %s\n", 42, 2.5, "word");
    fputs("third line\n", f);
    fclose(f);
    f = fopen("io3_test.txt", "r");
    char line[64];
    fgets(line, sizeof line, f);
    printf("[%s]", strtok(line, "\n"));
    int n; double d; char w[16];
    printf(" %d", fscanf(f, "%d %lf %15s", &n, &d, w));
    printf(" %d %g %s\n", n, d, w);
    int c = fgetc(f);
    printf("%d ", c);
    c = fgetc(f); ungetc(c, f);
    printf("%c %c\n", c, fgetc(f));
    long pos = ftell(f);
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 5, SEEK_SET);
    fgets(line, sizeof line, f);
    printf("%ld %ld [%s]\n", pos, size, strtok(line, "\n"));
    while (fgetc(f) != EOF) {}
    printf("%d %d\n", feof(f) != 0, ferror(f) != 0);
    rewind(f);
    printf("%c %d\n", fgetc(f), feof(f));
    fclose(f);
    f = fopen("io3_test.txt", "a");
    fputs("appended\n", f);
    fclose(f);
    double values[4] = {1.5, -2.25, 1e300, 0.1};
    f = fopen("io3_test.bin", "wb");
    printf("%d\n", (int)fwrite(values, sizeof values[0], 4, f));
    fclose(f);
    double back[4] = {0};
    f = fopen("io3_test.bin", "rb");
    printf("%d ", (int)fread(back, sizeof back[0], 8, f));
    printf("%d %g %g\n", memcmp(values, back, sizeof values) == 0, back[2], back[3]);
    fclose(f);
    int renamed = rename("io3_test.txt", "io3_renamed.txt");
    printf("%d %d\n", renamed, fopen("io3_test.txt", "r") == NULL);
    f = fopen("io3_renamed.txt", "r");
    int lines = 0;
    while (fgets(line, sizeof line, f)) lines++;
    fclose(f);
    int removed = remove("io3_renamed.txt");
    printf("%d %d %d\n", lines, removed, remove("io3_test.bin"));
    printf("%d\n", remove("io3_renamed.txt") != 0);
    return 0;
}
