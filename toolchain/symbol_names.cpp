#include "toolchain/symbol_names.h"

#include <algorithm>

#include "toolchain/hex.h"

namespace xp860::toolchain {

std::vector<const Symbol*> label_symbols(const ObjectFile& object, int section_index) {
    std::vector<const Symbol*> symbols;
    for (const Symbol& symbol : object.symbols)
        if (symbol.section == section_index && symbol.type != kSymbolSection && !symbol.name.empty())
            symbols.push_back(&symbol);
    std::stable_sort(symbols.begin(), symbols.end(), [](const Symbol* a, const Symbol* b) {
        if (a->value != b->value) return a->value < b->value;
        const bool a_global = a->binding != kBindLocal, b_global = b->binding != kBindLocal;
        if (a_global != b_global) return a_global;
        return (a->name[0] != '.') && (b->name[0] == '.');
    });
    return symbols;
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
