#include "frontend/source_files.h"

#include "toolchain/file_bytes.h"

namespace xp860::frontend {

std::string read_source(const std::string& path) {
    const std::vector<std::uint8_t> bytes = toolchain::read_file_bytes(path);
    return std::string(bytes.begin(), bytes.end());
}

toolchain::IncludeReader include_reader(std::vector<std::filesystem::path> folders) {
    return [folders](const std::string& name, const std::string& including) -> std::optional<toolchain::IncludedFile> {
        std::vector<std::filesystem::path> candidates;
        if (std::filesystem::path(name).is_absolute()) {
            candidates.emplace_back(name);
        } else {
            candidates.push_back(std::filesystem::path(including).parent_path() / name);
            for (const auto& folder : folders) candidates.push_back(folder / name);
        }
        for (const auto& path : candidates)
            if (std::filesystem::is_regular_file(path)) return toolchain::IncludedFile{path.string(), read_source(path.string())};
        return std::nullopt;
    };
}

}  // namespace xp860::frontend
