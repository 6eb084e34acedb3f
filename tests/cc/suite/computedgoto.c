#include <stdio.h>
static int run(const unsigned char *code) {
    static void *ops[] = { &&op_push, &&op_add, &&op_mul, &&op_halt, &&op_dup };
    int stack[16], sp = 0;
    const unsigned char *pc = code;
#define NEXT goto *ops[*pc++]
    NEXT;
op_push: stack[sp++] = *pc++; NEXT;
op_add: sp--; stack[sp - 1] += stack[sp]; NEXT;
op_mul: sp--; stack[sp - 1] *= stack[sp]; NEXT;
op_dup: stack[sp] = stack[sp - 1]; sp++; NEXT;
op_halt: return stack[sp - 1];
}
int main(void) {
    const unsigned char prog[] = { 0, 6, 4, 2, 0, 7, 1, 0, 3, 2, 3 };
    printf("%d\n", run(prog));
    int diff = (int)(&&b - &&a);
    printf("%d\n", diff > 0);
a:  ;
b:  return 0;
}
