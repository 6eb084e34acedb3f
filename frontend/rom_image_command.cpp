// `xp860 rom-image`: the boot ROM image of a program linked into the ROM's region
// (rom_image.h).
#include "frontend/commands.h"
#include "frontend/rom_image.h"
#include "toolchain/elf_file.h"
#include "toolchain/file_bytes.h"

namespace xp860::frontend {

CLI::App& add_rom_image_command(CLI::App& xp860, Commands& commands) {
    CLI::App& rom_image = *xp860.add_subcommand("rom-image", "a boot ROM image from a linked program");
    rom_image.footer(
        "Writes the 1 MB boot ROM image (0xFFF00000-0xFFFFFFFF) of an executable linked into that\n"
        "region, with code at the reset vector 0xFFFFFF00.");
    struct Options {
        std::string program, output;
    };
    auto options = std::make_shared<Options>();
    rom_image.add_option("PROG", options->program, "the linked program")->option_text("PROG")->required();
    rom_image.add_option("-o", options->output, "the image (default PROG.rom)")->option_text("OUT");
    commands.add(&rom_image, [options] {
        const auto image = make_rom_image(toolchain::read_elf_file(options->program), options->program);
        toolchain::write_file_bytes(options->output.empty() ? options->program + ".rom" : options->output, image);
        return 0;
    });
    return rom_image;
}

}  // namespace xp860::frontend
