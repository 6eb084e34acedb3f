#include "toolchain/symbol_names.h"

#include <algorithm>

#include "toolchain/hex.h"

namespace xp860::toolchain {

namespace {

// GNU objdump keeps the absolute section before the sections it reads from the file.
int section_rank(const Symbol& symbol) { return symbol.section == kAbsoluteSection ? -1 : symbol.section; }

// objdump's guess that a symbol names a file: STT_FILE, or a name ending ".o" or ".a".
bool names_file(const Symbol& symbol) {
    return symbol.type == kSymbolFile || symbol.name.ends_with(".o") || symbol.name.ends_with(".a");
}

// objdump's order of symbols (compare_symbols), each rule breaking the ties of the one before.
bool objdump_order(const Symbol* a, const Symbol* b) {
    if (a->value != b->value) return a->value < b->value;
    if (section_rank(*a) != section_rank(*b)) return section_rank(*a) < section_rank(*b);
    if (names_file(*a) != names_file(*b)) return names_file(*b);
    const bool a_function = a->type == kSymbolFunction, b_function = b->type == kSymbolFunction;
    if (a_function != b_function) return a_function;
    const bool a_local = a->binding == kBindLocal, b_local = b->binding == kBindLocal;
    if (a_local != b_local) return b_local;
    const bool a_global = a->binding == kBindGlobal, b_global = b->binding == kBindGlobal;
    if (a_global != b_global) return a_global;
    const bool a_dot = a->name[0] == '.', b_dot = b->name[0] == '.';
    if (a_dot != b_dot) return b_dot;
    return a->name < b->name;
}

}  // namespace

std::vector<const Symbol*> listed_symbols(const ObjectFile& object) {
    std::vector<const Symbol*> symbols;
    for (const Symbol& symbol : object.symbols)
        if (symbol.type != kSymbolSection && !symbol.name.empty() && symbol.section != kUndefinedSection &&
            symbol.section != kCommonSection)
            symbols.push_back(&symbol);
    std::stable_sort(symbols.begin(), symbols.end(), objdump_order);
    return symbols;
}

std::vector<const Symbol*> label_symbols(const ObjectFile& object, int section_index) {
    std::vector<const Symbol*> symbols = listed_symbols(object);
    std::erase_if(symbols, [&](const Symbol* symbol) { return symbol->section != section_index; });
    return symbols;
}

const Symbol* symbol_for_target(std::span<const Symbol* const> symbols, int section_index, bool want_section,
                                std::uint64_t address) {
    if (symbols.empty()) return nullptr;
    const auto in_section = [&](std::size_t i) { return symbols[i]->section == section_index; };
    // The first symbol of the highest address at or below `address`, else the first.
    const auto above = std::upper_bound(symbols.begin(), symbols.end(), address,
                                        [](std::uint64_t a, const Symbol* symbol) { return a < symbol->value; });
    std::size_t place = above == symbols.begin() ? 0 : static_cast<std::size_t>(above - symbols.begin()) - 1;
    while (place > 0 && symbols[place - 1]->value == symbols[place]->value) --place;
    std::size_t run_end = place;
    for (; run_end < symbols.size() && symbols[run_end]->value == symbols[place]->value; ++run_end)
        if (in_section(run_end)) return symbols[run_end];
    if (!want_section) return symbols[place];
    // Only this section's: the first at the highest address below, else the first above.
    const Symbol* below = nullptr;
    for (std::size_t i = run_end; i-- > 0;) {
        if (!in_section(i)) continue;
        if (below != nullptr && symbols[i]->value != below->value) break;
        below = symbols[i];
    }
    if (below != nullptr) return below;
    for (std::size_t i = place + 1; i < symbols.size(); ++i)
        if (in_section(i)) return symbols[i];
    return nullptr;
}

const Symbol* symbol_at_or_below(std::span<const Symbol* const> symbols, std::uint64_t address) {
    const Symbol* best = nullptr;
    for (const Symbol* symbol : symbols) {
        if (symbol->value > address) break;
        if (best == nullptr || symbol->value != best->value) best = symbol;
    }
    return best;
}

std::string symbolic(const std::string& name, std::uint64_t base, std::uint64_t address) {
    if (address > base) return name + "+0x" + hex(address - base, "%llx");
    if (address < base) return name + "-0x" + hex(base - address, "%llx");
    return name;
}

std::string section_label(std::span<const Symbol* const> symbols, const Section& section, std::uint64_t address) {
    const Symbol* best = symbol_at_or_below(symbols, address);
    if (best == nullptr && !symbols.empty()) best = symbols.front();
    if (best == nullptr) return symbolic(section.name, section.address, address);
    return symbolic(best->name, best->value, address);
}

}  // namespace xp860::toolchain
