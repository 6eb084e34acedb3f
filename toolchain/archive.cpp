// ar archives: reading members and pulling the ones a link needs.
#include "toolchain/archive.h"

#include <set>
#include <string_view>

#include "toolchain/elf_file.h"
#include "toolchain/tool_error.h"

namespace xp860::toolchain {

namespace {
constexpr std::string_view kMagic = "!<arch>\n";
constexpr std::size_t kHeaderSize = 60;

std::string trimmed(std::string_view s) {
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return std::string(s);
}
}  // namespace

bool is_archive(std::span<const std::uint8_t> bytes) {
    return bytes.size() >= kMagic.size() &&
           std::string_view(reinterpret_cast<const char*>(bytes.data()), kMagic.size()) == kMagic;
}

std::vector<ArchiveMember> read_archive(std::span<const std::uint8_t> bytes, const std::string& file_name) {
    if (!is_archive(bytes)) throw ToolError(file_name + ": not an ar archive");
    std::vector<ArchiveMember> members;
    std::string long_names;
    std::size_t pos = kMagic.size();
    while (pos < bytes.size()) {
        if (pos + kHeaderSize > bytes.size()) throw ToolError(file_name + ": truncated member header");
        const std::string_view header(reinterpret_cast<const char*>(bytes.data() + pos), kHeaderSize);
        if (header.substr(58, 2) != "`\n") throw ToolError(file_name + ": bad member header at offset " + std::to_string(pos));
        const std::string size_text = trimmed(header.substr(48, 10));
        std::size_t size = 0;
        for (char c : size_text) {
            if (c < '0' || c > '9') throw ToolError(file_name + ": bad member size at offset " + std::to_string(pos));
            size = size * 10 + static_cast<std::size_t>(c - '0');
            if (size > bytes.size()) throw ToolError(file_name + ": member larger than the archive");
        }
        const std::size_t data = pos + kHeaderSize;
        if (size > bytes.size() - data) throw ToolError(file_name + ": truncated member at offset " + std::to_string(pos));
        std::string name = trimmed(header.substr(0, 16));
        const auto contents = bytes.subspan(data, size);
        if (name == "//") {
            long_names.assign(reinterpret_cast<const char*>(contents.data()), contents.size());
        } else if (name != "/" && name != "/SYM64/" && name != "__.SYMDEF") {
            if (name.size() > 1 && name[0] == '/') {
                std::size_t offset = 0;
                for (std::size_t i = 1; i < name.size(); ++i) {
                    if (name[i] < '0' || name[i] > '9') throw ToolError(file_name + ": bad long member name " + name);
                    offset = offset * 10 + static_cast<std::size_t>(name[i] - '0');
                    if (offset > long_names.size()) throw ToolError(file_name + ": bad long member name " + name);
                }
                const std::size_t end = long_names.find('\n', offset);
                name = long_names.substr(offset, end == std::string::npos ? std::string::npos : end - offset);
            }
            if (!name.empty() && name.back() == '/') name.pop_back();
            members.push_back({name, read_elf(contents, file_name + "(" + name + ")")});
        }
        pos = data + size + (size & 1);
    }
    return members;
}

void pull_archive_members(std::vector<std::pair<std::string, ObjectFile>>& inputs,
                          const std::vector<ArchiveMember>& archive, const std::string& archive_name) {
    std::vector<bool> taken(archive.size(), false);
    bool added = true;
    while (added) {
        added = false;
        std::set<std::string> defined, undefined;
        for (const auto& [name, object] : inputs)
            for (const Symbol& s : object.symbols) {
                if (s.binding == kBindLocal) continue;
                if (s.section == kUndefinedSection) undefined.insert(s.name);
                else defined.insert(s.name);
            }
        for (std::size_t i = 0; i < archive.size(); ++i) {
            if (taken[i]) continue;
            bool wanted = false;
            for (const Symbol& s : archive[i].object.symbols)
                if (s.binding != kBindLocal && s.section != kUndefinedSection &&
                    undefined.count(s.name) && !defined.count(s.name))
                    wanted = true;
            if (!wanted) continue;
            taken[i] = true;
            inputs.emplace_back(archive_name + "(" + archive[i].name + ")", archive[i].object);
            added = true;
        }
    }
}

}  // namespace xp860::toolchain
