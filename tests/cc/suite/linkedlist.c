#include <stdio.h>
#include <stdlib.h>
struct node { int v; struct node *next; };
struct tree { int key; struct tree *l, *r; };
static struct tree *insert(struct tree *t, int k) {
    if (!t) { t = calloc(1, sizeof *t); t->key = k; return t; }
    if (k < t->key) t->l = insert(t->l, k); else t->r = insert(t->r, k);
    return t;
}
static void walk(struct tree *t) { if (!t) return; walk(t->l); printf("%d ", t->key); walk(t->r); }
static int height(struct tree *t) { if (!t) return 0; int a = height(t->l), b = height(t->r); return 1 + (a > b ? a : b); }
static void freet(struct tree *t) { if (t) { freet(t->l); freet(t->r); free(t); } }
int main(void) {
    struct node *head = NULL;
    for (int i = 0; i < 10; i++) { struct node *n = malloc(sizeof *n); n->v = i * i; n->next = head; head = n; }
    struct node *prev = NULL, *cur = head;
    while (cur) { struct node *nx = cur->next; cur->next = prev; prev = cur; cur = nx; }
    head = prev;
    for (struct node *n = head; n; n = n->next) printf("%d ", n->v);
    printf("\n");
    while (head) { struct node *n = head->next; free(head); head = n; }
    struct tree *t = NULL;
    int keys[] = { 50, 30, 70, 20, 40, 60, 80, 35, 45, 65 };
    for (int i = 0; i < 10; i++) t = insert(t, keys[i]);
    walk(t);
    printf("\n%d\n", height(t));
    freet(t);
    int *big = malloc(100000 * sizeof(int));
    for (int i = 0; i < 100000; i++) big[i] = i;
    big = realloc(big, 200000 * sizeof(int));
    long s = 0; for (int i = 0; i < 100000; i += 1000) s += big[i];
    printf("%ld\n", s);
    free(big);
    return 0;
}
