#include "tests/cpu/core_oracle.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "cpu/control_registers.h"
#include "cpu/instruction_table.h"
#include "mmu/page_table.h"

namespace xp860::test {

namespace {

constexpr std::uint32_t kData = 0x00020000;  // 8 KB of data, two pages, filled from the input
constexpr std::uint32_t kDataBytes = 0x2000;
// The page tables, in the window, so that every write to them is seen by the bus.
constexpr std::uint32_t kDirectory = kUncached;
constexpr std::uint32_t kLowTable = kUncached + 0x1000;   // virtual 0..4 MB
constexpr std::uint32_t kHighTable = kUncached + 0x2000;  // the top 4 MB: the vector page
constexpr std::uint32_t kFullRights = mmu::pte::kPresent | mmu::pte::kWritable | mmu::pte::kUser;

// Input flags (byte 0).
constexpr std::uint8_t kRawWords = 1;
constexpr std::uint8_t kPaging = 2;
constexpr std::uint8_t kTimer = 4;
constexpr std::uint8_t kUserStart = 8;
constexpr std::uint8_t kStopAtTraps = 16;
constexpr std::size_t kHeaderBytes = 4;

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser: every input bit moves every output bit
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

std::uint32_t word_of(std::string_view mnemonic) { return cpu::forms_named(mnemonic).front()->match; }

// A branch offset of -8..8 words: most branches land inside the program.
std::uint32_t small_offset(std::uint64_t bits) { return static_cast<std::uint32_t>(static_cast<int>(bits % 17) - 8); }

// A 16-bit value in the split encoding of 'r' and 's' (bits 20:16 high, 10:0 low).
std::uint32_t split16(std::uint32_t value) { return (((value >> 11) & 0x1f) << 16) | (value & 0x7ff); }

// A word of `form`, its operands from `bits`, then steered where pure chance would
// leave the program at once: branches stay near, displacements mostly stay small
// (the base registers point into the data window), the handler's registers r25..r31
// are not written, and the D bit is as `dual` says.
std::uint32_t fill(const cpu::InstructionForm& form, std::uint64_t bits, bool dual) {
    // Bits the encoding leaves unused make the word an instruction trap: one in 16.
    const std::uint32_t free = ((bits >> 32) & 15) == 0 ? ~(form.match | form.lose) : form.operand_mask();
    std::uint32_t word = form.match | (static_cast<std::uint32_t>(bits) & free);
    const bool small = ((bits >> 36) & 3) != 0;
    for (std::size_t i = 0; i < form.operand_count; ++i) {
        const cpu::OperandSpec& spec = form.operands[i];
        const std::uint32_t field = cpu::operand_field_mask(spec);
        std::uint32_t value = word & field;
        switch (spec.kind) {
            case cpu::OperandKind::Branch26: value = small_offset(bits >> 40) & field; break;
            case cpu::OperandKind::Branch16Split: value = split16(small_offset(bits >> 40)) & field; break;
            case cpu::OperandKind::Offset16:
                if (small) value = static_cast<std::uint32_t>(bits >> 44) & 0x3f & field;
                break;
            case cpu::OperandKind::SplitOffset16:
                if (small) value = split16(static_cast<std::uint32_t>(bits >> 44) & 0x3f) & field;
                break;
            case cpu::OperandKind::IntDest:
                if ((value >> 16) >= 25) value -= 16u << 16;
                break;
            default: break;
        }
        word = (word & ~field) | value;
    }
    if (form.has(cpu::kDualBit)) word = dual ? word | cpu::kDualInstructionBit : word & ~cpu::kDualInstructionBit;
    return word;
}

const cpu::InstructionForm& pick(std::uint64_t bits, bool fp_half) {
    static const auto halves = [] {
        std::array<std::vector<const cpu::InstructionForm*>, 2> lists;  // core halves, FP halves
        for (const auto& form : cpu::instruction_table()) lists[form.has(cpu::kDualBit) ? 1 : 0].push_back(&form);
        return lists;
    }();
    const auto& list = halves[fp_half ? 1 : 0];
    return *list[(bits >> 56) % list.size()];
}

// A stretch of dual-instruction mode: entry (d.fnop at an 8-byte boundary, then the
// one instruction of the lag), pairs, and the two pairs of the exit.
void append_dual_block(std::vector<std::uint32_t>& words, std::uint64_t bits) {
    if (words.size() % 2 != 0) words.push_back(word_of("nop"));
    const std::size_t pairs = 1 + (bits & 3);
    const std::uint64_t seed = bits;
    for (std::size_t i = 0; i < pairs + 3; ++i) {
        const bool leaving = i >= pairs + 1;
        bits = mix(bits ^ (seed + i));
        words.push_back(i == 0 ? word_of("fnop") | cpu::kDualInstructionBit : fill(pick(bits, true), bits, !leaving));
        bits = mix(bits);
        words.push_back(fill(pick(bits, false), bits, false));
    }
}

std::vector<std::uint32_t> generate(std::span<const std::uint8_t> chunks, bool raw) {
    std::vector<std::uint32_t> words;
    for (std::size_t at = 0; at + 4 <= chunks.size() && at / 4 < kOracleMaxChunks; at += 4) {
        std::uint32_t chunk = 0;
        std::memcpy(&chunk, chunks.data() + at, 4);
        if (raw) {
            words.push_back(chunk);
            continue;
        }
        const std::uint64_t bits = mix(chunk);
        if ((chunk & 7) == 0) {
            append_dual_block(words, bits);
        } else {
            words.push_back(fill(pick(bits, (chunk & 0x10) != 0), bits, false));
        }
    }
    words.push_back(word_of("br") | (0x3ffffffu & static_cast<std::uint32_t>(-1)));  // br .
    words.push_back(word_of("nop"));
    return words;
}

Placement placement_of(std::uint32_t address, const std::vector<std::uint32_t>& words) {
    Placement placement{address, std::vector<std::uint8_t>(words.size() * 4)};
    std::memcpy(placement.bytes.data(), words.data(), placement.bytes.size());  // the host and the i860: little-endian
    return placement;
}

// Identity maps of RAM and the vector page; the data window's two pages have the
// rights `rights` gives (bits 2:0 and 5:3: P, W and U, as in a PTE).
void append_page_tables(Image& image, std::uint8_t rights) {
    std::vector<std::uint32_t> directory(1024), low(1024), high(1024);
    directory[0] = kLowTable | kFullRights;
    directory[1023] = kHighTable | kFullRights;
    for (std::uint32_t page = 0; page < kRamBytes / 0x1000; ++page) low[page] = (page << 12) | kFullRights;
    low[kData >> 12] = kData | (rights & 7u);
    low[(kData >> 12) + 1] = (kData + 0x1000) | ((rights >> 3) & 7u);
    high[1023] = kVectorPage | mmu::pte::kPresent | mmu::pte::kWritable;
    image.placements.push_back(placement_of(kDirectory, directory));
    image.placements.push_back(placement_of(kLowTable, low));
    image.placements.push_back(placement_of(kHighTable, high));
    image.dirbase = kDirectory | cpu::dirbase::kTranslationEnable;
}

// The header's bytes, zero where the input is shorter.
std::array<std::uint8_t, kHeaderBytes> header_of(std::span<const std::uint8_t> input) {
    std::array<std::uint8_t, kHeaderBytes> header{};
    std::copy_n(input.begin(), std::min(input.size(), kHeaderBytes), header.begin());
    return header;
}

const std::vector<Placement>& handler() {
    static const std::vector<Placement> placements = [] {
        std::vector<Placement> found;
        for (auto& placement : assemble_image("").placements)
            if (placement.address >= kVectorPage) found.push_back(std::move(placement));
        return found;
    }();
    return placements;
}

}  // namespace

Image oracle_image(std::span<const std::uint8_t> input) {
    const auto header = header_of(input);
    const std::uint8_t flags = header[0];
    const auto chunks = input.subspan(std::min(input.size(), kHeaderBytes));

    Image image;
    image.placements = handler();
    image.placements.push_back(placement_of(kText, generate(chunks, (flags & kRawWords) != 0)));
    Placement data{kData, std::vector<std::uint8_t>(kDataBytes)};
    for (std::size_t i = 0; i < data.bytes.size() && !input.empty(); ++i) data.bytes[i] = input[i % input.size()];
    image.placements.push_back(std::move(data));
    if ((flags & kPaging) != 0) append_page_tables(image, header[2]);

    // Bases into the data window, the uncached window (and the page tables in it),
    // the program, wild addresses, the device's ports, a bla counter and small values.
    image.registers = {{1, kText + 16},       {3, kData},          {4, kData + 16},     {5, kData + 32},
                       {6, kData + 0x800},    {7, kData + 0xff0},  {8, kData + 0x1000}, {9, kLowTable + 0x80},
                       {10, kUncached + 0x4000}, {11, kText + 64}, {12, 0x7fff0000},    {13, 0xfffffff0},
                       {14, kRamBytes},       {15, kTimerPort},    {16, kCyclePort},    {17, kRaisePort},
                       {18, 0xffffffff},      {19, 5},             {20, 1},             {21, 3},
                       {22, 0x1234},          {23, 0x80000000},    {24, 0x3f800000},    {30, kTimerPort}};
    if ((flags & kTimer) != 0) {
        const std::uint32_t period = header[1] + 8u;
        image.registers.emplace_back(25, period);
        image.psr |= cpu::psr::kInterruptMode;
        image.timer_at = period;
    }
    if ((flags & kUserStart) != 0) image.psr |= cpu::psr::kUserMode;
    return image;
}

std::vector<std::uint64_t> oracle_interrupts(std::span<const std::uint8_t> input) {
    std::vector<std::uint64_t> cycles;
    const std::uint64_t period = 8u * header_of(input)[3];
    for (std::uint64_t at = period; period != 0 && at < kOracleBudget; at += period) cycles.push_back(at);
    return cycles;
}

std::string oracle_difference(std::span<const std::uint8_t> input) {
    const auto header = header_of(input);
    const std::uint8_t flags = header[0];
    const auto& chunkings = standard_chunkings();
    const std::size_t which = flags >> 5;
    // Beyond the standard chunkings: two run lengths of 1..29 and 1..13 cycles, from
    // the header bytes that also set the timer and the pages' rights.
    const std::vector<std::uint64_t> chunks =
        which < chunkings.size() ? chunkings[which]
                                 : std::vector<std::uint64_t>{1u + header[1] % 29u, 1u + header[2] % 13u};
    Ending stepped;
    return compare_drivers(oracle_image(input), chunks, oracle_interrupts(input), (flags & kStopAtTraps) != 0,
                           kOracleBudget, stepped);
}

}  // namespace xp860::test
