// xp860-cc: the C compiler driver. Preprocesses with Debian's cpp (README: why),
// takes gcc's options as gcc does (frontend/cc_options.h); compiles with
// toolchain/cc, assembles and links in-process with the toolchain library, and finds
// its headers, crt0 and libraries relative to its own executable (XP860_CC_* paths, set by CMake relative to the bin folder).
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "frontend/cc_options.h"
#include "frontend/command_line.h"
#include "toolchain/archive.h"
#include "toolchain/assembler.h"
#include "toolchain/cc/compiler.h"
#include "toolchain/elf_file.h"
#include "toolchain/file_bytes.h"
#include "toolchain/linker.h"
#include "toolchain/tool_error.h"

extern char** environ;

namespace {

namespace fs = std::filesystem;
using xp860::toolchain::ToolError;

// The i860 ILP32 model (CC-CONTRACT.md) for the preprocessor.
const char* const kPredefined[] = {
    "__i860__", "__i860XP__", "__i860", "__ILP32__", "__xp860__", "__CHAR_BIT__=8", "__SIZEOF_INT__=4",
    "__SIZEOF_LONG__=4", "__SIZEOF_LONG_LONG__=8", "__SIZEOF_SHORT__=2", "__SIZEOF_POINTER__=4",
    "__SIZEOF_FLOAT__=4", "__SIZEOF_DOUBLE__=8", "__SIZEOF_LONG_DOUBLE__=8", "__SIZEOF_SIZE_T__=4",
    "__SIZEOF_WCHAR_T__=4", "__SIZEOF_PTRDIFF_T__=4", "__SIZE_TYPE__=unsigned long", "__PTRDIFF_TYPE__=long",
    "__WCHAR_TYPE__=long", "__INT_MAX__=2147483647", "__LONG_MAX__=2147483647L",
    "__LONG_LONG_MAX__=9223372036854775807LL", "__SCHAR_MAX__=127", "__SHRT_MAX__=32767",
    // The memory orders of the __atomic builtins (toolchain/cc/parse_atomic.cpp).
    "__ATOMIC_RELAXED=0", "__ATOMIC_CONSUME=1", "__ATOMIC_ACQUIRE=2", "__ATOMIC_RELEASE=3", "__ATOMIC_ACQ_REL=4",
    "__ATOMIC_SEQ_CST=5", "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_1", "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_2",
    "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_4", "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_8",
    "__ORDER_LITTLE_ENDIAN__=1234", "__ORDER_BIG_ENDIAN__=4321", "__BYTE_ORDER__=__ORDER_LITTLE_ENDIAN__",
    // GNU C as clang claims it (4.2.1): programs test __GNUC__ before they use
    // statement expressions, typeof, attributes and builtins, which xp860-cc has.
    "__GNUC__=4", "__GNUC_MINOR__=2", "__GNUC_PATCHLEVEL__=1", "__VERSION__=\"xp860-cc (GNU C 4.2.1 compatible)\""};

using Options = xp860::frontend::CcOptions;

fs::path tool_dir() {
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error);
    if (error) throw ToolError("xp860-cc: cannot find its own executable: " + error.message());
    return self.parent_path();
}

// Runs a program with arguments; returns its stdout, or throws when it fails
// (its own messages went to stderr).
std::string run_capture(const std::vector<std::string>& argv, bool verbose) {
    if (verbose) {
        for (const auto& a : argv) std::cerr << a << " ";
        std::cerr << "\n";
    }
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0) throw ToolError("xp860-cc: cannot make a pipe");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 1);
    posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
    std::vector<char*> c_argv;
    for (const auto& a : argv) c_argv.push_back(const_cast<char*>(a.c_str()));
    c_argv.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, argv[0].c_str(), &actions, nullptr, c_argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(pipe_fds[1]);
    if (spawned != 0) {
        close(pipe_fds[0]);
        throw ToolError("xp860-cc: cannot run " + argv[0]);
    }
    std::string output;
    char buffer[65536];
    for (ssize_t n; (n = read(pipe_fds[0], buffer, sizeof buffer)) > 0;) output.append(buffer, static_cast<std::size_t>(n));
    close(pipe_fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) throw ToolError("xp860-cc: " + argv[0] + " failed");
    return output;
}

std::string preprocess(const Options& o, const std::string& file, const fs::path& include_dir) {
    std::vector<std::string> argv = {"cpp", "-undef", "-nostdinc", "-std=gnu11", "-fdollars-in-identifiers"};
    for (const char* d : kPredefined) argv.push_back(std::string("-D") + d);
    if (o.process) argv.push_back("-D__xp860_process__");
    argv.insert(argv.end(), o.cpp_args.begin(), o.cpp_args.end());
    argv.push_back("-isystem");
    argv.push_back(include_dir.string());
    argv.push_back(file);
    return run_capture(argv, o.verbose);
}

void write_text(const std::string& path, const std::string& text) {
    if (path == "-") {
        std::cout << text;
        return;
    }
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw ToolError("xp860-cc: cannot write " + path);
}

std::string replace_extension(const std::string& file, const std::string& ext) {
    return fs::path(file).filename().replace_extension(ext).string();
}

xp860::toolchain::ObjectFile assemble(const std::string& text, const std::string& name) {
    xp860::toolchain::AssemblerOptions options;
    options.xp = true;
    return xp860::toolchain::assemble(text, name, options);
}

std::string read_text(const std::string& path) {
    const auto bytes = xp860::toolchain::read_file_bytes(path);
    return std::string(bytes.begin(), bytes.end());
}

// Adds an object or archive file to the link.
void add_link_input(std::vector<std::pair<std::string, xp860::toolchain::ObjectFile>>& inputs,
                    const std::string& path) {
    const auto bytes = xp860::toolchain::read_file_bytes(path);
    if (xp860::toolchain::is_archive(bytes)) {
        xp860::toolchain::pull_archive_members(inputs, xp860::toolchain::read_archive(bytes, path), path);
        return;
    }
    inputs.emplace_back(path, xp860::toolchain::read_elf(bytes, path));
}

// -lm and -lc name what the C library has (as musl's libm.a, empty): build lines
// written for Unix link unchanged.
bool is_part_of_libc(const std::string& name) {
    return name == "m" || name == "c";
}

std::string find_library(const Options& o, const std::string& name, const fs::path& lib_dir) {
    std::vector<fs::path> dirs(o.lib_dirs.begin(), o.lib_dirs.end());
    dirs.push_back(lib_dir);
    for (const auto& d : dirs) {
        const fs::path p = d / ("lib" + name + ".a");
        if (fs::exists(p)) return p.string();
    }
    throw ToolError("xp860-cc: cannot find -l" + name);
}

// The C library (its system layer the kernel's under -mprocess), then the compiler's
// runtime, which the library calls into too; under -mprocess the NX library.
void add_standard_libraries(std::vector<std::pair<std::string, xp860::toolchain::ObjectFile>>& inputs,
                            const Options& o, const fs::path& lib_dir) {
    const std::string libc = o.process ? "c-process" : "c";
    for (const std::string& lib : {libc, std::string("xp860rt"), libc, std::string("xp860rt")}) {
        const fs::path path = lib_dir / ("lib" + lib + ".a");
        if (fs::exists(path)) add_link_input(inputs, path.string());
    }
    if (o.process) {
        const fs::path nx = lib_dir / "libnx.a";
        if (fs::exists(nx)) add_link_input(inputs, nx.string());
    }
}

int run(const Options& o) {
    xp860::cc::set_warnings(!o.no_warnings);
    const fs::path bin = tool_dir();
    const fs::path include_dir = (bin / XP860_CC_INCLUDE_DIR).lexically_normal();
    const fs::path lib_dir = (bin / XP860_CC_LIB_DIR).lexically_normal();
    const bool single = o.inputs.size() == 1;
    if (!single && !o.output.empty() && o.stop != Options::Stop::Link)
        throw ToolError("xp860-cc: cannot specify -o with -c, -S or -E with multiple files");

    std::vector<std::pair<std::string, xp860::toolchain::ObjectFile>> objects;
    std::vector<std::string> libraries;
    for (const std::string& input : o.inputs) {
        if (input.starts_with("-l")) {
            libraries.push_back(input.substr(2));
            continue;
        }
        const std::string ext = fs::path(input).extension().string();
        if (ext == ".c" || ext == ".h" || ext == ".i") {
            std::string text = ext == ".i" ? read_text(input) : preprocess(o, input, include_dir);
            if (o.stop == Options::Stop::Preprocess) {
                write_text(o.output.empty() ? "-" : o.output, text);
                continue;
            }
            const std::string assembly = xp860::cc::compile_to_assembly(text, input, o.opt_level);
            if (o.stop == Options::Stop::Compile) {
                write_text(o.output.empty() ? replace_extension(input, ".s") : o.output, assembly);
                continue;
            }
            auto object = assemble(assembly, input);
            if (o.stop == Options::Stop::Assemble) {
                xp860::toolchain::write_elf_file(o.output.empty() ? replace_extension(input, ".o") : o.output, object);
                continue;
            }
            objects.emplace_back(input, std::move(object));
        } else if (ext == ".s" || ext == ".S") {
            if (o.stop == Options::Stop::Preprocess || o.stop == Options::Stop::Compile) continue;
            auto object = assemble(read_text(input), input);
            if (o.stop == Options::Stop::Assemble) {
                xp860::toolchain::write_elf_file(o.output.empty() ? replace_extension(input, ".o") : o.output, object);
                continue;
            }
            objects.emplace_back(input, std::move(object));
        } else {
            libraries.push_back(":" + input);  // objects and archives keep their place
        }
    }
    if (o.stop != Options::Stop::Link) return 0;

    std::vector<std::pair<std::string, xp860::toolchain::ObjectFile>> inputs;
    if (!o.no_stdlib) add_link_input(inputs, (lib_dir / (o.process ? "crt0-process.o" : "crt0.o")).string());
    for (auto& object : objects) inputs.push_back(std::move(object));
    for (const std::string& lib : libraries) {
        if (lib[0] == ':') add_link_input(inputs, lib.substr(1));
        else if (is_part_of_libc(lib) && !o.no_stdlib) continue;
        else add_link_input(inputs, find_library(o, lib, lib_dir));
    }
    if (!o.no_stdlib) add_standard_libraries(inputs, o, lib_dir);
    xp860::toolchain::LinkOptions link_options;
    if (o.process) link_options.text_address = XP860_CC_USER_BASE;
    const auto linked = xp860::toolchain::link(inputs, link_options);
    xp860::toolchain::write_elf_file(o.output.empty() ? "a.out" : o.output, linked);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args = xp860::frontend::gcc_arguments_for_cli11(argc, argv);
    std::vector<char*> arg_pointers;
    for (std::string& arg : args) arg_pointers.push_back(arg.data());
    CLI::App app("Compiles C (.c), assembles (.s) and links (.o, .a) for the i860, taking gcc's options as gcc\n"
                 "does (joined or not: -O2 -DNAME -Ipath -lm; -std=gnu11 -pedantic with one dash); by default an\n"
                 "executable that `xp860 run` runs on a bare node.",
                 "xp860-cc");
    const xp860::frontend::CcCommandLine command_line(app);
    return xp860::frontend::run_tool(app, static_cast<int>(arg_pointers.size()), arg_pointers.data(), "",
                                     [&] { return run(command_line.finish()); });
}
