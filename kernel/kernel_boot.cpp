#include "kernel/kernel_boot.h"

#include <array>
#include <cstring>
#include <stdexcept>

#include "cpu/little_endian.h"
#include "toolchain/hex.h"
#include "toolchain/tool_error.h"

namespace xp860::kernel {
namespace {

std::string hex(std::uint32_t value) { return toolchain::hex(value, "0x%08llx"); }

void store_word(network::Node& node, std::uint32_t address, std::uint32_t value) {
    std::array<std::uint8_t, 4> bytes{};
    cpu::store_little_endian(bytes, value);
    node.load(address, bytes);
}

}  // namespace

std::string_view profile_name(Profile profile) { return profile == Profile::Osf1 ? "osf1" : "light"; }

std::optional<Profile> profile_named(std::string_view name) {
    for (const Profile profile : {Profile::Osf1, Profile::Light})
        if (profile_name(profile) == name) return profile;
    return std::nullopt;
}

KernelImage::KernelImage(toolchain::ObjectFile kernel, const std::string& name)
    : kernel_(std::move(kernel)), name_(name) {
    toolchain::require_executable(kernel_, name);
    for (const char* needed : {"BOOT_MAGIC", "BOOT_PROFILE", "BOOT_USER_ENTRY", "BOOT_MAGIC_VALUE", "USER_BASE",
                               "USER_PHYS", "USER_BYTES", "kernel_start", "KERNEL_BASE"})
        symbol(needed);
    if (symbol("kernel_start") != symbol("KERNEL_BASE"))
        throw toolchain::ToolError(name + ": kernel_start is not at KERNEL_BASE, where the boot ROM enters");
    user_base_ = symbol("USER_BASE");
    user_physical_ = symbol("USER_PHYS");
}

void KernelImage::set_user_word(network::Node& node, std::uint32_t address, std::uint32_t value) const {
    store_word(node, user_physical(address), value);
}

double KernelImage::user_double(const network::Node& node, std::uint32_t address) const {
    const auto bytes = node.memory().bytes(user_physical(address), 8);
    double value = 0;
    std::memcpy(&value, bytes.data(), sizeof value);  // the i860's and the host's doubles: IEEE, little-endian
    return value;
}

std::uint32_t program_symbol(const toolchain::ObjectFile& program, const std::string& name) {
    const toolchain::Symbol* found = toolchain::find_symbol(program, name);
    if (found != nullptr && found->binding == toolchain::kBindGlobal) return found->value;
    throw std::invalid_argument("the benchmark program has no global symbol " + name);
}

std::uint32_t KernelImage::symbol(const std::string& wanted) const {
    const toolchain::Symbol* found = toolchain::find_symbol(kernel_, wanted);
    if (found != nullptr && found->binding == toolchain::kBindGlobal) return found->value;
    throw toolchain::ToolError(name_ + ": not an xp860 kernel (no global symbol " + wanted + ")");
}

void KernelImage::install(network::Node& node, const toolchain::ObjectFile& program, const std::string& program_name,
                          Profile profile) const {
    for (const toolchain::Section& section : kernel_.sections) {
        if ((section.flags & toolchain::kSectionAlloc) == 0 || section.type == toolchain::kSectionNobits) continue;
        if (!node.load(section.address, section.data))
            throw toolchain::ToolError(name_ + ": section " + section.name + " does not fit in the node's RAM");
    }
    toolchain::require_executable(program, program_name);
    const std::uint32_t base = user_base_, bytes = symbol("USER_BYTES");
    for (const toolchain::Section& section : program.sections) {
        if ((section.flags & toolchain::kSectionAlloc) == 0) continue;
        const std::uint64_t end = std::uint64_t{section.address} + section.size();
        if (section.address < base || end > std::uint64_t{base} + bytes)
            throw toolchain::ToolError(program_name + ": section " + section.name + " at " + hex(section.address) +
                                       " is outside the process's memory " + hex(base) + ".." +
                                       hex(static_cast<std::uint32_t>(base + bytes - 1)) +
                                       " (link it with -Ttext " + hex(base) + ")");
        // .bss needs nothing: a node's RAM starts zeroed.
        if (section.type != toolchain::kSectionNobits) node.load(user_physical(section.address), section.data);
    }
    store_word(node, symbol("BOOT_MAGIC"), symbol("BOOT_MAGIC_VALUE"));
    store_word(node, symbol("BOOT_PROFILE"), static_cast<std::uint32_t>(profile));
    store_word(node, symbol("BOOT_USER_ENTRY"), program.entry);
    node.reset();
}

}  // namespace xp860::kernel
