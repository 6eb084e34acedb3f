// Assembler directives: sections, data, symbols, alignment, and the Intel-syntax
// .dual/.enddual/.atmp.
#include <bit>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "toolchain/assembly_unit.h"

namespace xp860::toolchain::detail {
namespace {

constexpr std::uint32_t kNopWord = 0xa0000000;  // shl %r0,%r0,%r0
constexpr std::int64_t kMaxReservation = std::int64_t{256} << 20;
constexpr std::int64_t kMaxAlignment = 1 << 16;

// The flags a section gets when .section names it without a flag string.
std::uint32_t default_section_flags(std::string_view name) {
    if (name.starts_with(".text")) return kSectionAlloc | kSectionExecute;
    if (name.starts_with(".rodata")) return kSectionAlloc;
    if (name.starts_with(".data") || name.starts_with(".bss")) return kSectionAlloc | kSectionWrite;
    return 0;
}

std::string parse_quoted(Scanner& scanner) {
    scanner.expect('"');
    std::string text;
    std::string_view rest = scanner.rest();
    std::size_t i = 0;
    for (;; ++i) {
        if (i >= rest.size()) throw SourceError("unterminated string");
        char c = rest[i];
        if (c == '"') break;
        if (c == '\\') {
            if (++i >= rest.size()) throw SourceError("unterminated string");
            c = rest[i];
            switch (c) {
                case 'n': c = '\n'; break;
                case 't': c = '\t'; break;
                case 'r': c = '\r'; break;
                case 'b': c = '\b'; break;
                case 'f': c = '\f'; break;
                case '\\': case '"': case '\'': break;
                default:
                    if (c >= '0' && c <= '7') {
                        int value = 0;
                        for (int digits = 0; digits < 3 && i < rest.size() && rest[i] >= '0' && rest[i] <= '7';
                             ++digits, ++i)
                            value = value * 8 + (rest[i] - '0');
                        --i;
                        c = static_cast<char>(value);
                    } else {
                        throw SourceError(std::string("unknown escape `\\") + c + "' in a string");
                    }
            }
        }
        text += c;
    }
    scanner.rewind(scanner.position() + i + 1);
    return text;
}

// Intel syntax may name an alignment by the data it is for (as GNU as reads it).
std::optional<std::int64_t> intel_alignment_keyword(Scanner& args) {
    static constexpr std::pair<std::string_view, std::int64_t> kKeywords[] = {
        {".short", 2}, {".long", 4}, {".quad", 16}, {".single", 4}, {".double", 8}};
    const std::size_t start = args.position();
    if (const auto word = args.identifier())
        for (const auto& [keyword, alignment] : kKeywords)
            if (*word == keyword) return alignment;
    args.rewind(start);
    return std::nullopt;
}

}  // namespace

// .align [bytes][, [fill][, max]]: bytes a power of two (0 or none: no alignment),
// as GNU as takes it on the i860; code is padded with nops unless a fill byte is
// given; nothing is padded when that would take more than max bytes.
void AssemblyUnit::align_directive(Scanner& args) {
    args.skip_space();
    std::int64_t alignment = 0;
    if (const auto keyword = options_.intel_syntax ? intel_alignment_keyword(args) : std::nullopt)
        alignment = *keyword;
    else if (!args.at_end() && args.peek() != ',')
        alignment = constant_expression(args, ".align's argument");
    if (alignment < 0 || alignment > kMaxAlignment ||
        (alignment != 0 && !std::has_single_bit(static_cast<std::uint64_t>(alignment))))
        throw SourceError(".align needs a power of two from 1 to 65536, not " + std::to_string(alignment));
    std::optional<std::uint8_t> fill;
    std::int64_t max_skip = -1;
    if (args.consume(',')) {
        args.skip_space();
        if (!args.at_end() && args.peek() != ',') {
            const std::int64_t value = constant_expression(args, ".align's fill byte");
            if (value < -128 || value > 255)
                throw SourceError(".align's fill " + std::to_string(value) + " does not fit in a byte");
            fill = static_cast<std::uint8_t>(value);
        }
        if (args.consume(',')) {
            max_skip = constant_expression(args, ".align's most bytes to skip");
            if (max_skip < 0) throw SourceError(".align's most bytes to skip cannot be negative");
        }
    }
    if (alignment > 1) align_to(static_cast<std::uint32_t>(alignment), fill, max_skip);
}

void AssemblyUnit::align_to(std::uint32_t alignment, std::optional<std::uint8_t> fill, std::int64_t max_skip) {
    UnitSection& section = current();
    section.alignment = std::max(section.alignment, alignment);
    const std::uint32_t padding = (alignment - here() % alignment) % alignment;
    if (max_skip >= 0 && std::int64_t{padding} > max_skip) return;  // GNU as: then it does not align at all
    if (section.type == kSectionNobits) {
        section.nobits_size += padding;
        return;
    }
    if (fill) {
        section.data.insert(section.data.end(), padding, *fill);
        return;
    }
    std::uint32_t remaining = padding;
    // Code is padded with nops so that falling through the gap executes nothing.
    while (section.is_code() && remaining > 0 && here() % 4 != 0) {
        section.data.push_back(0);
        --remaining;
    }
    for (; section.is_code() && remaining >= 4; remaining -= 4) emit_word(kNopWord);
    section.data.insert(section.data.end(), remaining, 0);
}

void AssemblyUnit::data_directive(Scanner& args, int size) {
    do {
        const ExpressionValue value = parse_expression(args, *this);
        if (!value.is_constant()) {
            if (size != 4) throw SourceError("a symbol needs a 4-byte field (.long), not " + std::to_string(size));
            const std::uint32_t offset = here();
            emit_bytes("\0\0\0\0", 4);
            add_fixup(RelocationType::Abs32, value, offset);
            continue;
        }
        const std::int64_t low = -(std::int64_t{1} << (8 * size - 1));
        const std::int64_t high = (std::int64_t{1} << (8 * size)) - 1;
        if (value.constant < low || value.constant > high)
            throw SourceError("value " + std::to_string(value.constant) + " does not fit in " +
                              std::to_string(size) + " byte" + (size > 1 ? "s" : ""));
        std::uint8_t bytes[4];
        for (int i = 0; i < size; ++i) bytes[i] = static_cast<std::uint8_t>(value.constant >> (8 * i));
        emit_bytes(bytes, static_cast<std::size_t>(size));
    } while (args.consume(','));
}

void AssemblyUnit::float_directive(Scanner& args, bool is_double) {
    do {
        args.skip_space();
        std::string token(args.rest().substr(0, args.rest().find(',')));
        while (!token.empty() && (token.back() == ' ' || token.back() == '\t')) token.pop_back();
        args.rewind(args.position() + token.size());
        // GNU as writes floating constants with an optional 0f/0d/0r prefix.
        std::string number = token;
        if (number.size() > 2 && number[0] == '0' && std::strchr("fFdDrReE", number[1]) != nullptr &&
            !std::isdigit(static_cast<unsigned char>(number[1])))
            number = number.substr(2);
        if (number.empty()) throw SourceError("missing floating-point number");
        char* end = nullptr;
        errno = 0;
        if (is_double) {
            const double value = std::strtod(number.c_str(), &end);
            if (*end != '\0') throw SourceError("bad floating-point number `" + token + "'");
            const auto bits = std::bit_cast<std::uint64_t>(value);
            std::uint8_t bytes[8];
            for (int i = 0; i < 8; ++i) bytes[i] = static_cast<std::uint8_t>(bits >> (8 * i));
            emit_bytes(bytes, 8);
        } else {
            // strtof rounds the decimal once, straight to single precision.
            const float value = std::strtof(number.c_str(), &end);
            if (*end != '\0') throw SourceError("bad floating-point number `" + token + "'");
            const auto bits = std::bit_cast<std::uint32_t>(value);
            std::uint8_t bytes[4];
            for (int i = 0; i < 4; ++i) bytes[i] = static_cast<std::uint8_t>(bits >> (8 * i));
            emit_bytes(bytes, 4);
        }
    } while (args.consume(','));
}

void AssemblyUnit::string_directive(Scanner& args, bool zero_terminated) {
    do {
        const std::string text = parse_quoted(args);
        emit_bytes(text.data(), text.size());
        if (zero_terminated) emit_bytes("", 1);
    } while (args.consume(','));
}

void AssemblyUnit::section_directive(Scanner& args) {
    args.skip_space();
    std::string name;
    if (args.peek() == '"') {
        name = parse_quoted(args);
    } else {
        const auto identifier = args.identifier();
        if (!identifier) throw SourceError(".section needs a name");
        name = std::string(*identifier);
    }
    std::uint32_t flags = default_section_flags(name);
    std::uint32_t type = name.starts_with(".bss") ? kSectionNobits : kSectionProgbits;
    if (args.consume(',')) {
        flags = 0;
        for (const char c : parse_quoted(args)) {
            if (c == 'a') flags |= kSectionAlloc;
            else if (c == 'w') flags |= kSectionWrite;
            else if (c == 'x') flags |= kSectionExecute;
            else throw SourceError(std::string("unknown section flag `") + c + "'");
        }
        if (args.consume(',')) {
            if (!args.consume('@') && !args.consume('%')) throw SourceError("expected @progbits or @nobits");
            const auto kind = args.identifier();
            if (kind && *kind == "progbits") type = kSectionProgbits;
            else if (kind && *kind == "nobits") type = kSectionNobits;
            else throw SourceError("expected @progbits or @nobits");
        }
    }
    for (std::size_t i = 0; i < sections_.size(); ++i) {
        if (sections_[i].name == name) {
            current_section_ = static_cast<int>(i);
            return;
        }
    }
    current_section_ = create_section(name, type, flags);
}

// .include "name": the named file's statements, assembled here as if they stood in
// place of the directive; errors in it name it and its own lines.
void AssemblyUnit::include_directive(Scanner& args) {
    constexpr int kMaxDepth = 16;  // deeper is a file including itself
    const std::string name = parse_quoted(args);
    if (!args.at_end()) throw SourceError("junk after .include's file name");
    if (!read_include_) throw SourceError(".include is not available here");
    if (include_depth_ == kMaxDepth) throw SourceError(".include nested more than 16 deep (does a file include itself?)");
    const std::string& including = file_names_[static_cast<std::size_t>(position_.file)];
    const std::optional<IncludedFile> file = read_include_(name, including);
    if (!file) throw SourceError("cannot open include file \"" + name + "\"");
    const SourcePosition resume = position_;
    file_names_.push_back(file->path);
    position_ = {static_cast<int>(file_names_.size() - 1), 0};
    ++include_depth_;
    assemble_source(file->text);
    --include_depth_;
    position_ = resume;
}

bool AssemblyUnit::directive(std::string_view name, Scanner& args) {
    const auto intel_only = [&] {
        if (!options_.intel_syntax)
            throw SourceError("Directive " + std::string(name) +
                              " available only with -mintel-syntax option");
    };
    const auto symbol_name = [&]() -> std::string_view {
        const auto identifier = args.identifier();
        if (!identifier) throw SourceError(std::string(name) + " needs a symbol name");
        return *identifier;
    };

    if (name == ".include") {
        include_directive(args);
    } else if (name == ".text" || name == ".data" || name == ".bss") {
        current_section_ = name == ".text" ? 0 : name == ".data" ? 1 : 2;
    } else if (name == ".section") {
        section_directive(args);
    } else if (name == ".align") {
        align_directive(args);
    } else if (name == ".globl" || name == ".global" || name == ".weak") {
        do {
            UnitSymbol& symbol = symbols_[symbol_index(symbol_name())];
            symbol.binding = name == ".weak" ? kBindWeak : kBindGlobal;
        } while (args.consume(','));
    } else if (name == ".long" || name == ".int") {
        data_directive(args, 4);
    } else if (name == ".short" || name == ".half") {
        data_directive(args, 2);
    } else if (name == ".byte") {
        data_directive(args, 1);
    } else if (name == ".float" || name == ".single") {
        float_directive(args, false);
    } else if (name == ".double") {
        float_directive(args, true);
    } else if (name == ".ascii") {
        string_directive(args, false);
    } else if (name == ".asciz" || name == ".string") {
        string_directive(args, true);
    } else if (name == ".space" || name == ".skip") {
        const std::int64_t count = constant_expression(args, "the size");
        std::int64_t fill = 0;
        if (args.consume(',')) fill = constant_expression(args, "the fill byte");
        if (count < 0 || count > kMaxReservation)
            throw SourceError(std::string(name) + " size " + std::to_string(count) + " out of range 0..256 MiB");
        const std::vector<std::uint8_t> bytes(static_cast<std::size_t>(count), static_cast<std::uint8_t>(fill));
        emit_bytes(bytes.data(), bytes.size());
    } else if (name == ".set" || name == ".equ") {
        const std::string symbol_text(symbol_name());
        args.expect(',');
        const ExpressionValue value = parse_expression(args, *this);
        UnitSymbol& symbol = symbols_[symbol_index(symbol_text)];
        if (symbol.defined() && symbol.section != kAbsoluteSection)
            throw SourceError("symbol `" + symbol_text + "' is already defined (line " +
                              std::to_string(symbol.defined_line) + ")");
        if (value.is_constant()) {
            symbol.section = kAbsoluteSection;
            symbol.value = value.constant;
        } else if (value.minus_symbol == kNoSymbol && symbols_[value.symbol].defined()) {
            const UnitSymbol& target = symbols_[value.symbol];
            symbol.section = target.section;
            symbol.value = (target.type == kSymbolSection ? 0 : target.value) + value.constant;
        } else {
            throw SourceError(std::string(name) + " needs a constant or a symbol defined above");
        }
        symbol.defined_line = position_.line;
    } else if (name == ".comm") {
        const std::string symbol_text(symbol_name());
        args.expect(',');
        const std::int64_t size = constant_expression(args, "the size");
        std::int64_t alignment = std::min<std::int64_t>(16, std::bit_floor(static_cast<std::uint64_t>(std::max<std::int64_t>(size, 1))));
        if (args.consume(',')) alignment = constant_expression(args, "the alignment");
        if (size < 0 || size > kMaxReservation) throw SourceError(".comm size out of range");
        if (alignment < 1 || alignment > kMaxAlignment || !std::has_single_bit(static_cast<std::uint64_t>(alignment)))
            throw SourceError(".comm alignment must be a power of two from 1 to 65536");
        UnitSymbol& symbol = symbols_[symbol_index(symbol_text)];
        if (symbol.defined() && symbol.section != kCommonSection)
            throw SourceError("symbol `" + symbol_text + "' is already defined");
        symbol.section = kCommonSection;
        symbol.value = alignment;
        symbol.size = static_cast<std::uint32_t>(size);
        symbol.binding = kBindGlobal;
        symbol.type = kSymbolObject;
        symbol.defined_line = position_.line;
    } else if (name == ".org") {
        const ExpressionValue value = parse_expression(args, *this);
        std::int64_t target = value.constant;
        if (!value.is_constant()) {
            if (value.symbol != current().symbol || value.minus_symbol != kNoSymbol)
                throw SourceError(".org needs a constant or an offset from . in this section");
        }
        if (target < here()) throw SourceError(".org cannot move backwards");
        if (target > kMaxReservation) throw SourceError(".org beyond 256 MiB");
        const std::vector<std::uint8_t> bytes(static_cast<std::size_t>(target - here()), 0);
        emit_bytes(bytes.data(), bytes.size());
    } else if (name == ".type") {
        UnitSymbol& symbol = symbols_[symbol_index(symbol_name())];
        args.expect(',');
        if (!args.consume('@') && !args.consume('%')) throw SourceError("expected @function or @object");
        const auto kind = args.identifier();
        if (kind && *kind == "function") symbol.type = kSymbolFunction;
        else if (kind && *kind == "object") symbol.type = kSymbolObject;
        else if (kind && *kind == "notype") symbol.type = kSymbolNoType;
        else throw SourceError("expected @function, @object or @notype");
    } else if (name == ".size") {
        const std::string symbol_text(symbol_name());
        args.expect(',');
        const std::int64_t size = constant_expression(args, "the size");
        if (size < 0 || size > kMaxReservation) throw SourceError(".size out of range");
        symbols_[symbol_index(symbol_text)].size = static_cast<std::uint32_t>(size);
    } else if (name == ".file" || name == ".ident") {
        args.rewind(args.position() + args.rest().size());  // recorded by nothing
    } else if (name == ".dual") {
        intel_only();
        dual_block_ = true;
    } else if (name == ".enddual") {
        intel_only();
        dual_block_ = false;
    } else if (name == ".atmp") {
        intel_only();
        const auto reg = parse_integer_register(args);
        if (!reg) throw SourceError(".atmp needs an integer register");
        if (*reg == 0) throw SourceError(".atmp cannot be r0");
        temporary_register_ = *reg;
    } else {
        return false;
    }
    if (!args.at_end())
        throw SourceError(std::string("junk at end of line, first unrecognized character is `") +
                          args.peek() + "'");
    return true;
}

}  // namespace xp860::toolchain::detail
