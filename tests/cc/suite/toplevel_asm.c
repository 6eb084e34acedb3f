/* File-scope asm: its text goes into the output as it stands (in .text unless it
   names a section), defining functions and data that C code calls and reads.
   Expected output written by hand: 42 from the asm function, 5 + 42 through a
   C caller, and the asm-defined word 0x12345678. (i860 assembly: gcc cannot run
   this one, so record.sh does not apply.) */
#include <stdio.h>
__asm__(".globl\tasm_answer\n"
        "asm_answer:\n"
        "\tadds\t42,%r0,%r16\n"
        "\tbri\t%r1\n"
        "\tnop");
asm(".data\n\t.align\t4\n\t.globl\tasm_word\nasm_word:\n\t.long\t0x12345678\n");
int asm_answer(void);
extern unsigned asm_word;
static int plus_answer(int x) { return x + asm_answer(); }
int main(void) {
    printf("%d %d %x\n", asm_answer(), plus_answer(5), asm_word);
    return 0;
}
