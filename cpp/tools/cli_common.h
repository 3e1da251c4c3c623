// What the CLI's commands share (frontier.cpp, scenario_commands.cpp, network_command.cpp): the usage text,
// reading and writing whole files within the engine's limits, and the median of timings.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace frontier::cli {

// Every command with its flags, printed after a mistake in the command line.
extern const char* const kUsage;

// Reads a whole file of at most `limit` bytes; false, with the reason in `error`, otherwise.
bool readWholeFile(const std::string& path, std::size_t limit, std::string& text, std::string& error);
// Reads a whole file of at most kMaxGridTextBytes (the page's limit too); false, with the reason in
// `error`, otherwise.
bool readFile(const std::string& path, std::string& text, std::string& error);
// Writes `text` to `path`; false, after saying why on standard error, otherwise.
bool writeText(const std::string& path, const std::string& text);

double median(std::vector<double> values);

}  // namespace frontier::cli
