// The lexer: preprocessed text to tokens. Numbers, characters and strings are
// decoded here; adjacent string literals are joined by the parser.
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <utility>

#include "toolchain/cc/compiler.h"
#include "toolchain/cc/token.h"
#include "toolchain/tool_error.h"

namespace xp860::cc {

std::string Location::str() const {
    return (file ? *file : std::string("<input>")) + ":" + std::to_string(line) + ":" + std::to_string(column);
}

void error_at(const Location& loc, const std::string& message) {
    throw toolchain::ToolError(loc.str() + ": error: " + message);
}

namespace {
bool warnings_enabled = true;
}

void set_warnings(bool enabled) { warnings_enabled = enabled; }

void warn_at(const Location& loc, const std::string& message) {
    if (!warnings_enabled) return;
    std::cerr << loc.str() << ": warning: " << message << "\n";
}

namespace {

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$'; }
bool is_ident_char(char c) { return is_ident_start(c) || std::isdigit(static_cast<unsigned char>(c)); }

// GNU's imaginary constants: an i or j last in a number, or before its f or l
// suffix (2i, 1.5fi, 1.5if). Removes it and says whether there was one.
bool strip_imaginary_suffix(std::string& s) {
    auto is_imaginary = [](char c) { return c == 'i' || c == 'I' || c == 'j' || c == 'J'; };
    const bool hex = s.size() > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    for (std::size_t back = 1; back <= 2 && back < s.size(); ++back) {
        const std::size_t at = s.size() - back;
        const bool before_suffix = back == 1 || std::string_view("fFlL").find(s[at + 1]) != std::string_view::npos;
        if (is_imaginary(s[at]) && before_suffix && !(hex && back == 2 && (s[at + 1] == 'f' || s[at + 1] == 'F'))) {
            s.erase(at, 1);
            return true;
        }
    }
    return false;
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Longest first, so that the first match is the right one.
constexpr std::string_view kPuncts[] = {
    "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=",
    "*=",  "/=",  "%=",  "&=", "|=", "^=", "##", "[",  "]",  "(",  ")",  "{",  "}",  ".",  "&",  "*",
    "+",   "-",   "~",   "!",  "/",  "%",  "<",  ">",  "^",  "|",  "?",  ":",  ";",  "=",  ",",  "#"};

// The digraphs the preprocessor passes through, and what they spell.
constexpr std::pair<std::string_view, std::string_view> kDigraphs[] = {
    {"<:", "["}, {":>", "]"}, {"<%", "{"}, {"%>", "}"}};

class Lexer {
public:
    Lexer(std::string_view text, const std::string& file_name, std::vector<std::unique_ptr<std::string>>& names)
        : text_(text), names_(names) {
        names_.push_back(std::make_unique<std::string>(file_name));
        file_ = names_.back().get();
    }

    std::vector<Token> run() {
        std::vector<Token> tokens;
        bool line_start = true;
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c == '\n') {
                advance();
                line_start = true;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
                advance();
                continue;
            }
            if (line_start && c == '#') {
                if (pragma_pack(tokens)) continue;
                directive_line();
                continue;
            }
            line_start = false;
            if (c == '/' && peek(1) == '/') {
                while (pos_ < text_.size() && text_[pos_] != '\n') advance();
                continue;
            }
            if (c == '/' && peek(1) == '*') {
                const Location start = here();
                advance(2);
                while (pos_ < text_.size() && !(text_[pos_] == '*' && peek(1) == '/')) advance();
                if (pos_ >= text_.size()) error_at(start, "unterminated comment");
                advance(2);
                continue;
            }
            tokens.push_back(next_token());
        }
        Token end;
        end.loc = tokens.empty() ? here() : tokens.back().loc;  // errors at the end point at the last token
        tokens.push_back(end);
        return tokens;
    }

private:
    char peek(std::size_t k) const { return pos_ + k < text_.size() ? text_[pos_ + k] : '\0'; }
    Location here() const { return Location{file_, line_, column_}; }
    void advance(std::size_t n = 1) {
        for (std::size_t i = 0; i < n && pos_ < text_.size(); ++i) {
            if (text_[pos_] == '\n') {
                ++line_;
                column_ = 1;
            } else {
                ++column_;
            }
            ++pos_;
        }
    }

    // "# 12 "file" flags" from the preprocessor sets the next line's location;
    // "#pragma ..." and anything else is skipped.
    void directive_line() {
        std::size_t end = text_.find('\n', pos_);
        if (end == std::string_view::npos) end = text_.size();
        std::string_view line = text_.substr(pos_, end - pos_);
        std::size_t i = 1;
        while (i < line.size() && line[i] == ' ') ++i;
        if (line.substr(i).starts_with("line")) i += 4;
        while (i < line.size() && line[i] == ' ') ++i;
        if (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) {
            // A line number past what a source can have stops growing instead of
            // overflowing: the digits are still consumed.
            int number = 0;
            for (; i < line.size() && std::isdigit(static_cast<unsigned char>(line[i])); ++i)
                if (number < 100'000'000) number = number * 10 + (line[i] - '0');
            while (i < line.size() && line[i] == ' ') ++i;
            if (i < line.size() && line[i] == '"') {
                const std::size_t close = line.find('"', i + 1);
                if (close != std::string_view::npos) {
                    const std::string name(line.substr(i + 1, close - i - 1));
                    if (*file_ != name) {
                        names_.push_back(std::make_unique<std::string>(name));
                        file_ = names_.back().get();
                    }
                }
            }
            pos_ = end;
            line_ = number - 1;  // the newline that follows brings it to `number`
            return;
        }
        while (pos_ < end) advance();
    }

    // "#pragma pack(...)" becomes the token __pragma_pack followed by the line's own
    // tokens, for the parser's struct layout; other pragmas are skipped.
    bool pragma_pack(std::vector<Token>& tokens) {
        std::size_t i = pos_ + 1;
        const auto skip_blanks = [&] {
            while (i < text_.size() && (text_[i] == ' ' || text_[i] == '\t')) ++i;
        };
        skip_blanks();
        if (text_.substr(i, 6) != "pragma") return false;
        i += 6;
        skip_blanks();
        if (text_.substr(i, 4) != "pack" || (i + 4 < text_.size() && is_ident_char(text_[i + 4]))) return false;
        Token token;
        token.kind = TokenKind::Identifier;
        token.text = "__pragma_pack";
        token.loc = here();
        tokens.push_back(token);
        advance(i + 4 - pos_);
        return true;
    }

    Token next_token() {
        Token token;
        token.loc = here();
        const char c = text_[pos_];
        if (std::isdigit(static_cast<unsigned char>(c)) || (c == '.' && std::isdigit(static_cast<unsigned char>(peek(1))))) {
            number(token);
            return token;
        }
        // String and character prefixes: L, u, U, u8.
        std::size_t prefix = 0;
        int width = 1;
        if ((c == 'L' || c == 'U') && (peek(1) == '"' || peek(1) == '\'')) {
            prefix = 1;
            width = 4;
        } else if (c == 'u' && peek(1) == '8' && peek(2) == '"') {
            prefix = 2;
        } else if (c == 'u' && (peek(1) == '"' || peek(1) == '\'')) {
            prefix = 1;
            width = 2;
        }
        if (text_[pos_ + prefix] == '"' || text_[pos_ + prefix] == '\'') {
            advance(prefix);
            token.char_width = width;
            if (text_[pos_] == '"') string_literal(token);
            else char_literal(token);
            return token;
        }
        if (is_ident_start(c) || at_extended_letter()) {
            token.kind = TokenKind::Identifier;
            token.text = identifier();
            return token;
        }
        for (const auto& [digraph, spelling] : kDigraphs) {
            if (digraph[0] == c && text_.substr(pos_).starts_with(digraph)) {
                token.kind = TokenKind::Punct;
                token.text = std::string(spelling);
                advance(digraph.size());
                return token;
            }
        }
        for (std::string_view p : kPuncts) {
            if (p[0] == c && text_.substr(pos_).starts_with(p)) {
                token.kind = TokenKind::Punct;
                token.text = std::string(p);
                advance(p.size());
                return token;
            }
        }
        error_at(token.loc, std::string("stray character '") + c + "' in program");
    }

    // A letter beyond ASCII: UTF-8 bytes, or a universal character name, which is how
    // cpp writes such letters in identifiers (GCC 10 onwards).
    bool at_extended_letter() const {
        return static_cast<unsigned char>(peek(0)) >= 0x80 || (peek(0) == '\\' && (peek(1) == 'u' || peek(1) == 'U'));
    }

    // An identifier, its universal character names spelled in UTF-8 as GCC spells the
    // symbol (the assembler takes such bytes in names).
    std::string identifier() {
        // The usual case, ASCII letters and digits only: the spelling as it stands
        // (an identifier holds no newline, so the column advances by its length).
        std::size_t end = pos_;
        while (end < text_.size() && is_ident_char(text_[end])) ++end;
        if (end == text_.size() || (text_[end] != '\\' && static_cast<unsigned char>(text_[end]) < 0x80)) {
            std::string name(text_.substr(pos_, end - pos_));
            column_ += static_cast<int>(end - pos_);
            pos_ = end;
            return name;
        }
        const Location start = here();
        std::vector<std::uint32_t> bytes;
        while (pos_ < text_.size() && (is_ident_char(text_[pos_]) || at_extended_letter())) {
            if (text_[pos_] == '\\') {
                push_narrow(bytes, literal_char(start), true);
            } else {
                bytes.push_back(static_cast<unsigned char>(text_[pos_]));
                advance();
            }
        }
        return std::string(bytes.begin(), bytes.end());
    }

    // One character of a literal, with escapes decoded.
    std::uint32_t literal_char(const Location& start) {
        if (pos_ >= text_.size() || text_[pos_] == '\n') error_at(start, "unterminated literal");
        const char c = text_[pos_];
        if (c != '\\') {
            advance();
            return static_cast<unsigned char>(c);
        }
        advance();
        const char e = peek(0);
        advance();
        switch (e) {
            case 'n': return '\n';
            case 't': return '\t';
            case 'r': return '\r';
            case 'a': return 7;
            case 'b': return 8;
            case 'f': return 12;
            case 'v': return 11;
            case 'e': return 27;
            case '\\': case '\'': case '"': case '?': return static_cast<unsigned char>(e);
            case 'x': {
                std::uint32_t value = 0;
                if (hex_digit(peek(0)) < 0) error_at(start, "\\x used with no following hex digits");
                while (hex_digit(peek(0)) >= 0) {
                    value = value * 16 + static_cast<std::uint32_t>(hex_digit(peek(0)));
                    advance();
                }
                return value;
            }
            case 'u': case 'U': {
                std::uint32_t value = 0;
                const int digits = e == 'u' ? 4 : 8;
                for (int i = 0; i < digits; ++i) {
                    if (hex_digit(peek(0)) < 0) error_at(start, "incomplete universal character name");
                    value = value * 16 + static_cast<std::uint32_t>(hex_digit(peek(0)));
                    advance();
                }
                return value;
            }
            default:
                if (e >= '0' && e <= '7') {
                    std::uint32_t value = static_cast<std::uint32_t>(e - '0');
                    for (int i = 0; i < 2 && peek(0) >= '0' && peek(0) <= '7'; ++i) {
                        value = value * 8 + static_cast<std::uint32_t>(peek(0) - '0');
                        advance();
                    }
                    return value;
                }
                return static_cast<unsigned char>(e);
        }
    }

    // UTF-8 encodes code points above 0x7f for narrow strings written with \u.
    static void push_narrow(std::vector<std::uint32_t>& out, std::uint32_t c, bool from_ucn) {
        if (!from_ucn || c < 0x80) {
            out.push_back(c & 0xff);
        } else if (c < 0x800) {
            out.push_back(0xc0 | (c >> 6));
            out.push_back(0x80 | (c & 0x3f));
        } else if (c < 0x10000) {
            out.push_back(0xe0 | (c >> 12));
            out.push_back(0x80 | ((c >> 6) & 0x3f));
            out.push_back(0x80 | (c & 0x3f));
        } else {
            out.push_back(0xf0 | (c >> 18));
            out.push_back(0x80 | ((c >> 12) & 0x3f));
            out.push_back(0x80 | ((c >> 6) & 0x3f));
            out.push_back(0x80 | (c & 0x3f));
        }
    }

    // Wide strings hold code points: decode UTF-8 source bytes into one element.
    std::uint32_t utf8_char(std::uint32_t first) {
        int more = first >= 0xf0 ? 3 : first >= 0xe0 ? 2 : first >= 0xc0 ? 1 : 0;
        std::uint32_t value = more == 3 ? first & 7 : more == 2 ? first & 15 : more == 1 ? first & 31 : first;
        for (; more > 0 && (static_cast<unsigned char>(peek(0)) & 0xc0) == 0x80; --more) {
            value = (value << 6) | (static_cast<unsigned char>(peek(0)) & 0x3f);
            advance();
        }
        return value;
    }

    void string_literal(Token& token) {
        token.kind = TokenKind::String;
        advance();  // "
        while (true) {
            if (pos_ >= text_.size() || text_[pos_] == '\n') error_at(token.loc, "missing terminating \" character");
            if (text_[pos_] == '"') break;
            const bool escape = text_[pos_] == '\\';
            const bool ucn = escape && (peek(1) == 'u' || peek(1) == 'U');
            std::uint32_t c = literal_char(token.loc);
            if (token.char_width == 1) {
                push_narrow(token.chars, c, ucn);
            } else {
                if (!escape && c >= 0x80) c = utf8_char(c);
                token.chars.push_back(c);
            }
        }
        advance();
    }

    void char_literal(Token& token) {
        token.kind = TokenKind::Char;
        advance();  // '
        if (peek(0) == '\'') error_at(token.loc, "empty character constant");
        std::uint64_t value = 0;
        int count = 0;
        while (pos_ < text_.size() && text_[pos_] != '\'') {
            const bool escape = text_[pos_] == '\\';
            std::uint32_t c = literal_char(token.loc);
            if (token.char_width > 1 && !escape && c >= 0x80) c = utf8_char(c);
            value = token.char_width > 1 ? c : (value << 8) | (c & 0xff);
            ++count;
        }
        if (pos_ >= text_.size()) error_at(token.loc, "missing terminating ' character");
        advance();
        // A plain char constant has type int, its value that of a (signed) char.
        if (token.char_width == 1 && count == 1) value = static_cast<std::uint64_t>(static_cast<std::int64_t>(static_cast<signed char>(value)));
        token.int_value = value;
    }

    void number(Token& token) {
        token.kind = TokenKind::Number;
        const std::size_t start = pos_;
        // A preprocessing number: digits, letters, '.', and e+/e-/p+/p- signs.
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if ((c == '+' || c == '-') && pos_ > start &&
                (text_[pos_ - 1] == 'e' || text_[pos_ - 1] == 'E' || text_[pos_ - 1] == 'p' || text_[pos_ - 1] == 'P')) {
                advance();
                continue;
            }
            if (!is_ident_char(c) && c != '.') break;
            advance();
        }
        token.text = std::string(text_.substr(start, pos_ - start));
        std::string s = token.text;
        token.is_imaginary = strip_imaginary_suffix(s);
        const bool hex = s.size() > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
        const bool is_float = (!hex && (s.find_first_of(".eE") != std::string::npos)) ||
                              (hex && s.find_first_of(".pP") != std::string::npos);
        if (is_float) {
            token.is_float = true;
            char* end = nullptr;
            token.float_value = std::strtod(s.c_str(), &end);
            std::string suffix(end);
            if (suffix == "f" || suffix == "F") token.suffix = LiteralSuffix::F;
            else if (suffix == "l" || suffix == "L") token.suffix = LiteralSuffix::LD;
            else if (!suffix.empty()) error_at(token.loc, "invalid suffix \"" + suffix + "\" on floating constant");
            return;
        }
        int base = 10;
        std::size_t i = 0;
        if (hex) {
            base = 16;
            i = 2;
        } else if (s.size() > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
            base = 2;
            i = 2;
        } else if (s[0] == '0') {
            base = 8;
        }
        token.is_hex_or_octal = base != 10;
        std::uint64_t value = 0;
        bool overflow = false;
        const std::size_t digits_start = i;
        for (; i < s.size(); ++i) {
            const int d = hex_digit(s[i]);
            if (d < 0 || d >= base) break;
            if (value > (~std::uint64_t{0} - static_cast<std::uint64_t>(d)) / static_cast<std::uint64_t>(base)) overflow = true;
            value = value * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
        }
        if (i == digits_start && base != 8) error_at(token.loc, "invalid number \"" + s + "\"");
        if (overflow) warn_at(token.loc, "integer constant is too large for its type");
        std::string suffix = s.substr(i);
        for (char& c : suffix) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (suffix.empty()) token.suffix = LiteralSuffix::None;
        else if (suffix == "u") token.suffix = LiteralSuffix::U;
        else if (suffix == "l") token.suffix = LiteralSuffix::L;
        else if (suffix == "ul" || suffix == "lu") token.suffix = LiteralSuffix::UL;
        else if (suffix == "ll") token.suffix = LiteralSuffix::LL;
        else if (suffix == "ull" || suffix == "llu") token.suffix = LiteralSuffix::ULL;
        else error_at(token.loc, "invalid suffix \"" + s.substr(i) + "\" on integer constant");
        token.int_value = value;
    }

    std::string_view text_;
    std::vector<std::unique_ptr<std::string>>& names_;
    const std::string* file_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
};

}  // namespace

std::vector<Token> tokenize(std::string_view text, const std::string& file_name,
                            std::vector<std::unique_ptr<std::string>>& file_names) {
    return Lexer(text, file_name, file_names).run();
}

}  // namespace xp860::cc
