// -O2: counted loops over double vectors run through the FP pipelines. Two loop
// shapes are recognised on the typed tree, with i an int local in a register, n a
// local or a constant, x and y invariant pointers or arrays, a an invariant double:
//
//   for (...; i < n; i++) y[i] = y[i] + a * x[i];     (daxpy; += and operand order free)
//   for (...; i < n; i++) s += x[i] * y[i];            (dot product into a local s)
//
// and daxpy unrolled by hand by 2, 4 or 8 (LINPACK's: i = i + 4 over four statements
// for i, i + 1, i + 2, i + 3), which is the same loop over whole passes.
//
// The loop runs software-pipelined: pfmul.dd products leave the 2-stage double
// multiplier two elements later, pfadd.dd sums the 3-stage adder three later, so
// one pass of the kernel loads element k, multiplies it and stores element k - 5,
// each value in a fixed register with no moves. Loads and stores autoincrement
// and `bla` counts. Every operation is the one the plain loop performs, in the same
// order per element, so results are bit for bit those of -O0: the dot product
// keeps its sum in a scalar fadd.dd chain (a pipelined sum would reassociate).
//
// The plain loop stays behind a run-time test: it runs when there are fewer than
// kMinCount elements, when i starts negative (so n - i cannot overflow), or, for
// daxpy, when x lies less than six elements below y, where the pipelined loop
// would read an x element before the store to the y element it overlaps.
#include <bit>
#include <cstdint>
#include <string>

#include "toolchain/cc/codegen_state.h"

namespace xp860::cc {

struct VectorLoop {
    bool is_dot = false;
    Obj* index = nullptr;  // i
    Node* limit = nullptr;  // n
    Node* x = nullptr;     // &x[i] (the pointer expression)
    Node* y = nullptr;     // &y[i]
    Node* scale = nullptr;  // a (daxpy)
    Obj* sum = nullptr;     // s (dot)
    std::int64_t step = 1;  // i's increment: elements per pass of the loop as written
};

namespace {

constexpr int kMinCount = 8;

bool is_double(const Type* t) { return t->kind == TypeKind::Double && !t->is_volatile; }

// A local scalar no pointer can reach, so a store through x or y leaves it alone.
bool is_private_local(const Node* n) {
    return n->kind == NodeKind::Var && n->var->is_local && !n->var->address_taken && !n->var->type->is_volatile &&
           !n->var->type->vla_len;
}

// k when n is i or i + k (k >= 0), else -1.
std::int64_t index_offset(const Node* n, const Obj* i) {
    if (n->kind == NodeKind::Cast && n->type->size == 4 && is_integer(n->type)) n = n->lhs;
    if (n->kind == NodeKind::Var && n->var == i) return 0;
    if (n->kind != NodeKind::Add || n->rhs->kind != NodeKind::Num || n->rhs->value < 0) return -1;
    return index_offset(n->lhs, i) == 0 ? n->rhs->value : -1;
}

// An invariant base: a private pointer local or an array's address.
bool is_invariant_base(const Node* n) {
    if (n->kind == NodeKind::Addr) return n->lhs->kind == NodeKind::Var && n->lhs->type->kind == TypeKind::Array;
    return is_private_local(n) && n->type->kind == TypeKind::Pointer;
}

// `*(base + (i + k) * 8)` for a double element: returns the pointer expression or null.
Node* element_address(Node* n, const Obj* i, std::int64_t k) {
    if (n->kind != NodeKind::Deref || !is_double(n->type)) return nullptr;
    Node* p = n->lhs;
    if (p->kind != NodeKind::Add || !is_invariant_base(p->lhs)) return nullptr;
    Node* scaled = p->rhs;
    if (scaled->kind != NodeKind::Mul || scaled->rhs->kind != NodeKind::Num || scaled->rhs->value != 8) return nullptr;
    return index_offset(scaled->lhs, i) == k ? p : nullptr;
}

bool same_address(const Node* a, const Node* b) {
    auto base = [](const Node* p) { return p->lhs->kind == NodeKind::Addr ? p->lhs->lhs->var : p->lhs->var; };
    return a && b && base(a) == base(b) && (a->lhs->kind == NodeKind::Addr) == (b->lhs->kind == NodeKind::Addr);
}

// `a * x[i]` or `x[i] * a`, a private double local or a constant.
bool match_scaled(Node* n, const Obj* i, std::int64_t k, VectorLoop& v) {
    if (n->kind != NodeKind::Mul || !is_double(n->type)) return false;
    for (Node* a : {n->lhs, n->rhs}) {
        Node* other = a == n->lhs ? n->rhs : n->lhs;
        const bool invariant = a->kind == NodeKind::FNum || (is_private_local(a) && is_double(a->type));
        if (invariant && (v.x = element_address(other, i, k))) {
            v.scale = a;
            return true;
        }
    }
    return false;
}

// y[i+k] = y[i+k] + a * x[i+k], also as the parser writes y[i+k] += a * x[i+k]:
// (t = &y[i+k], *t = *t + a * x[i+k]).
bool match_daxpy(Node* e, const Obj* i, std::int64_t k, VectorLoop& v) {
    Obj* through = nullptr;
    if (e->kind == NodeKind::Comma) {
        Node* set = e->lhs;
        if (set->kind != NodeKind::Assign || !is_private_local(set->lhs)) return false;
        Node* address = set->rhs;
        if (address->kind == NodeKind::Cast && address->type->kind == TypeKind::Pointer) address = address->lhs;
        if (address->kind != NodeKind::Addr) return false;
        through = set->lhs->var;
        v.y = element_address(address->lhs, i, k);
        e = e->rhs;
    }
    if (e->kind != NodeKind::Assign || e->rhs->kind != NodeKind::Add || !is_double(e->type)) return false;
    auto is_y = [&](Node* n) {
        if (through) return n->kind == NodeKind::Deref && n->lhs->kind == NodeKind::Var && n->lhs->var == through;
        Node* p = element_address(n, i, k);
        if (!v.y) v.y = p;
        return p != nullptr && same_address(p, v.y);
    };
    if (!is_y(e->lhs) || !v.y) return false;
    Node* sum = e->rhs;
    if (is_y(sum->lhs)) return match_scaled(sum->rhs, i, k, v);
    return is_y(sum->rhs) && match_scaled(sum->lhs, i, k, v);
}

// s = s + x[i] * y[i] (s += x[i] * y[i] is written the same by the parser).
bool match_dot(Node* e, const Obj* i, VectorLoop& v) {
    if (e->kind != NodeKind::Assign || !is_private_local(e->lhs) || !is_double(e->type)) return false;
    Node* sum = e->rhs;
    if (sum->kind != NodeKind::Add) return false;
    const bool s_first = sum->lhs->kind == NodeKind::Var && sum->lhs->var == e->lhs->var;
    const bool s_second = sum->rhs->kind == NodeKind::Var && sum->rhs->var == e->lhs->var;
    Node* product = s_first ? sum->rhs : s_second ? sum->lhs : nullptr;
    if (!product || product->kind != NodeKind::Mul) return false;
    v.x = element_address(product->lhs, i, 0);
    v.y = element_address(product->rhs, i, 0);
    v.sum = e->lhs->var;
    v.is_dot = true;
    return v.x && v.y;
}

bool same_scale(const Node* a, const Node* b) {
    if (a->kind == NodeKind::FNum) return b->kind == NodeKind::FNum && std::bit_cast<std::uint64_t>(a->fvalue) == std::bit_cast<std::uint64_t>(b->fvalue);
    return b->kind == NodeKind::Var && a->var == b->var;
}

// daxpy unrolled by hand, as LINPACK's: i = i + step over a block of step
// statements y[i+k] = y[i+k] + a * x[i+k], k = 0 .. step - 1 in order. It covers
// step * ceil((n - i) / step) elements one after the other: the same vector loop.
bool match_unrolled_daxpy(Node* body, VectorLoop& v) {
    if (v.step != 2 && v.step != 4 && v.step != 8) return false;
    if (!body || body->kind != NodeKind::Block || static_cast<std::int64_t>(body->body.size()) != v.step) return false;
    for (std::int64_t k = 0; k < v.step; ++k) {
        Node* s = body->body[static_cast<std::size_t>(k)];
        VectorLoop w;
        if (s->kind != NodeKind::ExprStmt || !match_daxpy(s->lhs, v.index, k, w)) return false;
        if (k == 0) {
            v.x = w.x;
            v.y = w.y;
            v.scale = w.scale;
        } else if (!same_address(w.x, v.x) || !same_address(w.y, v.y) || !same_scale(w.scale, v.scale)) {
            return false;
        }
    }
    return true;
}

// A Var node for a local the matched loop names (s, read before and stored after).
Node variable(Obj* var) {
    Node n;
    n.kind = NodeKind::Var;
    n.var = var;
    n.type = var->type;
    return n;
}

// The loop's body as one expression, through blocks of one statement.
Node* single_expression(Node* s) {
    while (s && s->kind == NodeKind::Block && s->body.size() == 1) s = s->body[0];
    return s && s->kind == NodeKind::ExprStmt ? s->lhs : nullptr;
}

bool match_vector_loop(Node* n, VectorLoop& v) {
    Node* cond = n->cond;
    if (!cond || cond->kind != NodeKind::Lt || !n->inc) return false;
    if (!is_private_local(cond->lhs) || !cond->lhs->var->reg) return false;
    const Type* it = cond->lhs->type;
    if (!is_integer(it) || it->size != 4 || it->is_unsigned || it->kind == TypeKind::Bool) return false;
    v.index = cond->lhs->var;
    v.limit = cond->rhs;
    const bool limit_ok = v.limit->kind == NodeKind::Num || (is_private_local(v.limit) && v.limit->var != v.index);
    if (!limit_ok || v.limit->type->size != 4 || v.limit->type->is_unsigned) return false;
    // i++, ++i, i += 1, i = i + step
    Node* inc = n->inc->effect_only ? n->inc->effect_only : n->inc;
    if (inc->kind != NodeKind::Assign || inc->lhs->kind != NodeKind::Var || inc->lhs->var != v.index) return false;
    v.step = index_offset(inc->rhs, v.index);
    if (v.step == 1) {
        Node* e = single_expression(n->then);
        if (!e) return false;
        if (e->kind == NodeKind::Assign && e->lhs->kind == NodeKind::Var) return match_dot(e, v.index, v);
        return match_daxpy(e, v.index, 0, v);
    }
    return match_unrolled_daxpy(n->then, v);
}

}  // namespace

// The fast path's set-up: r24 = n, r20 = &x[i] - 8, r21 = &y[i] - 8, f10 = a or
// s; branches to `plain` when the run-time tests fail; r25 = the element count.
void CodeGen::vector_loop_setup(const VectorLoop& v, const std::string& i, const std::string& plain) {
    static const Type pointer_type;  // an int-class value for push and pop
    gen_expr(v.limit);
    push(&pointer_type);
    gen_expr(v.x);
    push(&pointer_type);
    gen_expr(v.y);
    push(&pointer_type);
    if (v.is_dot) {
        Node sum = variable(v.sum);
        gen_expr(&sum);
    } else {
        gen_expr(v.scale);
    }
    copy_fp(v.is_dot ? v.sum->type : v.scale->type, 8, 10);
    pop(&pointer_type, 21, 0);
    pop(&pointer_type, 20, 0);
    pop(&pointer_type, 24, 0);
    emit("\tsubs\t-1,", i, ",%r0");  // CC: i >= 0
    emit("\tbnc\t", plain);
    emit("\tsubs\t%r24,", i, ",%r25");
    if (v.step > 1) {  // rounded up to whole passes (an overflow leaves it negative)
        emit("\tadds\t", v.step - 1, ",%r25,%r25");
        emit("\tandnot\t", v.step - 1, ",%r25,%r25");
    }
    emit("\tsubs\t", kMinCount - 1, ",%r25,%r0");  // CC: count >= kMinCount
    emit("\tbnc\t", plain);
    if (!v.is_dot) {
        // y - x (bytes) in 1..47: x's elements overlap y's still-pending stores.
        emit("\tsubu\t%r21,%r20,%r26");
        emit("\tadds\t-1,%r26,%r26");
        emit("\tsubu\t46,%r26,%r0");  // CC: r26 <= 46 (unsigned)
        emit("\tbc\t", plain);
    }
    emit("\tadds\t-8,%r20,%r20");
    emit("\tadds\t-8,%r21,%r21");
}

// bla's counter for `kernel` passes: r26 = -1, r27 = passes - 1, LCC primed.
void CodeGen::vector_loop_counter(int prologue_and_epilogue, const std::string& kernel) {
    emit("\tadds\t-1,%r0,%r26");
    emit("\tadds\t", -(prologue_and_epilogue + 1), ",%r25,%r27");
    emit("\tbla\t%r26,%r27,", kernel);
    emit("\tnop");
}

// Element k: r20 -> x[k], r21 -> y[k] (dot) or y[k-2] (daxpy), r22 -> y[k-5].
// daxpy: pass k loads x[k], multiplies it (out comes a*x[k-2]), loads y[k-2],
// adds (out comes the sum for k-5) and stores it. Five passes fill, five drain.
void CodeGen::vector_loop_daxpy() {
    const std::string kernel = new_label();
    emit("\tmov\t%r21,%r22");
    for (int k = 0; k < 5; ++k) {
        emit("\tfld.d\t8(%r20)++,%f12");
        if (k >= 2) emit("\tfld.d\t8(%r21)++,%f14");
        emit("\tpfmul.dd\t%f10,%f12,%f16");
        if (k >= 2) emit("\tpfadd.dd\t%f16,%f14,%f18");
    }
    vector_loop_counter(5, kernel);
    label(kernel);
    emit("\tfld.d\t8(%r20)++,%f12");
    emit("\tfld.d\t8(%r21)++,%f14");
    emit("\tpfmul.dd\t%f10,%f12,%f16");
    emit("\tpfadd.dd\t%f16,%f14,%f18");
    emit("\tbla\t%r26,%r27,", kernel);
    emit("\tfst.d\t%f18,8(%r22)++");
    for (int k = 0; k < 5; ++k) {
        if (k < 2) {
            emit("\tfld.d\t8(%r21)++,%f14");
            emit("\tpfmul.dd\t%f0,%f0,%f16");
            emit("\tpfadd.dd\t%f16,%f14,%f18");
        } else {
            emit("\tpfadd.dd\t%f0,%f0,%f18");
        }
        emit("\tfst.d\t%f18,8(%r22)++");
    }
}

// dot: pass k adds x[k-3]*y[k-3] to s (the product the previous pass's pfmul
// pushed out), loads x[k] and y[k] and multiplies them in bla's delay slot.
void CodeGen::vector_loop_dot(Obj* sum) {
    const std::string kernel = new_label();
    auto load_and_multiply = [&] {
        emit("\tfld.d\t8(%r20)++,%f12");
        emit("\tfld.d\t8(%r21)++,%f14");
        emit("\tpfmul.dd\t%f12,%f14,%f16");
    };
    for (int k = 0; k < 3; ++k) load_and_multiply();
    vector_loop_counter(3, kernel);
    label(kernel);
    emit("\tfadd.dd\t%f10,%f16,%f10");
    emit("\tfld.d\t8(%r20)++,%f12");
    emit("\tfld.d\t8(%r21)++,%f14");
    emit("\tbla\t%r26,%r27,", kernel);
    emit("\tpfmul.dd\t%f12,%f14,%f16");
    emit("\tfadd.dd\t%f10,%f16,%f10");
    for (int k = 0; k < 2; ++k) {
        emit("\tpfmul.dd\t%f0,%f0,%f16");
        emit("\tfadd.dd\t%f10,%f16,%f10");
    }
    // s back to its home
    if (sum->fp_reg) {
        copy_fp(sum->type, 10, sum->fp_reg);
        return;
    }
    Node home = variable(sum);
    gen_addr(&home);
    emit("\tfst.d\t%f10,0(%r16)");
}

// A For statement at -O2: the pipelined loop when it matches, else false.
bool CodeGen::gen_vector_loop(Node* n) {
    VectorLoop v;
    if (opt_level_ < 2 || !match_vector_loop(n, v)) return false;
    const std::string i = "%r" + std::to_string(v.index->reg);
    const std::string plain = new_label();
    const std::string done = new_label();
    if (n->init) gen_stmt(n->init);
    vector_loop_setup(v, i, plain);
    if (v.is_dot) vector_loop_dot(v.sum);
    else vector_loop_daxpy();
    emit("\tadds\t%r25,", i, ",", i);  // i as the plain loop leaves it
    jump(done);
    label(plain);
    gen_for_loop(n, false);
    label(done);
    return true;
}

}  // namespace xp860::cc
