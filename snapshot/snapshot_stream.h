// The bytes of a machine snapshot as each class writes and reads its own state
// (docs/snapshots.md): little-endian integers, sizes before sequences, and a short
// tag before each part, so that a reader out of step names where. The reader checks
// every read against the bytes left and throws SnapshotError, never reads past them,
// and never believes a count that the bytes left could not hold.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace xp860::snapshot {

class SnapshotError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class SnapshotWriter {
public:
    template <typename T>
        requires std::is_integral_v<T> || std::is_enum_v<T>
    void put(T value) {
        if constexpr (std::is_enum_v<T>) {
            put(static_cast<std::underlying_type_t<T>>(value));
        } else if constexpr (std::is_same_v<T, bool>) {
            bytes_.push_back(value ? 1 : 0);
        } else {
            auto bits = static_cast<std::make_unsigned_t<T>>(value);
            for (std::size_t i = 0; i < sizeof(T); ++i, bits = static_cast<decltype(bits)>(bits >> 4 >> 4))
                bytes_.push_back(static_cast<std::uint8_t>(bits));
        }
    }
    template <typename T, std::size_t N>
    void put(const std::array<T, N>& values) {
        for (const T& value : values) put(value);
    }
    // An optional value: whether it is there, then the value or zero.
    template <typename T>
    void put(const std::optional<T>& value) {
        put(value.has_value());
        put(value.value_or(T{}));
    }
    // The plain fields of a part, in order: one list serves saving and loading
    // (each part's transfer(), which SnapshotReader::operator() runs the other way).
    template <typename... T>
    void operator()(const T&... values) {
        (put(values), ...);
    }
    // A value the reader checks against `limit`.
    template <typename T>
    void bounded(const T& value, std::uint64_t /*limit*/, std::string_view /*what*/) {
        put(value);
    }
    void put_size(std::size_t size) { put(static_cast<std::uint64_t>(size)); }
    void put_bytes(std::span<const std::uint8_t> bytes) {
        put_size(bytes.size());
        bytes_.insert(bytes_.end(), bytes.begin(), bytes.end());
    }
    void put_string(std::string_view text) {
        put_bytes({reinterpret_cast<const std::uint8_t*>(text.data()), text.size()});
    }
    // Marks the start of a part: four characters.
    void tag(std::string_view name) { bytes_.insert(bytes_.end(), name.begin(), name.begin() + 4); }

    const std::vector<std::uint8_t>& bytes() const { return bytes_; }
    std::vector<std::uint8_t> take() { return std::move(bytes_); }

private:
    std::vector<std::uint8_t> bytes_;
};

class SnapshotReader {
public:
    explicit SnapshotReader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}

    template <typename T>
        requires std::is_integral_v<T> || std::is_enum_v<T>
    T get() {
        if constexpr (std::is_enum_v<T>) {
            return static_cast<T>(get<std::underlying_type_t<T>>());
        } else if constexpr (std::is_same_v<T, bool>) {
            const std::uint8_t byte = take(1)[0];
            if (byte > 1) fail("a flag of " + std::to_string(byte));
            return byte == 1;
        } else {
            const std::span<const std::uint8_t> raw = take(sizeof(T));
            std::make_unsigned_t<T> bits = 0;
            for (std::size_t i = sizeof(T); i-- > 0;)
                bits = static_cast<decltype(bits)>(bits << 4 << 4 | raw[i]);
            return static_cast<T>(bits);
        }
    }
    template <typename T>
    void get(T& value) {
        value = get<T>();
    }
    template <typename T, std::size_t N>
    void get(std::array<T, N>& values) {
        for (T& value : values) get(value);
    }
    template <typename T>
    void get(std::optional<T>& value) {
        const bool present = get<bool>();
        const T read = get<T>();
        value = present ? std::optional<T>(read) : std::nullopt;
    }
    template <typename... T>
    void operator()(T&... values) {
        (get(values), ...);
    }
    template <typename T>
    void bounded(T& value, std::uint64_t limit, std::string_view what) {
        value = get_below<T>(limit, what);
    }
    // A count of items of at least `item_bytes` each that the bytes left can hold.
    std::size_t get_size(std::size_t item_bytes = 1) {
        const auto size = get<std::uint64_t>();
        if (item_bytes != 0 && size > left() / item_bytes)
            fail("a count of " + std::to_string(size) + " that the " + std::to_string(left()) +
                 " bytes left cannot hold");
        return static_cast<std::size_t>(size);
    }
    // A value below `limit` (an index, an enum's range).
    template <typename T>
    T get_below(std::uint64_t limit, std::string_view what) {
        const auto value = get<T>();
        if (static_cast<std::uint64_t>(value) >= limit)
            fail(std::string(what) + " " + std::to_string(static_cast<std::uint64_t>(value)) + " out of range");
        return value;
    }
    std::span<const std::uint8_t> get_bytes() { return take(get_size()); }
    std::string get_string() {
        const std::span<const std::uint8_t> raw = get_bytes();
        return {reinterpret_cast<const char*>(raw.data()), raw.size()};
    }
    void expect_tag(std::string_view name) {
        const std::span<const std::uint8_t> raw = take(4);
        if (std::memcmp(raw.data(), name.data(), 4) != 0) fail("expected the part '" + std::string(name.substr(0, 4)) + "'");
        where_ = name.substr(0, 4);
    }

    std::size_t left() const { return bytes_.size() - offset_; }
    std::size_t offset() const { return offset_; }
    // Every byte has been read: anything after is a damaged or foreign payload.
    void expect_end() {
        if (left() != 0) fail(std::to_string(left()) + " bytes left over at the end");
    }
    [[noreturn]] void fail(const std::string& what) const {
        throw SnapshotError(what + " at payload offset " + std::to_string(offset_) +
                            (where_.empty() ? "" : " (in part '" + where_ + "')"));
    }

private:
    std::span<const std::uint8_t> take(std::size_t size) {
        if (size > left()) fail("truncated: " + std::to_string(size) + " bytes wanted, " + std::to_string(left()) + " left");
        const std::span<const std::uint8_t> raw = bytes_.subspan(offset_, size);
        offset_ += size;
        return raw;
    }

    std::span<const std::uint8_t> bytes_;
    std::size_t offset_ = 0;
    std::string where_;
};

}  // namespace xp860::snapshot
