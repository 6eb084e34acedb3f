// Static data: initialized objects in .data with their relocations as .long
// directives, zero-initialized ones in .bss or as common symbols.
#include <algorithm>

#include "toolchain/cc/codegen_state.h"

namespace xp860::cc {

void CodeGen::emit_data(Obj* var) {
    // A struct's initialized flexible array member reaches past its type's size.
    const int size = std::max(var->type->size, static_cast<int>(var->init_data.size()));
    const int align = std::max({var->align, var->type->align, 1});
    if (var->is_tentative && !var->is_static && var->section.empty() && !var->is_weak) {
        out_ << "\t.comm\t" << var->asm_name << "," << std::max(size, 1) << "," << align << "\n";
        return;
    }
    const bool zero = !var->has_init || (var->relocations.empty() &&
                                         std::all_of(var->init_data.begin(), var->init_data.end(),
                                                     [](std::uint8_t b) { return b == 0; }));
    if (!var->section.empty()) out_ << "\t.section\t" << var->section << "\n";
    else out_ << (zero ? "\t.bss\n" : "\t.data\n");
    out_ << "\t.align\t" << align << "\n";
    if (!var->is_static) out_ << (var->is_weak ? "\t.weak\t" : "\t.globl\t") << var->asm_name << "\n";
    out_ << var->asm_name << ":\n";
    if (zero) {
        if (size > 0) out_ << "\t.space\t" << size << "\n";
        return;
    }
    std::vector<InitRelocation> relocs = var->relocations;
    std::sort(relocs.begin(), relocs.end(), [](const auto& a, const auto& b) { return a.offset < b.offset; });
    std::size_t next = 0;
    int i = 0;
    while (i < size) {
        if (next < relocs.size() && relocs[next].offset == i) {
            const InitRelocation& r = relocs[next++];
            out_ << "\t.long\t" << r.label;
            if (r.addend) out_ << (r.addend > 0 ? "+" : "") << r.addend;
            out_ << "\n";
            i += 4;
            continue;
        }
        const int stop = next < relocs.size() ? relocs[next].offset : size;
        out_ << "\t.byte\t";
        for (int k = 0; i < stop && k < 16; ++k, ++i) out_ << (k ? "," : "") << int{var->init_data[static_cast<std::size_t>(i)]};
        out_ << "\n";
    }
}

}  // namespace xp860::cc
