// GCC's __sync_* and __atomic_* builtins. An xp860 node has one core, and no
// handler a C program installs runs in the middle of its expressions, so each
// builtin is its plain read-modify-write: the object's address is evaluated once
// into a temporary, the operand once, then the object is read and written with
// ordinary loads and stores. The values returned are GCC's (the old or the new
// value, a success flag, the value found); memory orders are evaluated and
// ignored. As GCC, arithmetic on a pointer object adds bytes, unscaled.
#include <string>
#include <vector>

#include "toolchain/cc/parser.h"
#include "toolchain/cc/parser_state.h"
#include "toolchain/cc/types.h"

namespace xp860::cc {

namespace {

// "add" -> Add ... and "nand", which is ~(old & value).
bool rmw_operation(const std::string& op, NodeKind* kind, bool* is_nand) {
    static const struct {
        const char* name;
        NodeKind kind;
    } kOps[] = {{"add", NodeKind::Add},       {"sub", NodeKind::Sub},   {"or", NodeKind::BitOr},
                {"and", NodeKind::BitAnd},    {"xor", NodeKind::BitXor}, {"nand", NodeKind::BitAnd}};
    for (const auto& o : kOps) {
        if (op == o.name) {
            *kind = o.kind;
            *is_nand = op == "nand";
            return true;
        }
    }
    return false;
}

// Splits a read-modify-write builtin's name: __sync_fetch_and_OP and __atomic_fetch_OP
// return the old value, __sync_OP_and_fetch and __atomic_OP_fetch the new one.
bool split_rmw(const std::string& rest, bool is_sync, std::string* op, bool* returns_old) {
    const std::string fetch_first = is_sync ? "fetch_and_" : "fetch_";
    const std::string fetch_last = is_sync ? "_and_fetch" : "_fetch";
    if (rest.starts_with(fetch_first)) {
        *op = rest.substr(fetch_first.size());
        *returns_old = true;
        return true;
    }
    if (rest.ends_with(fetch_last)) {
        *op = rest.substr(0, rest.size() - fetch_last.size());
        *returns_old = false;
        return true;
    }
    return false;
}

}  // namespace

Node* Parser::atomic_builtin(const std::string& name, const Location& loc) {
    const bool is_sync = name.starts_with("__sync_");
    const std::string rest = name.substr(is_sync ? 7 : 9);
    expect("(");
    std::vector<Node*> args;
    if (!tok().is(")")) {
        do args.push_back(decay(assign_expr()));
        while (consume(","));
    }
    expect(")");
    auto need = [&](std::size_t n) {
        if (args.size() != n)
            error_at(loc, "'" + name + "' takes " + std::to_string(n) + " argument" + (n == 1 ? "" : "s"));
    };
    Node* void_zero = new_cast(new_num(0, loc), ty_.void_);
    // Arguments evaluated only for their effects (memory orders, fences' operands).
    auto evaluated = [&](std::size_t from, Node* result) {
        for (std::size_t i = args.size(); i-- > from;) result = comma(new_cast(args[i], ty_.void_), result, loc);
        return result;
    };

    if (rest == "synchronize" || rest == "thread_fence" || rest == "signal_fence") {
        need(is_sync ? 0 : 1);
        return evaluated(0, void_zero);
    }
    if (rest == "always_lock_free" || rest == "is_lock_free") {
        need(2);
        if (!is_constant_expr(args[0])) error_at(args[0]->loc, "'" + name + "' needs a constant size");
        const std::int64_t size = eval_constant(args[0]);
        return new_num(size == 1 || size == 2 || size == 4 || size == 8, loc, ty_.bool_);
    }

    // Every other builtin works on the object its first argument points to (the
    // flag builtins on its first byte, whatever it points to).
    const bool is_flag = rest == "test_and_set" || rest == "clear";
    if (args.empty() || args[0]->type->kind != TypeKind::Pointer ||
        (!is_flag && args[0]->type->base->kind == TypeKind::Void))
        error_at(loc, "the first argument of '" + name + "' must point to an object");
    Type* ptr_type = is_flag ? pointer_to(arena_, ty_.uchar) : args[0]->type;
    Type* type = ptr_type->base;
    Obj* ptr = new_local("", ptr_type, loc);
    Node* seq = assign(new_var(ptr, loc), new_cast(args[0], ptr_type), loc);
    auto object = [&] { return deref(new_var(ptr, loc), loc); };
    auto then = [&](Node* n) { seq = comma(seq, n, loc); };
    // A temporary holding value, assigned in sequence.
    auto temp = [&](Node* value, Type* t) {
        Obj* tmp = new_local("", t, loc);
        then(assign(new_var(tmp, loc), value, loc));
        return tmp;
    };
    auto var = [&](Obj* o) { return new_var(o, loc); };
    auto pointee = [&](std::size_t i) {
        if (args[i]->type->kind != TypeKind::Pointer) error_at(args[i]->loc, "'" + name + "' needs a pointer here");
        return deref(args[i], loc);
    };
    auto is_scalar_object = [&] {
        if (!is_integer(type) && type->kind != TypeKind::Pointer)
            error_at(loc, "'" + name + "' needs a pointer to an integer or a pointer");
    };
    // The store of `desired` when the object equals *expected, else *expected
    // updated with what was found (GCC's compare_exchange); the flag as the value.
    auto compare_exchange = [&](Node* expected_place, Node* desired, bool update_expected) {
        Obj* desired_tmp = temp(desired, type);
        Obj* found = temp(object(), type);
        Node* equal = compare(NodeKind::Eq, var(found), expected_place, loc);
        Node* stored = comma(assign(object(), var(desired_tmp), loc), new_num(1, loc), loc);
        Node* failed = new_num(0, loc);
        if (update_expected) failed = comma(assign(expected_place, var(found), loc), failed, loc);
        return convert(conditional_result(equal, stored, failed, loc), ty_.bool_);
    };

    std::string op;
    bool returns_old = false;
    NodeKind kind;
    bool is_nand = false;
    if (split_rmw(rest, is_sync, &op, &returns_old) && rmw_operation(op, &kind, &is_nand)) {
        need(is_sync ? 2 : 3);
        is_scalar_object();
        Obj* value = temp(args[1], promoted(ty_, args[1]->type));
        auto combined = [&](Node* old) -> Node* {
            if (type->kind == TypeKind::Pointer) {
                Node* bytes = new_cast(old, pointer_to(arena_, ty_.char_));
                return new_cast(binary_op(kind, bytes, var(value), loc), type);
            }
            Node* n = binary_op(kind, old, var(value), loc);
            if (!is_nand) return n;
            Node* inverted = new_unary(NodeKind::BitNot, n, loc);
            inverted->type = n->type;
            return inverted;
        };
        if (returns_old) {
            Obj* old = temp(object(), type);
            then(assign(object(), combined(var(old)), loc));
            then(var(old));
        } else {
            then(assign(object(), combined(object()), loc));
        }
        return evaluated(is_sync ? 2 : 3, seq);
    }
    if (rest == "bool_compare_and_swap" || rest == "val_compare_and_swap") {
        need(3);
        is_scalar_object();
        Obj* expected = temp(args[1], type);
        if (rest == "bool_compare_and_swap") {
            then(compare_exchange(var(expected), args[2], false));
            return seq;
        }
        Obj* found = temp(object(), type);
        then(compare_exchange(var(expected), args[2], false));
        then(var(found));
        return seq;
    }
    if (rest == "lock_test_and_set" || rest == "exchange_n") {
        need(is_sync ? 2 : 3);
        Obj* value = temp(args[1], type);
        Obj* old = temp(object(), type);
        then(assign(object(), var(value), loc));
        then(var(old));
        return evaluated(is_sync ? 2 : 3, seq);
    }
    if (rest == "lock_release" || rest == "clear") {
        need(is_sync ? 1 : 2);
        then(new_cast(assign(object(), new_num(0, loc), loc), ty_.void_));
        return evaluated(1, seq);
    }
    if (rest == "test_and_set") {
        need(2);
        Obj* old = temp(object(), type);
        then(assign(object(), new_num(1, loc), loc));
        then(convert(var(old), ty_.bool_));
        return evaluated(2, seq);
    }
    if (rest == "load_n") {
        need(2);
        then(object());
        return evaluated(2, seq);
    }
    if (rest == "store_n") {
        need(3);
        then(new_cast(assign(object(), args[1], loc), ty_.void_));
        return evaluated(3, seq);
    }
    if (rest == "load") {
        need(3);
        then(new_cast(assign(pointee(1), object(), loc), ty_.void_));
        return evaluated(3, seq);
    }
    if (rest == "store") {
        need(3);
        then(new_cast(assign(object(), pointee(1), loc), ty_.void_));
        return evaluated(3, seq);
    }
    if (rest == "exchange") {
        need(4);
        Obj* value = temp(pointee(1), type);
        then(assign(pointee(2), object(), loc));
        then(new_cast(assign(object(), var(value), loc), ty_.void_));
        return evaluated(4, seq);
    }
    if (rest == "compare_exchange_n" || rest == "compare_exchange") {
        need(6);
        is_scalar_object();
        Node* desired = rest == "compare_exchange" ? pointee(2) : args[2];
        Obj* expected = temp(args[1], args[1]->type);
        if (expected->type->kind != TypeKind::Pointer) error_at(args[1]->loc, "'" + name + "' needs a pointer here");
        then(compare_exchange(deref(var(expected), loc), desired, true));
        return evaluated(3, seq);
    }
    error_at(loc, "unknown builtin '" + name + "'");
}

}  // namespace xp860::cc
