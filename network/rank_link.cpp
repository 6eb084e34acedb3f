#include "network/rank_link.h"

#include <charconv>
#include <cstdlib>
#include <string_view>

namespace xp860::network {

std::optional<int> launched_rank_count() {
    for (const char* variable : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"}) {
        const char* value = std::getenv(variable);
        if (value == nullptr) continue;
        const std::string_view text(value);
        int count = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), count);
        if (error == std::errc() && end == text.data() + text.size() && count >= 1) return count;
    }
    return std::nullopt;
}

}  // namespace xp860::network
