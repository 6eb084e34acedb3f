#include "frontend/gui/number_text.h"

#include <charconv>

namespace xp860::gui {
namespace {

template <typename T>
std::optional<T> parse_digits(std::string_view text, int base) {
    T value = 0;
    if (text.empty()) return std::nullopt;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, base);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

bool has_hex_prefix(std::string_view text) { return text.starts_with("0x") || text.starts_with("0X"); }

}  // namespace

std::optional<std::uint64_t> parse_count(std::string_view text) {
    if (has_hex_prefix(text)) return parse_digits<std::uint64_t>(text.substr(2), 16);
    return parse_digits<std::uint64_t>(text, 10);
}

std::optional<std::uint32_t> parse_address(std::string_view text) {
    if (has_hex_prefix(text)) text.remove_prefix(2);
    return parse_digits<std::uint32_t>(text, 16);
}

}  // namespace xp860::gui
