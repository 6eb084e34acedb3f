// The one error type of the toolchain: a message already in "file:line: text" or
// "file: text" form, printed as is by the command-line tools before they exit 1.
#pragma once

#include <stdexcept>
#include <string>

namespace xp860::toolchain {

class ToolError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace xp860::toolchain
