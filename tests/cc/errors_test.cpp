// cc.errors: bad programs are refused with "file:line:column: error: ..." and exit
// status 1, never a crash or a hang.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "tests/test_support.h"

namespace {

// Compiles `text` as bad.c and returns what xp860-cc printed; requires failure.
std::string compile_error(const std::string& text) {
    const auto dir = xp860::test::make_temp_dir("cc_errors");
    const auto source = dir / "bad.c";
    std::ofstream(source) << text;
    const auto result = xp860::test::run_command("cd " + dir.string() + " && " +
                                                 (xp860::test::tool_dir() / "xp860-cc").string() +
                                                 " -c -o bad.o bad.c");
    std::filesystem::remove_all(dir);
    CHECK(result.status == 1);
    return result.output;
}

}  // namespace

TEST_CASE("errors name the file, line and column") {
    CHECK(compile_error("int main(void) {\n  return x;\n}\n").find("bad.c:2:10: error: 'x' undeclared") !=
          std::string::npos);
    CHECK(compile_error("int f(void) { return 1 }\n").find("bad.c:1:24: error: expected ';'") != std::string::npos);
    CHECK(compile_error("struct s { int a; };\nint f(struct s v) { return v.b; }\n")
              .find("bad.c:2:30: error: no member named 'b'") != std::string::npos);
    CHECK(compile_error("int a[-1];\n").find("bad.c:1:6: error: size of array is negative") != std::string::npos);
    CHECK(compile_error("int f(void) {\n  break;\n}\n").find("bad.c:2:3: error:") != std::string::npos);
    CHECK(compile_error("_Static_assert(1 == 2, \"no\");\n").find("bad.c:1:1: error: static assertion failed") !=
          std::string::npos);
    CHECK(compile_error("int f(void) { goto nowhere; }\n").find("bad.c:1:15: error: label 'nowhere'") !=
          std::string::npos);
    // GNU C initializes a flexible array member only in a static object.
    CHECK(compile_error("struct s { int n; int v[]; };\nint f(void) { struct s x = { 1, { 2 } }; return x.n; }\n")
              .find("bad.c:2:24: error: non-static initialization of a flexible array member") != std::string::npos);
    // An alignment the assembler's .align cannot give is refused here, not by xp860-as
    // (cc_fuzz found _Alignas(63) reaching the assembler); _Alignas(0) does nothing.
    CHECK(compile_error("_Alignas(63) int x;\n").find("bad.c:1:1: error: requested alignment is not a power of 2") !=
          std::string::npos);
    CHECK(compile_error("int y __attribute__((aligned(131072)));\n").find("error: requested alignment") !=
          std::string::npos);
    // A file-scope sizeof's operand is parsed outside any function (cc_fuzz found the
    // compiler crashing on this one).
    CHECK(compile_error("int a = sizeof(__builtin_alloca(4));\n")
              .find("bad.c:1:16: error: __builtin_alloca outside a function") != std::string::npos);
}

TEST_CASE("GNU extensions xp860-cc lacks are refused by name, not miscompiled") {
    // vector_size was ignored with a warning, leaving a plain int.
    CHECK(compile_error("typedef int v4 __attribute__((vector_size(16)));\n")
              .find("bad.c:1:31: error: vector types (attribute 'vector_size') are not supported") != std::string::npos);
    CHECK(compile_error("int outer(int x) {\n  int add(int y) { return x + y; }\n  return add(1);\n}\n")
              .find("bad.c:2:18: error: nested function 'add' (a GNU extension) is not supported") != std::string::npos);
    CHECK(compile_error("_Complex int z;\n").find("bad.c:1:1: error: integer complex types are not supported") !=
          std::string::npos);
    // Constants fold (cc.suite's complex_static); a variable's value is not one.
    CHECK(compile_error("double _Complex z;\ndouble _Complex w = z * 2;\n")
              .find("bad.c:2:23: error: complex arithmetic in a static initializer is not supported") !=
          std::string::npos);
    CHECK(compile_error("void f(int x) { asm(\"nop\" : : \"r\"(x)); }\n")
              .find("bad.c:1:31: error: extended asm operands are supported only with an empty template") !=
          std::string::npos);
    CHECK(compile_error("int f(void) { int sum = ({ static int tick; tick++; }), x = 0; return x; }\nvoid g(void) {}\n"
                        "__attribute__((vector_size(8))) int v;\n")
              .find("bad.c:3:16: error: vector types") != std::string::npos);
    CHECK(compile_error("int f(int *p) { return __sync_fetch_and_add(p); }\n")
              .find("bad.c:1:24: error: '__sync_fetch_and_add' takes 2 arguments") != std::string::npos);
    CHECK(compile_error("int f(void) { return __atomic_test_and_set(); }\n")
              .find("bad.c:1:22: error: the first argument of '__atomic_test_and_set' must point to an object") !=
          std::string::npos);
    CHECK(compile_error("int f(void) { int x; return __atomic_load_n(x, 5); }\n")
              .find("error: the first argument of '__atomic_load_n' must point to an object") != std::string::npos);
}

TEST_CASE("preprocessor errors name the file and line too") {
    CHECK(compile_error("#include <no_such_header.h>\n").find("bad.c:1:10: fatal error") != std::string::npos);
    CHECK(compile_error("#error stop here\n").find("bad.c:1:2: error: #error stop here") != std::string::npos);
}

TEST_CASE("truncated and garbage input ends in an error, not a crash") {
    for (const char* text : {"int main(void) {", "struct {", "int f(", "\"unterminated", "int x = 1 +;",
                             "@", "int (*(*f)(int))[;", "typedef int t; t t t;", "int a[] = {1, [5 ... ] = 2};"}) {
        const std::string out = compile_error(text);
        CHECK(out.find("bad.c:1:") != std::string::npos);
    }
}
