#include "toolchain/linker.h"
#include "toolchain/hex.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <unordered_set>

#include "toolchain/relocation.h"
#include "toolchain/tool_error.h"

namespace xp860::toolchain {
namespace {

// The i860 nop, "shl %r0,%r0,%r0" = 0xa0000000, as it lies in memory.
constexpr std::uint8_t kNopBytes[4] = {0x00, 0x00, 0x00, 0xa0};
constexpr std::uint64_t kAddressSpaceEnd = std::uint64_t{1} << 32;
constexpr std::size_t kNone = static_cast<std::size_t>(-1);

// Works for any alignment, not only powers of two, so that a hand-made input
// cannot break the arithmetic; 0 counts as 1.
std::uint64_t align_up(std::uint64_t value, std::uint64_t alignment) {
    return alignment <= 1 ? value : (value + alignment - 1) / alignment * alignment;
}

struct InputSectionRef {
    std::size_t file;
    std::size_t section;
};

struct OutputSection {
    std::string name;
    std::uint32_t type = kSectionProgbits;
    std::uint32_t flags = kSectionAlloc;
    std::uint32_t alignment = 1;
    std::optional<std::uint32_t> fixed_address;
    std::vector<InputSectionRef> inputs{};
    bool has_commons = false;  // .bss only
    std::uint64_t address = 0;
    std::uint64_t size = 0;
    std::vector<std::uint8_t> data{};  // PROGBITS only

    bool present() const { return !inputs.empty() || has_commons; }
};

// Where an input section went.
struct Placement {
    std::size_t output = 0;
    std::uint64_t address = 0;
};

// What a global name resolves to after all inputs have been seen.
struct GlobalSymbol {
    enum class State { Undefined, Weak, Strong, Common };
    State state = State::Undefined;
    std::size_t file = 0;  // the definition, unless Undefined
    std::size_t symbol = 0;
    std::uint32_t common_size = 0;
    std::uint32_t common_alignment = 1;
    std::uint64_t common_address = 0;
};

// The three standard output sections, always at these indices.
constexpr std::size_t kText = 0, kData = 1, kBss = 2;

class Linker {
public:
    Linker(const std::vector<std::pair<std::string, ObjectFile>>& inputs,
           const LinkOptions& options)
        : inputs_(inputs), options_(options) {}

    ObjectFile run() {
        check_inputs();
        resolve_globals();
        assign_sections();
        lay_out();
        check_overlaps();
        copy_contents();
        apply_relocations();
        return make_output();
    }

private:
    const std::string& file_name(std::size_t file) const { return inputs_[file].first; }
    const ObjectFile& object(std::size_t file) const { return inputs_[file].second; }

    void throw_if_errors() const {
        if (errors_.empty()) return;
        std::string message = errors_.front();
        for (std::size_t i = 1; i < errors_.size(); ++i) message += "\n" + errors_[i];
        throw ToolError(message);
    }

    void check_inputs() const {
        for (std::size_t f = 0; f < inputs_.size(); ++f) {
            const ObjectFile& input = object(f);
            if (input.type != kElfTypeRelocatable)
                throw ToolError(file_name(f) + ": not a relocatable object file");
            for (const Symbol& symbol : input.symbols) {
                const std::string what = file_name(f) + ": symbol '" + symbol.name + "'";
                if (symbol.section >= static_cast<int>(input.sections.size()) ||
                    symbol.section < kCommonSection)
                    throw ToolError(what + " refers to section " + std::to_string(symbol.section) +
                                    ", which does not exist");
                // ELF assemblers put .lcomm in .bss; only globals are COMMON.
                if (symbol.section == kCommonSection && symbol.binding == kBindLocal)
                    throw ToolError(what + " is a local COMMON symbol");
            }
        }
    }

    void merge_global(GlobalSymbol& global, std::size_t file, std::size_t index) {
        using State = GlobalSymbol::State;
        const Symbol& symbol = object(file).symbols[index];
        const auto define = [&](State state) {
            global.state = state;
            global.file = file;
            global.symbol = index;
        };
        if (symbol.section == kUndefinedSection) return;
        if (symbol.section == kCommonSection) {
            // Tentative definitions merge: the largest size and alignment win.
            if (global.state == State::Strong) return;
            if (global.state != State::Common || symbol.size > global.common_size) {
                define(State::Common);
                global.common_size = std::max(global.common_size, symbol.size);
            }
            global.common_alignment = std::max({global.common_alignment, symbol.value, 1u});
            return;
        }
        if (symbol.binding == kBindWeak) {
            if (global.state == State::Undefined) define(State::Weak);
            return;
        }
        if (global.state == State::Strong) {
            errors_.push_back(file_name(file) + ": duplicate definition of symbol '" + symbol.name +
                              "' (first defined in " + file_name(global.file) + ")");
            return;
        }
        define(State::Strong);  // a real definition overrides weak and common ones
    }

    void resolve_globals() {
        global_of_.resize(inputs_.size());
        for (std::size_t f = 0; f < inputs_.size(); ++f) {
            const auto& symbols = object(f).symbols;
            global_of_[f].assign(symbols.size(), kNone);
            for (std::size_t s = 0; s < symbols.size(); ++s) {
                if (symbols[s].binding == kBindLocal) continue;
                const auto [it, inserted] =
                    global_by_name_.try_emplace(symbols[s].name, globals_.size());
                if (inserted) globals_.emplace_back();
                global_of_[f][s] = it->second;
                merge_global(globals_[it->second], f, s);
            }
        }
        throw_if_errors();
    }

    void assign_sections() {
        // A later --section-start for the same name wins; -T options win over it.
        std::map<std::string, std::uint32_t> requested;
        for (const auto& [name, address] : options_.section_addresses) requested[name] = address;
        const auto fixed = [&](const std::string& name,
                               const std::optional<std::uint32_t>& option) {
            const auto it = requested.find(name);
            return option                  ? option
                   : it == requested.end() ? std::nullopt
                                           : std::optional(it->second);
        };
        outputs_.resize(3);
        outputs_[kText] = {.name = ".text",
                           .flags = kSectionAlloc | kSectionExecute,
                           .fixed_address = fixed(".text", options_.text_address)};
        outputs_[kData] = {.name = ".data",
                           .flags = kSectionAlloc | kSectionWrite,
                           .fixed_address = fixed(".data", options_.data_address)};
        outputs_[kBss] = {.name = ".bss",
                          .type = kSectionNobits,
                          .flags = kSectionAlloc | kSectionWrite,
                          .fixed_address = fixed(".bss", options_.bss_address)};

        placement_.resize(inputs_.size());
        for (std::size_t f = 0; f < inputs_.size(); ++f) {
            const auto& sections = object(f).sections;
            placement_[f].assign(sections.size(), std::nullopt);
            for (std::size_t k = 0; k < sections.size(); ++k) {
                const Section& section = sections[k];
                if ((section.flags & kSectionAlloc) == 0) continue;  // not part of the image
                std::size_t out = section.type == kSectionNobits           ? kBss
                                  : (section.flags & kSectionExecute) != 0 ? kText
                                                                           : kData;
                const auto it = requested.find(section.name);
                if (it != requested.end() && !is_standard(section.name))
                    out = own_output_section(section, it->second, f);
                OutputSection& output = outputs_[out];
                output.inputs.push_back({f, k});
                output.flags |= section.flags;
                output.alignment = std::max(output.alignment, section.alignment);
                placement_[f][k] = Placement{.output = out};
            }
        }
        for (const GlobalSymbol& global : globals_) {
            if (global.state != GlobalSymbol::State::Common) continue;
            outputs_[kBss].has_commons = true;
            outputs_[kBss].alignment = std::max(outputs_[kBss].alignment, global.common_alignment);
        }
        for (const auto& request : requested) {
            const bool used =
                std::any_of(outputs_.begin(), outputs_.end(),
                            [&](const OutputSection& o) { return o.name == request.first; });
            if (!used)
                throw ToolError("cannot place section '" + request.first + "' at " +
                                hex(request.second) + ": no input has a section of that name");
        }
    }

    static bool is_standard(const std::string& name) {
        return name == ".text" || name == ".data" || name == ".bss";
    }

    // The output section of the given name, made on first use.
    std::size_t own_output_section(const Section& section, std::uint32_t address,
                                   std::size_t file) {
        const bool nobits = section.type == kSectionNobits;
        for (std::size_t i = kBss + 1; i < outputs_.size(); ++i) {
            if (outputs_[i].name != section.name) continue;
            if ((outputs_[i].type == kSectionNobits) != nobits)
                throw ToolError(file_name(file) + ": section " + section.name +
                                " has contents in some inputs and none (NOBITS) in others");
            return i;
        }
        outputs_.push_back({.name = section.name,
                            .type = nobits ? kSectionNobits : kSectionProgbits,
                            .flags = section.flags,
                            .fixed_address = address});
        return outputs_.size() - 1;
    }

    // Gives `output` its address, and every input section and common symbol in it
    // theirs.
    void place(OutputSection& output, std::uint64_t address) {
        output.address = address;
        std::uint64_t end = address;
        for (const auto& [file, section] : output.inputs) {
            const Section& input = object(file).sections[section];
            end = align_up(end, input.alignment);
            placement_[file][section]->address = end;
            end += input.size();
        }
        if (output.has_commons) {
            for (GlobalSymbol& global : globals_) {
                if (global.state != GlobalSymbol::State::Common) continue;
                end = align_up(end, global.common_alignment);
                global.common_address = end;
                end += global.common_size;
            }
        }
        if (end > kAddressSpaceEnd)
            throw ToolError("section " + output.name + " (" + hex(address) + ", " +
                            hex(end - address) + " bytes) runs past the end of the address space");
        output.size = end - address;
    }

    void lay_out() {
        OutputSection& text = outputs_[kText];
        OutputSection& data = outputs_[kData];
        OutputSection& bss = outputs_[kBss];
        // Each floating section follows the one before it; the first writable one
        // starts a new page so that text and data never share one.
        place(text, text.fixed_address.value_or(kDefaultTextAddress));
        std::uint64_t end = text.address + text.size;
        place(data, data.fixed_address ? *data.fixed_address
                                       : align_up(end, std::max(kPageSize, data.alignment)));
        if (data.present()) end = data.address + data.size;
        const std::uint32_t bss_alignment =
            data.present() ? bss.alignment : std::max(kPageSize, bss.alignment);
        place(bss, bss.fixed_address ? *bss.fixed_address : align_up(end, bss_alignment));
        for (std::size_t i = kBss + 1; i < outputs_.size(); ++i)
            place(outputs_[i], *outputs_[i].fixed_address);
    }

    void check_overlaps() const {
        std::vector<const OutputSection*> sorted;
        for (const OutputSection& output : outputs_)
            if (output.size != 0) sorted.push_back(&output);
        std::sort(sorted.begin(), sorted.end(), [](const OutputSection* a, const OutputSection* b) {
            return a->address < b->address;
        });
        const auto end = [](const OutputSection* o) { return o->address + o->size; };
        const auto range = [&](const OutputSection* o) {
            return o->name + " (" + hex(o->address) + "-" + hex(end(o) - 1) + ")";
        };
        // In address order, a section can only run into the one before it that
        // reaches furthest.
        const OutputSection* furthest = nullptr;
        for (const OutputSection* output : sorted) {
            if (furthest != nullptr && end(furthest) > output->address)
                throw ToolError("sections " + range(furthest) + " and " + range(output) +
                                " overlap");
            if (furthest == nullptr || end(output) > end(furthest)) furthest = output;
        }
    }

    void copy_contents() {
        for (OutputSection& output : outputs_) {
            if (output.type == kSectionNobits) continue;
            output.data.resize(static_cast<std::size_t>(output.size));
            // Gaps in code must decode as nops in case execution runs into them.
            if ((output.flags & kSectionExecute) != 0)
                for (std::size_t i = 0; i < output.data.size(); ++i)
                    output.data[i] = kNopBytes[(output.address + i) % 4];
            for (const auto& [file, section] : output.inputs) {
                const Section& input = object(file).sections[section];
                const auto offset = placement_[file][section]->address - output.address;
                // assign_sections keeps NOBITS inputs out of sections with contents.
                std::copy(input.data.begin(), input.data.end(),
                          output.data.begin() + static_cast<std::ptrdiff_t>(offset));
            }
        }
    }

    // Where a defined symbol ends up, and in which output section (kUndefinedSection
    // for an absolute one); nullopt when undefined or in a section not loaded.
    struct FinalAddress {
        std::uint64_t address = 0;
        int output = kUndefinedSection;
    };
    std::optional<FinalAddress> definition_address(std::size_t file, std::size_t index) const {
        const Symbol& symbol = object(file).symbols[index];
        if (symbol.section == kAbsoluteSection) return FinalAddress{symbol.value};
        if (symbol.section == kCommonSection) {
            const GlobalSymbol& global = globals_[global_of_[file][index]];
            return FinalAddress{global.common_address, static_cast<int>(kBss)};
        }
        if (symbol.section == kUndefinedSection) return std::nullopt;
        const auto& placed = placement_[file][static_cast<std::size_t>(symbol.section)];
        if (!placed) return std::nullopt;
        return FinalAddress{placed->address + symbol.value, static_cast<int>(placed->output)};
    }

    // The definition a symbol of `file` refers to: itself, or for a global the one
    // that won; nullopt for an undefined global.
    std::optional<std::pair<std::size_t, std::size_t>> definition(std::size_t file,
                                                                  std::size_t index) const {
        const std::size_t global = global_of_[file][index];
        if (global == kNone) return std::pair(file, index);
        if (globals_[global].state == GlobalSymbol::State::Undefined) return std::nullopt;
        return std::pair(globals_[global].file, globals_[global].symbol);
    }

    // The symbols the linker defines when no input does: _etext, _edata and _end,
    // the first addresses after .text, .data and the whole image (.bss last).
    std::optional<std::uint32_t> linker_defined(const std::string& name) const {
        const auto end_of = [&](std::size_t i) {
            return outputs_[i].present() ? outputs_[i].address + outputs_[i].size : 0;
        };
        if (name == "_etext") return static_cast<std::uint32_t>(end_of(kText));
        if (name == "_edata") return static_cast<std::uint32_t>(std::max(end_of(kData), end_of(kText)));
        if (name == "_end") {
            std::uint64_t end = 0;
            for (std::size_t i = 0; i < outputs_.size(); ++i) end = std::max(end, end_of(i));
            return static_cast<std::uint32_t>(end);
        }
        return std::nullopt;
    }

    // S for a relocation at `location` of `file`, or nullopt with an error recorded.
    std::optional<std::uint32_t> relocation_target(std::size_t file, std::size_t index,
                                                   const std::string& location) {
        const Symbol& symbol = object(file).symbols[index];
        const auto defined = definition(file, index);
        if (defined) {
            if (const auto final = definition_address(defined->first, defined->second))
                return static_cast<std::uint32_t>(final->address);
            if (object(defined->first).symbols[defined->second].section != kUndefinedSection) {
                errors_.push_back(file_name(file) + ": " + location + ": symbol '" + symbol.name +
                                  "' is defined in a section that is not loaded");
                return std::nullopt;
            }
        } else if (const auto value = linker_defined(symbol.name)) {
            return *value;
        } else if (symbol.binding == kBindWeak) {
            return 0;  // an undefined weak symbol is 0
        }
        if (reported_undefined_.insert(symbol.name).second)
            errors_.push_back(file_name(file) + ": undefined reference to '" + symbol.name +
                              "' (from " + location + ")");
        return std::nullopt;
    }

    void apply_relocations() {
        for (std::size_t f = 0; f < inputs_.size(); ++f) {
            const ObjectFile& input = object(f);
            for (std::size_t k = 0; k < input.sections.size(); ++k) {
                if (!placement_[f][k]) continue;  // not loaded: nothing to patch
                for (const Relocation& relocation : input.sections[k].relocations)
                    apply(f, k, relocation);
            }
        }
        throw_if_errors();
    }

    void apply(std::size_t file, std::size_t section_index, const Relocation& relocation) {
        const ObjectFile& input = object(file);
        const Section& section = input.sections[section_index];
        const std::string location = section.name + "+" + hex(relocation.offset);
        const std::string where = file_name(file) + ": " + location + ": ";
        const auto type = static_cast<std::uint32_t>(relocation.type);
        if (relocation.symbol >= input.symbols.size())
            return errors_.push_back(where + "relocation refers to symbol " +
                                     std::to_string(relocation.symbol) + ", which does not exist");
        if (!is_known_relocation(type))
            return errors_.push_back(where + "unknown relocation type " + hex(type));
        if (section.type == kSectionNobits || std::uint64_t{relocation.offset} + 4 > section.size())
            return errors_.push_back(where + "relocation outside the section's contents");
        const auto target = relocation_target(file, relocation.symbol, location);
        if (!target) return;

        const Placement& placed = *placement_[file][section_index];
        OutputSection& output = outputs_[placed.output];
        const std::uint64_t place = placed.address + relocation.offset;
        const std::uint32_t value = *target + static_cast<std::uint32_t>(relocation.addend);
        if (auto message = apply_relocation(relocation.type, &output.data[place - output.address],
                                            value, static_cast<std::uint32_t>(place))) {
            const Symbol& symbol = input.symbols[relocation.symbol];
            // Section symbols usually have no name of their own.
            const std::string& name =
                symbol.type == kSymbolSection && symbol.name.empty() && symbol.section >= 0
                    ? input.sections[static_cast<std::size_t>(symbol.section)].name
                    : symbol.name;
            errors_.push_back(where + *message + " (symbol '" + name + "')");
        }
    }

    std::uint32_t entry_address() const {
        const std::string name = options_.entry_symbol.value_or("_start");
        if (const auto it = global_by_name_.find(name); it != global_by_name_.end()) {
            const GlobalSymbol& global = globals_[it->second];
            if (global.state != GlobalSymbol::State::Undefined)
                if (const auto final = definition_address(global.file, global.symbol))
                    return static_cast<std::uint32_t>(final->address);
        }
        if (options_.entry_symbol) throw ToolError("entry symbol '" + name + "' is not defined");
        return static_cast<std::uint32_t>(outputs_[kText].address);
    }

    ObjectFile make_output() const {
        ObjectFile result;
        result.type = kElfTypeExecutable;
        result.entry = entry_address();

        std::vector<std::size_t> order;
        for (std::size_t i = 0; i < outputs_.size(); ++i)
            if (outputs_[i].present()) order.push_back(i);
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return outputs_[a].address < outputs_[b].address;
        });
        std::vector<int> index_of(outputs_.size(), kUndefinedSection);
        for (const std::size_t i : order) {
            const OutputSection& output = outputs_[i];
            index_of[i] = static_cast<int>(result.sections.size());
            Section& section = result.sections.emplace_back();
            section.name = output.name;
            section.type = output.type;
            section.flags = output.flags;
            section.address = static_cast<std::uint32_t>(output.address);
            section.alignment = output.alignment;
            if (output.type == kSectionNobits)
                section.nobits_size = static_cast<std::uint32_t>(output.size);
            else
                section.data = output.data;
        }

        // `symbol` at its final address, unless it is not in the image.
        const auto add_symbol = [&](const Symbol& symbol, std::size_t file, std::size_t index) {
            const auto final = definition_address(file, index);
            if (!final) return;
            Symbol out = symbol;
            out.value = static_cast<std::uint32_t>(final->address);
            out.section = final->output == kUndefinedSection
                              ? kAbsoluteSection
                              : index_of[static_cast<std::size_t>(final->output)];
            if (symbol.section == kCommonSection)
                out.size = globals_[global_of_[file][index]].common_size;
            result.symbols.push_back(std::move(out));
        };
        // Locals of each input (section symbols mean nothing once sections are
        // merged), then each defined global once.
        for (std::size_t f = 0; f < inputs_.size(); ++f) {
            const auto& symbols = object(f).symbols;
            for (std::size_t s = 0; s < symbols.size(); ++s)
                if (symbols[s].binding == kBindLocal && symbols[s].type != kSymbolSection)
                    add_symbol(symbols[s], f, s);
        }
        for (const GlobalSymbol& global : globals_)
            if (global.state != GlobalSymbol::State::Undefined)
                add_symbol(object(global.file).symbols[global.symbol], global.file, global.symbol);
        return result;
    }

    const std::vector<std::pair<std::string, ObjectFile>>& inputs_;
    const LinkOptions& options_;
    std::vector<OutputSection> outputs_;
    std::vector<GlobalSymbol> globals_;
    std::map<std::string, std::size_t> global_by_name_;
    std::vector<std::vector<std::size_t>> global_of_;  // per input symbol; kNone for locals
    std::vector<std::vector<std::optional<Placement>>> placement_;  // nullopt: not loaded
    std::vector<std::string> errors_;
    std::unordered_set<std::string> reported_undefined_;
};

}  // namespace

ObjectFile link(const std::vector<std::pair<std::string, ObjectFile>>& inputs,
                const LinkOptions& options) {
    return Linker(inputs, options).run();
}

}  // namespace xp860::toolchain
