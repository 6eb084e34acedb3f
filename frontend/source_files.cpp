#include "frontend/source_files.h"

#include <fstream>
#include <sstream>

#include "toolchain/tool_error.h"

namespace xp860::frontend {

std::string read_source(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw toolchain::ToolError(path + ": cannot open for reading");
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw toolchain::ToolError(path + ": read error");
    return text.str();
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
