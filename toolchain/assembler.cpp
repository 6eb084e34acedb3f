// The assembler's driver: lines, statements, labels, symbols, fixups and the
// object file that comes out.
#include "toolchain/assembler.h"
#include "cpu/little_endian.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "toolchain/assembly_unit.h"
#include "toolchain/hex.h"
#include "toolchain/tool_error.h"

namespace xp860::toolchain {
namespace detail {
namespace {

// Errors past this many are counted, not listed: a binary file fed to the
// assembler should not produce a million lines.
constexpr std::size_t kMaxListedErrors = 100;

// The text of a line up to its comment: '#' or "//" outside quotes.
std::string_view strip_comment(std::string_view line) {
    char quote = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quote != 0) {
            if (c == '\\') ++i;
            else if (c == quote) quote = 0;
            continue;
        }
        if (c == '"') quote = c;
        else if (c == '\'') {
            ++i;  // a character constant: 'x or '\x
            if (i < line.size() && line[i] == '\\') ++i;
        } else if (c == '#' || (c == '/' && i + 1 < line.size() && line[i + 1] == '/')) {
            return line.substr(0, i);
        }
    }
    return line;
}

// Statements of a line, split at ';' outside quotes.
std::vector<std::string_view> split_statements(std::string_view line) {
    std::vector<std::string_view> statements;
    char quote = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quote != 0) {
            if (c == '\\') ++i;
            else if (c == quote) quote = 0;
        } else if (c == '"') {
            quote = c;
        } else if (c == ';') {
            statements.push_back(line.substr(start, i - start));
            start = i + 1;
        }
    }
    statements.push_back(line.substr(start));
    return statements;
}

std::string local_label_name(int number, int instance) {
    // \002 keeps the name out of anything a user can write, as GNU as does.
    return ".L" + std::to_string(number) + "\002" + std::to_string(instance);
}

// A symbol's name as the source writes it: "1" for the numeric label 1.
std::string written_name(const std::string& name) {
    const std::size_t instance = name.find('\002');
    return instance == std::string::npos ? name : name.substr(2, instance - 2);
}

}  // namespace

AssemblyUnit::AssemblyUnit(std::string file_name, AssemblerOptions options, std::uint32_t code_base,
                           IncludeReader read_include)
    : file_names_{std::move(file_name)},
      options_(options),
      read_include_(std::move(read_include)),
      code_base_(code_base) {
    create_section(".text", kSectionProgbits, kSectionAlloc | kSectionExecute);
    create_section(".data", kSectionProgbits, kSectionAlloc | kSectionWrite);
    create_section(".bss", kSectionNobits, kSectionAlloc | kSectionWrite);
    current_section_ = 0;
}

void AssemblyUnit::error(const std::string& message) {
    errors_.push_back(file_names_[static_cast<std::size_t>(position_.file)] + ":" +
                      std::to_string(position_.line) + ": error: " + message);
}

void AssemblyUnit::assemble_source(std::string_view source) {
    std::size_t start = 0;
    while (start <= source.size()) {
        std::size_t end = source.find('\n', start);
        if (end == std::string_view::npos) end = source.size();
        std::string_view line = source.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        ++position_.line;
        if (line.find('\0') != std::string_view::npos) {
            error("NUL character in the source (is this a text file?)");
        } else {
            for (const std::string_view text : split_statements(strip_comment(line))) {
                try {
                    statement(text);
                } catch (const SourceError& e) {
                    error(e.what());
                }
            }
        }
        start = end + 1;
    }
}

void AssemblyUnit::statement(std::string_view text) {
    Scanner scanner(text);
    // Labels: "name:" or "N:" (numeric local), any number of them.
    for (;;) {
        const std::size_t start = scanner.position();
        scanner.skip_space();
        const std::string_view rest = scanner.rest();
        std::size_t digits = 0;
        while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits]))) ++digits;
        if (digits > 0 && digits < rest.size() && rest[digits] == ':') {
            if (digits > 9) throw SourceError("numeric label too long");
            scanner.rewind(scanner.position() + digits + 1);
            define_local_label(std::stoi(std::string(rest.substr(0, digits))));
            continue;
        }
        const auto name = scanner.identifier();
        if (name && scanner.rest().starts_with(":")) {
            scanner.consume(':');
            define_label(*name);
            continue;
        }
        scanner.rewind(start);
        break;
    }
    if (scanner.at_end()) return;
    const auto word = scanner.identifier();
    if (!word) throw SourceError(std::string("unexpected `") + scanner.peek() + "' at the start of a statement");
    if (word->front() == '.') {
        if (!directive(*word, scanner)) throw SourceError("unknown directive `" + std::string(*word) + "'");
        return;
    }
    try {
        instruction(*word, scanner);
    } catch (const SourceError&) {
        // GNU as places a word for an instruction it refuses: what follows keeps
        // the offset it would have there (8-byte pairs are checked by offset).
        if (current().type != kSectionNobits) emit_bytes("\0\0\0\0", 4);
        throw;
    }
}

int AssemblyUnit::create_section(std::string_view name, std::uint32_t type, std::uint32_t flags) {
    UnitSection section;
    section.name = std::string(name);
    section.type = type;
    section.flags = flags;
    section.alignment = (flags & kSectionExecute) != 0 ? 4 : 1;
    UnitSymbol symbol;
    symbol.name = section.name;
    symbol.type = kSymbolSection;
    symbol.section = static_cast<int>(sections_.size());
    section.symbol = static_cast<int>(symbols_.size());
    symbols_.push_back(symbol);
    sections_.push_back(section);
    return symbol.section;
}

int AssemblyUnit::symbol_index(std::string_view name) {
    if (const auto it = symbol_by_name_.find(name); it != symbol_by_name_.end()) return it->second;
    UnitSymbol symbol;
    symbol.name = std::string(name);
    symbol.in_object = !name.starts_with(".L");
    const int index = static_cast<int>(symbols_.size());
    symbols_.push_back(symbol);
    symbol_by_name_.emplace(symbol.name, index);
    return index;
}

void AssemblyUnit::define_label(std::string_view name) {
    UnitSymbol& symbol = symbols_[symbol_index(name)];
    if (symbol.defined())
        throw SourceError("symbol `" + std::string(name) + "' is already defined (line " +
                          std::to_string(symbol.defined_line) + ")");
    symbol.section = current_section_;
    symbol.value = here();
    symbol.defined_line = position_.line;
}

void AssemblyUnit::define_local_label(int number) {
    const int instance = ++local_label_instances_[number];
    define_label(local_label_name(number, instance));
    symbols_[symbol_index(local_label_name(number, instance))].in_object = false;
}

ExpressionValue AssemblyUnit::symbol_reference(std::string_view name) {
    ExpressionValue value;
    const int index = symbol_index(name);
    const UnitSymbol& symbol = symbols_[index];
    if (symbol.section == kAbsoluteSection) {
        value.constant = symbol.value;
    } else {
        value.symbol = index;
    }
    return value;
}

ExpressionValue AssemblyUnit::local_label_reference(int number, bool forward) {
    const int defined = local_label_instances_[number];
    if (!forward && defined == 0)
        throw SourceError("no local label " + std::to_string(number) + ": before this line");
    ExpressionValue value;
    value.symbol = symbol_index(local_label_name(number, forward ? defined + 1 : defined));
    symbols_[value.symbol].in_object = false;
    return value;
}

ExpressionValue AssemblyUnit::location() {
    ExpressionValue value;
    value.symbol = current().symbol;
    value.constant = here();
    return value;
}

std::optional<std::int64_t> AssemblyUnit::difference(int symbol, int minus_symbol) {
    const UnitSymbol& a = symbols_[symbol];
    const UnitSymbol& b = symbols_[minus_symbol];
    if (!a.defined() || !b.defined() || a.section != b.section || a.section < 0) return std::nullopt;
    // A section symbol stands for the section's start.
    return (a.type == kSymbolSection ? 0 : a.value) - (b.type == kSymbolSection ? 0 : b.value);
}

std::int64_t AssemblyUnit::constant_expression(Scanner& scanner, const char* what) {
    const ExpressionValue value = parse_expression(scanner, *this);
    if (!value.is_constant())
        throw SourceError(std::string(what) + " must be a constant known at this point");
    return value.constant;
}

void AssemblyUnit::emit_bytes(const void* bytes, std::size_t count) {
    UnitSection& section = current();
    constexpr std::size_t kMaxSectionSize = std::size_t{256} << 20;
    if (section.size() + count > kMaxSectionSize)
        throw SourceError("section " + section.name + " would exceed 256 MiB");
    if (section.type == kSectionNobits) {
        const auto* p = static_cast<const std::uint8_t*>(bytes);
        if (std::any_of(p, p + count, [](std::uint8_t b) { return b != 0; }))
            throw SourceError("section " + section.name + " holds no data; only zeros may be reserved");
        section.nobits_size += static_cast<std::uint32_t>(count);
        return;
    }
    const auto* p = static_cast<const std::uint8_t*>(bytes);
    section.data.insert(section.data.end(), p, p + count);
}

void AssemblyUnit::emit_word(std::uint32_t word) {
    if (here() % 4 != 0) throw SourceError("instruction at a misaligned offset (use .align 4)");
    std::array<std::uint8_t, 4> bytes{};
    cpu::store_little_endian(bytes, word);
    emit_bytes(bytes.data(), bytes.size());
}

void AssemblyUnit::add_fixup(RelocationType type, const ExpressionValue& value, std::uint32_t offset,
                             std::uint8_t alignment) {
    if (current().type == kSectionNobits) throw SourceError("relocated value in a section without data");
    fixups_.push_back(Fixup{current_section_, offset, type, value, position_, alignment});
}

// As GNU as checks it: the value a field receives, or for a relocation its addend
// (offset from the symbol, or from the section for a local one), must be a
// multiple of the operand's size; the linker can only add multiples to it.
bool AssemblyUnit::check_alignment(const Fixup& fixup, std::int64_t value, const std::string& what) {
    if (value % fixup.alignment == 0) return true;
    error(what + " is not a multiple of " + std::to_string(fixup.alignment) + ", as the " +
          (is_pc_relative(fixup.type) ? "branch" : "operand's size") + " requires");
    return false;
}

void AssemblyUnit::resolve_fixup(const Fixup& fixup, ObjectFile& object) {
    position_ = fixup.position;
    const UnitSection& section = sections_[fixup.section];
    const std::uint32_t base = section.is_code() ? code_base_ : 0;
    const std::uint32_t place_address = base + fixup.offset;
    std::uint8_t* place = object.sections[fixup.section].data.data() + fixup.offset;
    ExpressionValue value = fixup.value;
    if (value.symbol != kNoSymbol && value.minus_symbol != kNoSymbol) {
        const auto delta = difference(value.symbol, value.minus_symbol);
        if (!delta) {
            error("cannot relocate the difference of `" + symbols_[value.symbol].name + "' and `" +
                  symbols_[value.minus_symbol].name + "' (not both defined in one section)");
            return;
        }
        value.constant += *delta;
        value.symbol = value.minus_symbol = kNoSymbol;
    } else if (value.minus_symbol != kNoSymbol) {
        error("cannot relocate a negated symbol `" + symbols_[value.minus_symbol].name + "'");
        return;
    }

    const auto apply = [&](std::int64_t target) {
        const std::string what = is_pc_relative(fixup.type) ? "branch target " + hex(static_cast<std::uint32_t>(target))
                                                            : "value " + std::to_string(target);
        if (!check_alignment(fixup, target, what)) return;
        if (auto message = apply_relocation(fixup.type, place, static_cast<std::uint32_t>(target),
                                            place_address))
            error(*message);
    };
    if (value.symbol == kNoSymbol) {
        // An absolute value; a constant branch target is an address in this section's
        // assembly-time frame.
        apply(value.constant);
        return;
    }
    const UnitSymbol& symbol = symbols_[value.symbol];
    if (symbol.section == kAbsoluteSection) {
        apply(symbol.value + value.constant);
        return;
    }
    const bool local_definition = symbol.defined() && symbol.section >= 0 &&
                                  symbol.binding == kBindLocal;
    const std::int64_t symbol_offset = symbol.type == kSymbolSection ? 0 : symbol.value;
    if (is_pc_relative(fixup.type) && symbol.defined() && symbol.section == fixup.section) {
        apply(base + symbol_offset + value.constant);
        return;
    }
    if (!symbol.defined() && !symbol.in_object) {
        error("undefined local label `" + written_name(symbol.name) + "'");
        return;
    }
    Relocation relocation;
    relocation.offset = fixup.offset;
    relocation.type = fixup.type;
    if (local_definition) {
        // As GNU as does: a local symbol is reached through its section's symbol.
        relocation.symbol = static_cast<std::uint32_t>(sections_[symbol.section].symbol);
        relocation.addend = static_cast<std::int32_t>(symbol_offset + value.constant);
    } else {
        relocation.symbol = static_cast<std::uint32_t>(value.symbol);
        relocation.addend = static_cast<std::int32_t>(value.constant);
    }
    std::string what = "`" + written_name(symbol.name) + "'";
    if (value.constant != 0) what += (value.constant > 0 ? "+" : "") + std::to_string(value.constant);
    if (local_definition) what += " (offset " + std::to_string(relocation.addend) + " in " + sections_[symbol.section].name + ")";
    if (!check_alignment(fixup, relocation.addend, what)) return;
    object.sections[fixup.section].relocations.push_back(relocation);
}

ObjectFile AssemblyUnit::finish() {
    if (dual_block_) error(".dual without .enddual");
    ObjectFile object;
    object.type = kElfTypeRelocatable;
    for (const UnitSection& section : sections_) {
        Section out;
        out.name = section.name;
        out.type = section.type;
        out.flags = section.flags;
        out.alignment = section.alignment;
        out.data = section.data;
        out.nobits_size = section.nobits_size;
        object.sections.push_back(std::move(out));
    }
    // Symbols used but not defined here are global, as in GNU as.
    for (UnitSymbol& symbol : symbols_)
        if (symbol.binding == kBindLocal && !symbol.defined() && symbol.type != kSymbolSection)
            symbol.binding = kBindGlobal;
    for (const Fixup& fixup : fixups_) resolve_fixup(fixup, object);
    if (!errors_.empty()) {
        std::string message;
        const std::size_t listed = std::min(errors_.size(), kMaxListedErrors);
        for (std::size_t i = 0; i < listed; ++i) message += errors_[i] + (i + 1 < listed ? "\n" : "");
        if (errors_.size() > listed)
            message += "\n" + file_names_.front() + ": " + std::to_string(errors_.size() - listed) + " more errors";
        throw ToolError(message);
    }

    // .L labels and numeric local labels stay out of the object. Locals come first,
    // as ELF orders them.
    std::vector<int> new_index(symbols_.size(), -1);
    for (const bool locals : {true, false}) {
        for (std::size_t i = 0; i < symbols_.size(); ++i) {
            const UnitSymbol& symbol = symbols_[i];
            if (!symbol.in_object || (symbol.binding == kBindLocal) != locals) continue;
            Symbol out;
            out.name = symbol.type == kSymbolSection ? std::string() : symbol.name;
            out.value = static_cast<std::uint32_t>(symbol.value);
            out.size = symbol.size;
            out.binding = symbol.binding;
            out.type = symbol.type;
            out.section = symbol.section;
            new_index[i] = static_cast<int>(object.symbols.size());
            object.symbols.push_back(out);
        }
    }
    for (Section& section : object.sections)
        for (Relocation& relocation : section.relocations)
            relocation.symbol = static_cast<std::uint32_t>(new_index[relocation.symbol]);

    return object;
}

}  // namespace detail

ObjectFile assemble(std::string_view source, const std::string& file_name,
                    const AssemblerOptions& options, const IncludeReader& read_include) {
    detail::AssemblyUnit unit(file_name, options, 0, read_include);
    unit.assemble_source(source);
    return unit.finish();
}

std::uint32_t assemble_instruction(std::string_view text, std::uint32_t address,
                                   const AssemblerOptions& options) {
    const std::string name = "<instruction>";
    detail::AssemblyUnit unit(name, options, address);
    unit.assemble_source(text);
    const ObjectFile object = unit.finish();
    const Section& code = object.sections.front();
    if (code.data.size() != 4 || !code.relocations.empty())
        throw ToolError(name + ": `" + std::string(text) + "' is not exactly one instruction word");
    return cpu::load_little_endian(code.data);
}

}  // namespace xp860::toolchain
