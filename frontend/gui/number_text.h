// Numbers typed by a person or written in a script.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace xp860::gui {

// A count: decimal, or hex with 0x ("1000", "0x3e8"); nullopt for anything else.
std::optional<std::uint64_t> parse_count(std::string_view text);

// An address: hex with or without 0x ("10000", "0x10000"), up to 0xffffffff.
std::optional<std::uint32_t> parse_address(std::string_view text);

}  // namespace xp860::gui
