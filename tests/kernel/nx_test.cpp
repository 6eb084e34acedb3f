// The NX calls through the kernel on two nodes (tests/kernel/programs/*.s).
#include <doctest/doctest.h>

#include "tests/kernel/booted_machine.h"

using namespace xp860;

TEST_CASE("early arrivals are kept and taken in order; typesel, ids and bad calls") {
    const auto program = test::user_program_file("nx_semantics.s");
    auto booted = test::boot_machine(2, 1, program);
    REQUIRE(booted.machine->run(20'000'000));
    CHECK(test::console(booted, 1) == "xp860 kernel: node 1, profile osf1\nexit 0\n");
    const std::uint32_t results = test::symbol(program, "results");
    const auto record = [&](int i) { return static_cast<std::int32_t>(test::user_word(booted, 1, results + 4 * i)); };
    CHECK(record(0) >= 1);
    CHECK(record(1) == 1);
    CHECK(record(2) == 0x22);
    CHECK(record(4) == 1);
    CHECK(record(5) == 0x11);
    CHECK(record(7) == 1);
    CHECK(record(8) == 0x33);
    CHECK(record(9) == -2);   // E_BADID: msgdone released it
    CHECK(record(10) == -2);
    CHECK(record(11) == -1);  // E_BADCALL
    CHECK(record(12) == -3);  // E_FAULT
    CHECK(record(13) == -5);  // E_BADNODE
    CHECK(record(14) == -6);  // E_TOOLONG
}

TEST_CASE("an hrecv handler gets (type, count, node, ptype) and the body; masktrap holds it") {
    for (const auto profile : {kernel::Profile::Osf1, kernel::Profile::Light}) {
        CAPTURE(kernel::profile_name(profile));
        const auto program = test::user_program_file("handler_args.s");
        auto booted = test::boot_machine(2, 1, program, profile);
        REQUIRE(booted.machine->run(20'000'000));
        const std::uint32_t results = test::symbol(program, "results");
        std::vector<std::uint32_t> records;
        for (int i = 0; i < 10; ++i) records.push_back(test::user_word(booted, 1, results + 4 * i));
        std::string seen;
        for (const auto r : records) seen += std::to_string(r) + " ";
        CHECK(seen == "0 0 1 1 7 8 0 3 85 102 ");
    }
}
