// The commands on a MovingAI map and its scenario: `frontier scen` holds each query to its optimal length,
// `frontier bench` times searches for scripts/bench, `frontier navigate` walks an agent through each query on
// the map it does not know. Each takes MAP SCEN and --flag VALUE pairs.
#pragma once

#include <map>
#include <string>

namespace frontier::cli {

struct Arguments {
  std::string command, mapPath, scenPath;
  std::map<std::string, std::string> flags;
};

// COMMAND MAP SCEN [--flag VALUE]...; false, with the reason in `error`, otherwise.
bool parseArguments(int argc, char** argv, Arguments& args, std::string& error);

int runScen(const Arguments& args);
int runBench(const Arguments& args);
int runNavigate(const Arguments& args);

}  // namespace frontier::cli
