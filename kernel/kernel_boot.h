// The host's boot loader for the kernel (kernel/*.s): it puts the kernel and a
// user program into a node's RAM and fills the boot block, as the Paragon's boot
// path loaded each node before letting it run; then the node is reset and its boot
// ROM (roms/boot/rom.s) enters the kernel. Where things go is read from the
// kernel's own symbols (layout.i, made global in boot.s), not repeated here.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "network/node.h"
#include "toolchain/object_file.h"

namespace xp860::kernel {

// The kernel profiles (handler.s): osf1 switches the whole context into an hrecv
// handler and back; light saves only what a handler may clobber.
enum class Profile : std::uint32_t { Osf1 = 0, Light = 1 };

std::string_view profile_name(Profile profile);
// The profile profile_name names `name`, if any.
std::optional<Profile> profile_named(std::string_view name);

// The value of a user program's global symbol; throws std::invalid_argument naming
// it when there is none.
std::uint32_t program_symbol(const toolchain::ObjectFile& program, const std::string& name);

// A linked kernel, checked once and used for any number of nodes.
class KernelImage {
public:
    // Throws toolchain::ToolError naming `name` when the file is not a linked kernel
    // (an executable with the boot symbols).
    KernelImage(toolchain::ObjectFile kernel, const std::string& name);

    const toolchain::ObjectFile& object() const { return kernel_; }
    // The value of one of the kernel's global symbols; throws if there is none.
    std::uint32_t symbol(const std::string& name) const;

    // Where an address of the process lies in the node's RAM.
    std::uint32_t user_physical(std::uint32_t address) const { return user_physical_ + (address - user_base_); }
    // Writes a word of the process's memory, at its address `address`, as a loader
    // does (a value the program reads at start, as the benchmark's options).
    void set_user_word(network::Node& node, std::uint32_t address, std::uint32_t value) const;
    // A double of the process's memory, at its address `address` (a result the
    // program left there).
    double user_double(const network::Node& node, std::uint32_t address) const;

    // Loads the kernel and `program` (linked at the kernel's USER_BASE) into `node`,
    // writes the boot block and resets the node. Throws toolchain::ToolError naming
    // `program_name` when the program does not fit the process's memory.
    void install(network::Node& node, const toolchain::ObjectFile& program, const std::string& program_name,
                 Profile profile) const;

private:
    toolchain::ObjectFile kernel_;
    std::string name_;
    std::uint32_t user_base_ = 0, user_physical_ = 0;  // USER_BASE and USER_PHYS
};

}  // namespace xp860::kernel
