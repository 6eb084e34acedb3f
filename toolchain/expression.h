// Assembler expressions: a scanner over one statement's text and a parser that
// turns `sym+4`, `.-1b`, `(1<<12)|3` into a value the assembler can place or relocate.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace xp860::toolchain {

// A cursor over the text of one statement.
class Scanner {
public:
    explicit Scanner(std::string_view text) : text_(text) {}

    void skip_space();
    bool at_end();  // only blanks remain
    char peek();    // after skipping blanks; '\0' at the end
    bool consume(char c);
    bool consume(std::string_view word);  // exact text, no word-boundary check
    void expect(char c);
    // An identifier ([A-Za-z_.$][A-Za-z0-9_.$]*), or nullopt (nothing consumed).
    std::optional<std::string_view> identifier();
    std::string_view rest() const { return text_.substr(position_); }
    std::size_t position() const { return position_; }
    void rewind(std::size_t position) { position_ = position; }

private:
    std::string_view text_;
    std::size_t position_ = 0;
};

// An error in the statement being assembled; the assembler adds file and line.
class SourceError : public std::exception {
public:
    explicit SourceError(std::string message) : message_(std::move(message)) {}
    const char* what() const noexcept override { return message_.c_str(); }

private:
    std::string message_;
};

inline constexpr int kNoSymbol = -1;

// symbol + constant - minus_symbol: what an assembler expression can denote before
// symbols have final addresses.
struct ExpressionValue {
    std::int64_t constant = 0;
    int symbol = kNoSymbol;
    int minus_symbol = kNoSymbol;

    bool is_constant() const { return symbol == kNoSymbol && minus_symbol == kNoSymbol; }
};

// What the parser needs from the assembler: symbol lookup (a symbol already known
// to be absolute comes back as a constant), numeric local labels, and ".".
class ExpressionContext {
public:
    virtual ~ExpressionContext() = default;
    virtual ExpressionValue symbol_reference(std::string_view name) = 0;
    virtual ExpressionValue local_label_reference(int number, bool forward) = 0;
    virtual ExpressionValue location() = 0;
    // For sym - sym: the constant difference if both are known in one section.
    virtual std::optional<std::int64_t> difference(int symbol, int minus_symbol) = 0;
};

// Parses one expression with GNU as precedence (unary; * / % << >>; | & ^; + -;
// comparisons; &&; ||) and stops before the first character that cannot continue it.
ExpressionValue parse_expression(Scanner& scanner, ExpressionContext& context);

// An integer literal: decimal, 0x hex, 0b binary, leading-0 octal, or 'c'.
std::optional<std::int64_t> parse_integer_literal(Scanner& scanner);

}  // namespace xp860::toolchain
