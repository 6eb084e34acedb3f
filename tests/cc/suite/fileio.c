#include <stdio.h>
#include <string.h>
int main(void) {
    FILE *f = fopen("suite_fileio.tmp", "w");
    if (!f) { printf("open failed\n"); return 1; }
    for (int i = 0; i < 5; i++) fprintf(f, "line %d: %s\n", i, i % 2 ? "odd" : "even");
    fclose(f);
    f = fopen("suite_fileio.tmp", "r");
    char buf[64]; int n = 0;
    while (fgets(buf, sizeof buf, f)) { n++; if (n == 4) printf("%s", buf); }
    printf("%d lines\n", n);
    fclose(f);
    int data[100];
    for (int i = 0; i < 100; i++) data[i] = i * i;
    f = fopen("suite_fileio.bin", "wb");
    printf("%u\n", (unsigned)fwrite(data, sizeof data[0], 100, f));
    fclose(f);
    f = fopen("suite_fileio.bin", "rb");
    fseek(f, 50 * sizeof(int), SEEK_SET);
    int back[10];
    printf("%u\n", (unsigned)fread(back, sizeof(int), 10, f));
    printf("%d %d %ld\n", back[0], back[9], ftell(f));
    fseek(f, 0, SEEK_END);
    printf("%ld\n", ftell(f));
    unsigned got = (unsigned)fread(back, sizeof(int), 10, f);
    printf("%u %d\n", got, feof(f) != 0);
    fclose(f);
    f = fopen("suite_fileio.tmp", "a");
    fputs("appended\n", f); fputc('!', f);
    fclose(f);
    f = fopen("suite_fileio.tmp", "r");
    int c, count = 0, last = 0;
    while ((c = fgetc(f)) != EOF) { count++; last = c; }
    fclose(f);
    printf("%d %c\n", count, last);
    int r1 = remove("suite_fileio.tmp"), r2 = remove("suite_fileio.bin");
    printf("%d %d\n", r1, r2);
    printf("%d\n", fopen("suite_fileio.tmp", "r") == NULL);
    return 0;
}
