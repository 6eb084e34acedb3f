// Tokens of preprocessed C, and the lexer that makes them.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace xp860::cc {

// Where a token starts, for messages: "file:line:column".
struct Location {
    const std::string* file = nullptr;
    int line = 0;
    int column = 0;
    std::string str() const;
};

enum class TokenKind { Identifier, Punct, Number, Char, String, End };

// The type a literal's spelling gives it before the parser checks its range.
enum class LiteralSuffix { None, U, L, UL, LL, ULL, F, LD };

struct Token {
    TokenKind kind = TokenKind::End;
    std::string text;  // identifier or punctuator spelling; a number's spelling
    Location loc;
    // Number and Char
    bool is_float = false;
    bool is_imaginary = false;  // GNU: an 'i' or 'j' in the suffix
    bool is_hex_or_octal = false;
    std::uint64_t int_value = 0;
    double float_value = 0;
    LiteralSuffix suffix = LiteralSuffix::None;
    // String and Char: element width in bytes (1, or 2/4 for u/U/L prefixes)
    int char_width = 1;
    std::vector<std::uint32_t> chars;  // String: decoded elements, without the final 0

    bool is(std::string_view s) const { return (kind == TokenKind::Punct || kind == TokenKind::Identifier) && text == s; }
};

// Throws ToolError "file:line:column: error: message".
[[noreturn]] void error_at(const Location& loc, const std::string& message);
void warn_at(const Location& loc, const std::string& message);

// Tokenizes the output of the preprocessor (with its "# line "file"" markers, which
// set the locations; other '#' lines such as #pragma are skipped). `file_names`
// keeps the file names the locations point at.
std::vector<Token> tokenize(std::string_view text, const std::string& file_name,
                            std::vector<std::unique_ptr<std::string>>& file_names);

}  // namespace xp860::cc
