/* Implicit int, K&R definitions, digraphs, every spelling of the integer types, a pointer to an array of unknown size. */
#include <stdio.h>
static x = 5;
f() { return 1; }
static g(a, b) { return a + b; }
int h();
int h(p) char *p; { return *p; }
struct node;
int (*pinc)[];
int arr3[3] = {7,8,9};
int main() <%
    int a<:3:> = <% 1, 2, 3 %>;
    pinc = &arr3;
    printf("%d %d %d %d %d %d\n", x, f(), g(2, 3), h("A"), a<:2:>, (*pinc)[1]);
    unsigned u = 3; signed s = -2; short int si = 4; long int li = 5; unsigned long long int ulli = 6; long unsigned lu = 7; int long il = 8; char signed cs = -1; int unsigned iu = 9;
    printf("%u %d %d %ld %llu %lu %ld %d %u\n", u, s, si, li, ulli, lu, il, cs, iu);
    return 0;
%>
