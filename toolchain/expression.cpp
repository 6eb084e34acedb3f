#include "toolchain/expression.h"

#include <cctype>
#include <limits>

namespace xp860::toolchain {

void Scanner::skip_space() {
    while (position_ < text_.size() && (text_[position_] == ' ' || text_[position_] == '\t'))
        ++position_;
}

bool Scanner::at_end() {
    skip_space();
    return position_ >= text_.size();
}

char Scanner::peek() {
    skip_space();
    return position_ < text_.size() ? text_[position_] : '\0';
}

bool Scanner::consume(char c) {
    if (peek() != c || c == '\0') return false;
    ++position_;
    return true;
}

bool Scanner::consume(std::string_view word) {
    skip_space();
    if (text_.substr(position_).starts_with(word)) {
        position_ += word.size();
        return true;
    }
    return false;
}

void Scanner::expect(char c) {
    if (!consume(c)) {
        const char found = peek();
        throw SourceError(found == '\0'
                                  ? std::string("expected `") + c + "' at the end of the line"
                                  : std::string("expected `") + c + "', found `" + found + "'");
    }
}

namespace {

// Bytes from 0x80 up are UTF-8 letters, as in GNU as: the C compiler's symbols for
// identifiers with non-ASCII letters.
bool is_identifier_start(char c) {
    const auto byte = static_cast<unsigned char>(c);
    return std::isalpha(byte) || c == '_' || c == '.' || c == '$' || byte >= 0x80;
}

bool is_identifier_char(char c) {
    return is_identifier_start(c) || std::isdigit(static_cast<unsigned char>(c));
}

}  // namespace

std::optional<std::string_view> Scanner::identifier() {
    skip_space();
    if (position_ >= text_.size() || !is_identifier_start(text_[position_])) return std::nullopt;
    const std::size_t start = position_;
    while (position_ < text_.size() && is_identifier_char(text_[position_])) ++position_;
    return text_.substr(start, position_ - start);
}

namespace {

int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return 99;
}

int char_escape(Scanner& scanner, std::string_view rest) {
    // rest starts after the opening quote
    if (rest.empty()) throw SourceError("unterminated character constant");
    if (rest[0] != '\\') {
        scanner.rewind(scanner.position() + 1);
        return static_cast<unsigned char>(rest[0]);
    }
    if (rest.size() < 2) throw SourceError("unterminated character constant");
    scanner.rewind(scanner.position() + 2);
    switch (rest[1]) {
        case 'n': return '\n';
        case 't': return '\t';
        case 'r': return '\r';
        case '0': return 0;
        case '\\': return '\\';
        case '\'': return '\'';
        case '"': return '"';
        default: throw SourceError(std::string("unknown escape `\\") + rest[1] + "'");
    }
}

}  // namespace

std::optional<std::int64_t> parse_integer_literal(Scanner& scanner) {
    const char first = scanner.peek();
    if (first == '\'') {
        scanner.consume('\'');
        const int value = char_escape(scanner, scanner.rest());
        scanner.consume('\'');  // GNU as allows the closing quote to be missing
        return value;
    }
    if (!std::isdigit(static_cast<unsigned char>(first))) return std::nullopt;
    const std::string_view text = scanner.rest();
    int base = 10;
    std::size_t i = 0;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X') &&
        digit_value(text[2]) < 16) {
        base = 16;
        i = 2;
    } else if (text.size() > 2 && text[0] == '0' && (text[1] == 'b' || text[1] == 'B') &&
               (text[2] == '0' || text[2] == '1')) {
        base = 2;
        i = 2;
    } else if (text.size() > 1 && text[0] == '0' && std::isdigit(static_cast<unsigned char>(text[1]))) {
        base = 8;
        i = 1;
    }
    std::uint64_t value = 0;
    for (; i < text.size() && digit_value(text[i]) < base; ++i) {
        const auto digit = static_cast<std::uint64_t>(digit_value(text[i]));
        if (value > (std::numeric_limits<std::uint64_t>::max() - digit) / static_cast<std::uint64_t>(base))
            throw SourceError("integer constant too large");
        value = value * static_cast<std::uint64_t>(base) + digit;
    }
    if (i < text.size() && is_identifier_char(text[i]))
        throw SourceError("bad digit `" + std::string(1, text[i]) + "' in a number");
    scanner.rewind(scanner.position() + i);
    return static_cast<std::int64_t>(value);
}

namespace {

class Parser {
public:
    Parser(Scanner& scanner, ExpressionContext& context) : scanner_(scanner), context_(context) {}

    ExpressionValue parse() { return logical_or(); }

private:
    static std::int64_t need_constant(const ExpressionValue& value, const char* operation) {
        if (!value.is_constant())
            throw SourceError(std::string("operator ") + operation +
                                  " needs constant operands, not a symbol");
        return value.constant;
    }

    static ExpressionValue constant(std::int64_t value) {
        ExpressionValue result;
        result.constant = value;
        return result;
    }

    // Wrapping arithmetic: the assembler's numbers are 64-bit two's complement.
    static std::int64_t wrap_add(std::int64_t a, std::int64_t b) {
        return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) + static_cast<std::uint64_t>(b));
    }
    static std::int64_t wrap_sub(std::int64_t a, std::int64_t b) {
        return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) - static_cast<std::uint64_t>(b));
    }
    static std::int64_t wrap_mul(std::int64_t a, std::int64_t b) {
        return static_cast<std::int64_t>(static_cast<std::uint64_t>(a) * static_cast<std::uint64_t>(b));
    }

    ExpressionValue add(ExpressionValue a, const ExpressionValue& b) {
        if (a.symbol != kNoSymbol && b.symbol != kNoSymbol)
            throw SourceError("cannot add two symbols");
        if (a.minus_symbol != kNoSymbol && b.minus_symbol != kNoSymbol)
            throw SourceError("expression too complex");
        a.constant = wrap_add(a.constant, b.constant);
        if (b.symbol != kNoSymbol) a.symbol = b.symbol;
        if (b.minus_symbol != kNoSymbol) a.minus_symbol = b.minus_symbol;
        return simplify(a);
    }

    ExpressionValue subtract(ExpressionValue a, const ExpressionValue& b) {
        if (b.minus_symbol != kNoSymbol) throw SourceError("expression too complex");
        a.constant = wrap_sub(a.constant, b.constant);
        if (b.symbol != kNoSymbol) {
            if (a.minus_symbol != kNoSymbol) throw SourceError("expression too complex");
            a.minus_symbol = b.symbol;
        }
        return simplify(a);
    }

    ExpressionValue simplify(ExpressionValue value) {
        if (value.symbol != kNoSymbol && value.minus_symbol != kNoSymbol) {
            if (const auto difference = context_.difference(value.symbol, value.minus_symbol)) {
                value.constant = wrap_add(value.constant, *difference);
                value.symbol = value.minus_symbol = kNoSymbol;
            }
        }
        return value;
    }

    ExpressionValue logical_or() {
        ExpressionValue left = logical_and();
        while (scanner_.consume("||")) {
            const ExpressionValue right = logical_and();
            left = constant(need_constant(left, "||") != 0 || need_constant(right, "||") != 0);
        }
        return left;
    }

    ExpressionValue logical_and() {
        ExpressionValue left = comparison();
        while (scanner_.consume("&&")) {
            const ExpressionValue right = comparison();
            left = constant(need_constant(left, "&&") != 0 && need_constant(right, "&&") != 0);
        }
        return left;
    }

    std::optional<std::string_view> comparison_operator() {
        for (const std::string_view candidate : {"==", "!=", "<=", ">=", "<>"})
            if (scanner_.consume(candidate)) return candidate;
        scanner_.skip_space();
        const std::string_view rest = scanner_.rest();
        // A lone < or >; a doubled one is a shift, taken by the multiplicative level.
        if (!rest.empty() && (rest[0] == '<' || rest[0] == '>') &&
            !(rest.size() > 1 && rest[1] == rest[0])) {
            scanner_.consume(rest[0]);
            return rest.substr(0, 1);
        }
        return std::nullopt;
    }

    ExpressionValue comparison() {
        ExpressionValue left = additive();
        while (const auto op = comparison_operator()) {
            const ExpressionValue right = additive();
            const std::int64_t a = need_constant(left, "comparison");
            const std::int64_t b = need_constant(right, "comparison");
            bool truth = false;
            if (*op == "==") truth = a == b;
            else if (*op == "!=" || *op == "<>") truth = a != b;
            else if (*op == "<=") truth = a <= b;
            else if (*op == ">=") truth = a >= b;
            else if (*op == "<") truth = a < b;
            else truth = a > b;
            left = constant(truth ? -1 : 0);  // GNU as yields -1 for true
        }
        return left;
    }

    ExpressionValue additive() {
        ExpressionValue left = bitwise();
        for (;;) {
            if (scanner_.consume('+')) {
                left = add(left, bitwise());
            } else if (scanner_.peek() == '-') {
                scanner_.consume('-');
                left = subtract(left, bitwise());
            } else {
                return left;
            }
        }
    }

    ExpressionValue bitwise() {
        ExpressionValue left = multiplicative();
        for (;;) {
            const char c = scanner_.peek();
            const std::string_view rest = scanner_.rest();
            // "||" and "&&" belong to the logical levels.
            if ((c == '|' || c == '&') && rest.size() > 1 && rest[1] == c) return left;
            if (c != '|' && c != '&' && c != '^' && c != '!') return left;
            if (c == '!' && rest.size() > 1 && rest[1] == '=') return left;
            scanner_.consume(c);
            const ExpressionValue right = multiplicative();
            const std::int64_t a = need_constant(left, "bitwise");
            const std::int64_t b = need_constant(right, "bitwise");
            if (c == '|') left = constant(a | b);
            else if (c == '&') left = constant(a & b);
            else if (c == '^') left = constant(a ^ b);
            else left = constant(a | ~b);  // GNU as: a ! b is "or not"
        }
    }

    ExpressionValue multiplicative() {
        ExpressionValue left = unary();
        for (;;) {
            const char c = scanner_.peek();
            const std::string_view rest = scanner_.rest();
            if (c == '*' || c == '/' || c == '%') {
                scanner_.consume(c);
                const std::int64_t b = need_constant(unary(), "* / %");
                const std::int64_t a = need_constant(left, "* / %");
                if ((c == '/' || c == '%') && b == 0) throw SourceError("division by zero");
                if (c == '*') left = constant(wrap_mul(a, b));
                else if (b == -1) left = constant(c == '/' ? wrap_sub(0, a) : 0);
                else left = constant(c == '/' ? a / b : a % b);
            } else if ((c == '<' || c == '>') && rest.size() > 1 && rest[1] == c) {
                scanner_.consume(rest.substr(0, 2));
                const std::int64_t b = need_constant(unary(), "shift");
                const std::int64_t a = need_constant(left, "shift");
                const auto bits = static_cast<std::uint64_t>(a);
                if (b < 0 || b >= 64) left = constant(0);
                else if (c == '<') left = constant(static_cast<std::int64_t>(bits << b));
                else left = constant(static_cast<std::int64_t>(bits >> b));
            } else {
                return left;
            }
        }
    }

    ExpressionValue unary() {
        if (++depth_ > kMaxDepth) throw SourceError("expression nested too deeply");
        ExpressionValue value;
        if (scanner_.consume('-')) {
            value = subtract(constant(0), unary());
        } else if (scanner_.consume('+')) {
            value = unary();
        } else if (scanner_.consume('~')) {
            value = constant(~need_constant(unary(), "~"));
        } else if (scanner_.consume('!')) {
            value = constant(need_constant(unary(), "!") == 0);
        } else {
            value = primary();
        }
        --depth_;
        return value;
    }

    ExpressionValue primary() {
        const char c = scanner_.peek();
        if (c == '(') {
            scanner_.consume('(');
            ExpressionValue value = parse();
            scanner_.expect(')');
            return value;
        }
        if (std::isdigit(static_cast<unsigned char>(c))) {
            // "1b" / "1f": the nearest numeric local label backward or forward.
            const std::string_view rest = scanner_.rest();
            std::size_t digits = 0;
            while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits]))) ++digits;
            if (digits < rest.size() && (rest[digits] == 'b' || rest[digits] == 'f') &&
                (digits + 1 == rest.size() || !is_identifier_char(rest[digits + 1])) &&
                digits <= 9) {
                const int number = std::stoi(std::string(rest.substr(0, digits)));
                scanner_.rewind(scanner_.position() + digits + 1);
                return context_.local_label_reference(number, rest[digits] == 'f');
            }
        }
        if (const auto literal = parse_integer_literal(scanner_)) return constant(*literal);
        if (c == '.') {
            const std::size_t start = scanner_.position();
            const auto name = scanner_.identifier();
            if (name && *name == ".") return context_.location();
            scanner_.rewind(start);
        }
        if (const auto name = scanner_.identifier()) return context_.symbol_reference(*name);
        if (c == '\0') throw SourceError("missing operand at the end of the line");
        throw SourceError(std::string("unexpected `") + c + "' in an expression");
    }

    static constexpr int kMaxDepth = 200;
    Scanner& scanner_;
    ExpressionContext& context_;
    int depth_ = 0;
};

}  // namespace

ExpressionValue parse_expression(Scanner& scanner, ExpressionContext& context) {
    return Parser(scanner, context).parse();
}

}  // namespace xp860::toolchain
