#include "mmu/host_device.h"

#include <algorithm>
#include <limits>
#include <vector>

#include "cpu/cycle_model.h"
#include "cpu/little_endian.h"
#include "mmu/cache.h"
#include "mmu/register_access.h"

namespace xp860::mmu {

using namespace host;

namespace {
constexpr HostReply failed(std::uint32_t error) { return {0, error}; }
}  // namespace

bool HostDevice::read(std::uint32_t offset, std::span<std::uint8_t> bytes, std::uint64_t) {
    if (offset <= kArgument3 && offset % 4 == 0) return answer_register(bytes, arguments_[offset / 4]);
    if (offset == kResult)
        return answer_register(bytes, last_.error == kNone ? static_cast<std::uint32_t>(last_.value) : 0xffffffffu);
    if (offset == kError) return answer_register(bytes, last_.error);
    return false;
}

bool HostDevice::write(std::uint32_t offset, std::span<const std::uint8_t> bytes, std::uint64_t cycle) {
    const std::optional<std::uint32_t> value = register_value(bytes);
    if (!value) return false;
    if (offset <= kArgument3 && offset % 4 == 0) {
        arguments_[offset / 4] = *value;
        return true;
    }
    if (offset != kCall) return false;
    last_ = perform(*value, cycle);
    memory_.hold_bus(cycle, cpu::timing::kHostCallWork);
    return true;
}

HostReply HostDevice::perform(std::uint32_t call, std::uint64_t cycle) {
    const auto fd = static_cast<std::int32_t>(arguments_[0]);
    HostReply failure;
    switch (call) {
        case kWrite:
        case kRead: return transfer(call, cycle);
        case kOpen: {
            const std::optional<std::string> name = path(0, cycle, failure);
            if (!name) return failure;
            return system_ ? system_->open(*name, arguments_[2], arguments_[3]) : failed(kNoSuchCall);
        }
        case kClose:
            // DECISION: closing 0, 1 or 2 succeeds and leaves them usable.
            if (fd >= 0 && fd < kFirstFileFd) return {};
            return system_ ? system_->close(fd) : failed(kBadFd);
        case kSeek:
            if (fd >= 0 && fd < kFirstFileFd) return failed(kIllegalSeek);
            if (!system_) return failed(kBadFd);
            return system_->seek(fd, static_cast<std::int32_t>(arguments_[1]), arguments_[2]);
        case kRemove: {
            const std::optional<std::string> name = path(0, cycle, failure);
            if (!name) return failure;
            return system_ ? system_->remove(*name) : failed(kNoSuchCall);
        }
        case kRename: {
            const std::optional<std::string> from = path(0, cycle, failure);
            if (!from) return failure;
            const std::optional<std::string> to = path(2, cycle, failure);
            if (!to) return failure;
            return system_ ? system_->rename(*from, *to) : failed(kNoSuchCall);
        }
        case kTime: return system_ ? system_->time() : failed(kNoSuchCall);
        case kExit: finish({HostEnd::Kind::Exit, arguments_[0]}, cycle); return {};
        case kAbort: finish({HostEnd::Kind::Abort, 0}, cycle); return {};
        case kArguments: return copy_arguments(cycle);
        default: return failed(kNoSuchCall);
    }
}

// write and read: ARG0 fd, ARG1 the buffer, ARG2 its bytes. The buffer crosses the
// bus as one DMA transfer (write: before the host sees it; read: what the host gave).
HostReply HostDevice::transfer(std::uint32_t call, std::uint64_t cycle) {
    const auto fd = static_cast<std::int32_t>(arguments_[0]);
    const std::uint32_t address = arguments_[1], count = arguments_[2];
    const bool file = fd >= kFirstFileFd;
    const bool standard = call == kWrite ? fd == 1 || fd == 2 : fd == 0;
    if (!(file ? system_ != nullptr : standard)) return failed(kBadFd);
    if (count > static_cast<std::uint32_t>(std::numeric_limits<std::int32_t>::max())) return failed(kInvalid);
    if (!memory_.in_ram(address, count)) return failed(kFault);
    std::vector<std::uint8_t> buffer(count);
    if (call == kRead && !file) {
        const HostReply reply = read_input(buffer);
        if (reply.value > 0)
            memory_.dma_write(address, std::span(buffer).first(static_cast<std::size_t>(reply.value)), cycle);
        return reply;
    }
    if (call == kWrite) {
        if (count > 0) memory_.dma_read(address, buffer, cycle);  // nothing to move: no bus cycle
        if (file) return system_->write(fd, buffer);
        const std::string_view text(reinterpret_cast<const char*>(buffer.data()), buffer.size());
        if (sink_) sink_(fd, text);
        else kept_[fd - 1] += text;
        return {static_cast<std::int32_t>(count), kNone};
    }
    const HostReply reply = system_->read(fd, buffer);
    if (reply.error == kNone && reply.value > 0)
        memory_.dma_write(address, std::span(buffer).first(static_cast<std::size_t>(reply.value)), cycle);
    return reply;
}

// fd 0: the InputSource's bytes, else end of file.
HostReply HostDevice::read_input(std::span<std::uint8_t> bytes) {
    if (!source_ || bytes.empty()) return {};
    const std::optional<std::size_t> got = source_(bytes);
    if (!got) return failed(kInputOutput);
    input_taken_ += *got;
    return {static_cast<std::int32_t>(*got), kNone};
}

// kArguments: ARG0 where the program sees the block, ARG1 the buffer, ARG2 its bytes.
// A buffer too small gets nothing, so crt0 asks with 0 first and then makes room.
HostReply HostDevice::copy_arguments(std::uint64_t cycle) {
    const std::vector<std::uint8_t> block = argument_block(program_arguments_, arguments_[0]);
    const auto size = static_cast<std::int32_t>(block.size());
    if (arguments_[2] < block.size()) return {size, kNone};
    if (!memory_.in_ram(arguments_[1], arguments_[2])) return failed(kFault);
    memory_.dma_write(arguments_[1], block, cycle);
    return {size, kNone};
}

std::vector<std::uint8_t> argument_block(const std::vector<std::string>& arguments, std::uint32_t view) {
    const std::size_t words = arguments.size() + 2;
    std::vector<std::uint8_t> block(4 * words);
    const auto put_word = [&block](std::size_t word, std::size_t value) {
        cpu::store_little_endian(std::span(block).subspan(4 * word, 4), static_cast<std::uint32_t>(value));
    };
    put_word(0, arguments.size());
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        put_word(1 + i, view + block.size());
        block.insert(block.end(), arguments[i].begin(), arguments[i].end());
        block.push_back(0);
    }
    return block;
}

// A path is read a line (32 bytes, aligned) at a time, each a DMA read, until its NUL.
std::optional<std::string> HostDevice::path(unsigned pointer, std::uint64_t cycle, HostReply& failure) {
    const std::uint32_t address = arguments_[pointer];
    const std::uint32_t limit = std::min(arguments_[pointer + 1], kPathBytes);
    std::string text;
    for (std::uint32_t done = 0; done < limit;) {
        std::uint8_t line[Cache::kLineBytes];
        const std::uint32_t at = address + done;
        const std::uint32_t chunk = std::min(limit - done, Cache::kLineBytes - at % Cache::kLineBytes);
        // Addresses cannot wrap past 0xffffffff into RAM: the top of the map is not RAM.
        if (!memory_.dma_read(at, std::span(line, chunk), cycle)) {
            failure = failed(kFault);
            return std::nullopt;
        }
        const std::uint8_t* end = std::find(line, line + chunk, 0);
        text.append(reinterpret_cast<const char*>(line), static_cast<std::size_t>(end - line));
        if (end != line + chunk) return text;
        done += chunk;
    }
    // No NUL: a path too long, or one that runs out of what the caller may read.
    failure = failed(limit == kPathBytes ? kNameTooLong : kFault);
    return std::nullopt;
}

// The run ends after the instruction that made the call: an event now stops the
// core's run there (EventScheduler's hook), and the node sees end().
void HostDevice::finish(HostEnd end, std::uint64_t cycle) {
    if (!end_) end_ = end;
    events_.schedule(*this, cycle);
}

}  // namespace xp860::mmu
