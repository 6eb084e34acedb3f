#include "frontend/timeline/cycle_text.h"

#include <algorithm>
#include <cstdio>

#include "cpu/cycle_model.h"

namespace xp860::timeline {

std::string grouped(std::uint64_t value) {
    std::string digits = std::to_string(value);
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(static_cast<std::size_t>(i), " ");
    return digits;
}

std::string microseconds(double cycles, int decimals) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, cycles / cpu::timing::kCyclesPerMicrosecond);
    const std::string fixed = text;
    const std::size_t point = std::min(fixed.find('.'), fixed.size());
    return grouped(std::stoull(fixed.substr(0, point))) + fixed.substr(point);
}

std::string cycles_and_time(std::uint64_t cycles) {
    return grouped(cycles) + (cycles == 1 ? " cycle (" : " cycles (") + microseconds(static_cast<double>(cycles)) +
           " µs)";
}

}  // namespace xp860::timeline
