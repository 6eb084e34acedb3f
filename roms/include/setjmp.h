/* <setjmp.h>: a jmp_buf holds the callee-saved state of the i860 C ABI:
   r1 (the return address), r2 (sp), r3 (fp), r4..r15 and f2..f7 (roms/libc/setjmp.s
   gives the layout). 8-byte aligned for the fst.d stores. */
#ifndef _SETJMP_H
#define _SETJMP_H

typedef double jmp_buf[12];   /* 15 integer words, then 6 FP words: 84 bytes used */

int setjmp(jmp_buf env);
_Noreturn void longjmp(jmp_buf env, int value);
#define setjmp setjmp

#endif
