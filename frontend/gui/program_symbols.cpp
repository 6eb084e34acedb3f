#include "frontend/gui/program_symbols.h"

#include "toolchain/hex.h"
#include "toolchain/symbol_names.h"

namespace xp860::gui {

ProgramSymbols::ProgramSymbols(const std::vector<const toolchain::ObjectFile*>& programs) {
    for (const toolchain::ObjectFile* program : programs)
        symbols_.insert(symbols_.end(), program->symbols.begin(), program->symbols.end());
    std::size_t first_symbol = 0;  // where this program's symbols begin in symbols_
    for (const toolchain::ObjectFile* program : programs) {
        for (std::size_t i = 0; i < program->sections.size(); ++i) {
            const toolchain::Section& section = program->sections[i];
            if ((section.flags & toolchain::kSectionAlloc) == 0 || section.size() == 0) continue;
            SectionSymbols entry;
            entry.section.name = section.name;
            entry.section.type = toolchain::kSectionNobits;  // size without contents
            entry.section.address = section.address;
            entry.section.nobits_size = section.size();
            for (const toolchain::Symbol* symbol : toolchain::label_symbols(*program, static_cast<int>(i)))
                entry.symbols.push_back(
                    &symbols_[first_symbol + static_cast<std::size_t>(symbol - program->symbols.data())]);
            sections_.push_back(std::move(entry));
        }
        first_symbol += program->symbols.size();
    }
}

const ProgramSymbols::SectionSymbols* ProgramSymbols::section_of(std::uint32_t address) const {
    for (const SectionSymbols& entry : sections_)
        if (address >= entry.section.address && address - entry.section.address < entry.section.size())
            return &entry;
    return nullptr;
}

const std::string* ProgramSymbols::label_at(std::uint32_t address) const {
    const SectionSymbols* entry = section_of(address);
    if (entry == nullptr) return nullptr;
    const toolchain::Symbol* symbol = toolchain::symbol_at_or_below(entry->symbols, address);
    return symbol != nullptr && symbol->value == address ? &symbol->name : nullptr;
}

std::optional<std::string> ProgramSymbols::describe(std::uint32_t address) const {
    const SectionSymbols* entry = section_of(address);
    if (entry == nullptr) return std::nullopt;
    return toolchain::section_label(entry->symbols, entry->section, address);
}

toolchain::AddressPrinter ProgramSymbols::address_printer() const {
    return [this](std::uint64_t address) {
        const auto name = describe(static_cast<std::uint32_t>(address));
        if (!name) return toolchain::plain_address(address);
        return toolchain::hex(address, "%llx") + " <" + *name + ">";
    };
}

std::optional<std::uint32_t> ProgramSymbols::find(std::string_view name) const {
    for (const toolchain::Symbol& symbol : symbols_)
        if (symbol.name == name && symbol.section != toolchain::kUndefinedSection &&
            symbol.type != toolchain::kSymbolSection)
            return symbol.value;
    return std::nullopt;
}

}  // namespace xp860::gui
