#include "toolchain/objdump.h"
#include "toolchain/hex.h"
#include "cpu/little_endian.h"

#include <algorithm>
#include <array>
#include <cstdio>

#include "toolchain/disassembler.h"
#include "toolchain/symbol_names.h"

namespace xp860::toolchain {
namespace {

class SectionPrinter {
public:
    SectionPrinter(const ObjectFile& object, int index, const ObjdumpOptions& options)
        : object_(object), index_(index), section_(object.sections[static_cast<std::size_t>(index)]),
          symbols_(label_symbols(object, index)), all_symbols_(listed_symbols(object)), options_(options),
          relocatable_(std::any_of(object.sections.begin(), object.sections.end(),
                                   [](const Section& section) { return !section.relocations.empty(); })) {
        // objdump drops leading zeros of the address column in groups of four,
        // always keeping one, judged on the section's end address.
        const std::string end = hex(std::uint64_t{section_.address} + section_.size(), "%08llx");
        std::size_t zeros = 0;
        while (zeros < end.size() && end[zeros] == '0') ++zeros;
        if (zeros == end.size() && section_.address != 0) zeros = 0;
        skip_ = zeros == 0 ? 0 : (zeros - 1) & ~std::size_t{3};
    }

    std::string print() {
        std::string out = "\nDisassembly of section " + section_.name + ":\n";
        std::uint32_t offset = 0;
        const std::uint32_t size = section_.size();
        while (offset < size) {
            const std::uint64_t address = std::uint64_t{section_.address} + offset;
            out += "\n" + hex(address, "%08llx") + " <" + label_for(address) + ">:\n";
            std::uint64_t stop = std::uint64_t{section_.address} + size;
            for (const Symbol* symbol : symbols_)
                if (symbol->value > address) {
                    stop = std::min<std::uint64_t>(stop, symbol->value);
                    break;
                }
            while (std::uint64_t{section_.address} + offset < stop) offset = print_word(out, offset);
        }
        return out;
    }

    // A branch target as objdump names it: after any symbol of the file, one of
    // this section preferred, and only those when the file has relocations and the
    // target lies in the section; after the section when none is left.
    AddressPrinter address_printer() const {
        return [this](std::uint64_t address) {
            if (all_symbols_.empty()) return plain_address(address);
            const std::uint64_t start = section_.address;
            const bool want_section = relocatable_ && address >= start && address < start + section_.size();
            const Symbol* symbol = symbol_for_target(all_symbols_, index_, want_section, address);
            const std::string name = symbol != nullptr ? symbolic(symbol->name, symbol->value, address)
                                                       : symbolic(section_.name, start, address);
            return hex(address, "%llx") + " <" + name + ">";
        };
    }

private:
    std::string label_for(std::uint64_t address) const { return section_label(symbols_, section_, address); }

    std::string address_column(std::uint64_t address) const {
        std::string text = hex(address, "%08llx").substr(skip_);
        std::size_t i = 0;
        while (i + 1 < text.size() && text[i] == '0') text[i++] = ' ';
        return text;
    }

    std::uint32_t print_word(std::string& out, std::uint32_t offset) {
        const std::uint64_t address = std::uint64_t{section_.address} + offset;
        const std::uint32_t count = std::min<std::uint32_t>(4, section_.size() - offset);
        out += address_column(address) + ":\t";
        std::array<std::uint8_t, 4> bytes{};
        for (std::uint32_t i = 0; i < count; ++i) {
            bytes[i] = section_.type == kSectionNobits ? 0 : section_.data[offset + i];
            out += hex(bytes[i], "%02llx") + " ";
        }
        const std::uint32_t word = cpu::load_little_endian(bytes);
        out += "\t";
        // The file listing follows the gas-i860 expectations, made on a 32-bit host.
        out += count == 4 ? disassemble(word, static_cast<std::uint32_t>(address), address_printer(),
                                        TargetWidth::Bits32)
                          : ".byte";  // a tail shorter than a word
        out += "\n";
        if (options_.relocations) {
            for (const Relocation& relocation : section_.relocations) {
                if (relocation.offset < offset || relocation.offset >= offset + count) continue;
                out += "\t\t\t" + hex(std::uint64_t{section_.address} + relocation.offset, "%llx") + ": ";
                out += std::string(relocation_name(static_cast<std::uint32_t>(relocation.type)).value_or("R_860_?"));
                out += "\t" + relocation_target(relocation);
                if (relocation.addend > 0) out += "+0x" + hex(static_cast<std::uint32_t>(relocation.addend), "%llx");
                if (relocation.addend < 0) out += "-0x" + hex(-static_cast<std::int64_t>(relocation.addend), "%llx");
                out += "\n";
            }
        }
        return offset + count;
    }

    std::string relocation_target(const Relocation& relocation) const {
        const Symbol& symbol = object_.symbols.at(relocation.symbol);
        if (symbol.type == kSymbolSection && symbol.section >= 0)
            return object_.sections.at(static_cast<std::size_t>(symbol.section)).name;
        return symbol.name;
    }

    const ObjectFile& object_;
    int index_;
    const Section& section_;
    std::vector<const Symbol*> symbols_;      // this section's, for its labels
    std::vector<const Symbol*> all_symbols_;  // the file's, for branch targets
    ObjdumpOptions options_;
    bool relocatable_;  // objdump's HAS_RELOC: some section has relocations
    std::size_t skip_ = 0;
};

}  // namespace

std::string objdump(const ObjectFile& object, const std::string& file_name, const ObjdumpOptions& options) {
    std::string out = "\n" + file_name + ":     file format elf32-i860\n\n";
    if (!options.disassemble) return out;
    for (std::size_t i = 0; i < object.sections.size(); ++i) {
        const Section& section = object.sections[i];
        if ((section.flags & kSectionExecute) == 0 || section.size() == 0) continue;
        out += SectionPrinter(object, static_cast<int>(i), options).print();
    }
    return out;
}

}  // namespace xp860::toolchain
