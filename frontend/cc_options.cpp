#include "frontend/cc_options.h"

#include <algorithm>
#include <map>
#include <utility>

#include "frontend/command_line.h"

namespace xp860::frontend {
namespace {

// gcc's long options that xp860-cc takes, as gcc writes them (one dash).
const char* const kSingleDashFlags[] = {"-pedantic", "-ansi", "-static", "-nostdlib"};

// -O takes what gcc takes: a level, or s, z, g, fast (each optimises as -O2 here).
CLI::Validator optimisation_level() {
    return CLI::Validator(
        [](std::string& text) {
            const bool digits = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
            if (digits || text == "s" || text == "z" || text == "g" || text == "fast") return std::string();
            return "invalid value '" + text + "' (a level 0, 1, 2, 3, or s, z, g, fast)";
        },
        "", "LEVEL");
}

// A value option taken as gcc takes it: joined (-Ipath) or as the next argument,
// one value each time it is given.
CLI::Option* add_repeated(CLI::App& app, const std::string& name, std::vector<std::string>& values,
                          const std::string& help, const std::string& text) {
    return app.add_option(name, values, help)->option_text(text)->allow_extra_args(false);
}

// The values of `wanted`, in the order the command line gave them.
std::vector<std::pair<const CLI::Option*, std::string>> in_command_line_order(
    const CLI::App& app, const std::vector<const CLI::Option*>& wanted) {
    std::map<const CLI::Option*, std::size_t> taken;
    std::vector<std::pair<const CLI::Option*, std::string>> values;
    for (const CLI::Option* option : app.parse_order())
        if (std::find(wanted.begin(), wanted.end(), option) != wanted.end())
            values.emplace_back(option, option->results()[taken[option]++]);
    return values;
}

}  // namespace

std::vector<std::string> gcc_arguments_for_cli11(int argc, char** argv) {
    std::vector<std::string> args(argv, argv + argc);
    for (std::size_t i = 1; i < args.size(); ++i) {
        std::string& arg = args[i];
        if (arg == "--") break;
        if (arg == "-O") arg = "-O1";
        else if (arg == "-W") arg = "-Wextra";
        else if (arg.starts_with("-std=") ||
                 std::find(std::begin(kSingleDashFlags), std::end(kSingleDashFlags), arg) != std::end(kSingleDashFlags))
            arg.insert(0, "-");
    }
    return args;
}

CcCommandLine::CcCommandLine(CLI::App& app) : app_(app) {
    use_tool_format(app);
    app.add_flag("-c", compile_only_, "compile and assemble, do not link (FILE.o)");
    app.add_flag("-S", assembly_only_, "compile only (FILE.s)");
    app.add_flag("-E", preprocess_only_, "preprocess only, to stdout or -o");
    app.add_option("-O", opt_level_, "optimisation: -O0 (default), -O1, -O2\n(-O is -O1; -O3, -Os, -Ofast... are -O2)")
        ->option_text("LEVEL")
        ->check(optimisation_level())
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);  // the last one counts, as in gcc
    app.add_option("-o", parsed_.output, "output file (default a.out; FILE.o with -c, FILE.s with -S)")
        ->option_text("OUT")
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
    include_ = add_repeated(app, "-I", in_order_, "add DIR to the header search path", "DIR");
    define_ = add_repeated(app, "-D", in_order_, "define a macro (as 1 without =VALUE)", "NAME[=VALUE]");
    undefine_ = add_repeated(app, "-U", in_order_, "undefine a macro", "NAME");
    add_repeated(app, "-L", parsed_.lib_dirs, "add DIR to the -l search path (before the driver's own)", "DIR");
    library_ = add_repeated(app, "-l", in_order_, "link libNAME.a, searched where it stands among the files", "NAME");
    add_repeated(app, "-m", machine_,
                 "-mprocess: link at the kernel's USER_BASE with crt0-process and\n"
                 "the NX library, to run as a process under --kernel;\n"
                 "other machine options are accepted and ignored",
                 "MACHINE");
    app.add_flag("--nostdlib", parsed_.no_stdlib, "-nostdlib: link neither crt0 nor the C, runtime and NX libraries");
    app.add_flag("-v", parsed_.verbose, "print the preprocessor's command line");
    app.add_flag("-w", parsed_.no_warnings, "no warnings");
    app.add_flag("-g", ignored_flag_, "debugging information: accepted and ignored");
    add_repeated(app, "-W", ignored_, "warning options (-Wall, -Wextra...): accepted and ignored", "WARNING");
    add_repeated(app, "-f", ignored_, "code generation options (-fno-builtin...): accepted and ignored", "FLAG");
    app.add_option("--std", ignored_, "-std=STANDARD: cpp always takes gnu11; accepted and ignored")
        ->option_text("STANDARD")
        ->allow_extra_args(false);
    app.add_flag("--pedantic", ignored_flag_, "-pedantic: accepted and ignored");
    app.add_flag("--ansi", ignored_flag_, "-ansi: accepted and ignored");
    app.add_flag("--static", ignored_flag_, "-static: accepted and ignored (every link is static)");
    files_ = app.add_option("FILE", in_order_, "C (.c, .i), assembly (.s, .S), objects (.o) and archives (.a)")
                 ->required();
}

CcOptions CcCommandLine::finish() const {
    CcOptions options = parsed_;
    options.stop = preprocess_only_ ? CcOptions::Stop::Preprocess
                   : assembly_only_ ? CcOptions::Stop::Compile
                   : compile_only_  ? CcOptions::Stop::Assemble
                                    : CcOptions::Stop::Link;
    options.opt_level = opt_level_ == "0" ? 0 : opt_level_ == "1" ? 1 : 2;
    options.process = std::find(machine_.begin(), machine_.end(), "process") != machine_.end();
    const auto flag_of = [&](const CLI::Option* option) {
        return option == include_ ? "-I" : option == define_ ? "-D" : option == undefine_ ? "-U" : "-l";
    };
    for (const auto& [option, value] : in_command_line_order(app_, {include_, define_, undefine_}))
        options.cpp_args.push_back(flag_of(option) + value);
    for (const auto& [option, value] : in_command_line_order(app_, {library_, files_}))
        options.inputs.push_back(option == library_ ? "-l" + value : value);
    return options;
}

}  // namespace xp860::frontend
