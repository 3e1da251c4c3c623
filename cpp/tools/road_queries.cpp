// The CLI's road queries (road_queries.h): flags to a request of search/roads/road_requests.h, the
// router's answer to JSON. Numbers are printed to 17 digits so the tests can hold them equal to wasm's.
#include "tools/road_queries.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <vector>

#include "search/roads/road_router.h"

namespace frontier {
namespace {

std::string number(double value) {
  if (!std::isfinite(value)) return "null";
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

std::string nodes(const std::vector<std::uint32_t>& ids) {
  std::string text = "[";
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (i) text += ',';
    text += std::to_string(ids[i]);
  }
  return text + "]";
}

// A flag's value parsed by `parse`, or its fallback when absent; false (and a message) when it does not parse.
template <class T, class Parse>
bool read(const std::map<std::string, std::string>& flags, const char* name, T& value, Parse parse) {
  const auto found = flags.find(name);
  if (found == flags.end()) return true;
  std::istringstream in(found->second);
  if (parse(in, value) && in.peek() == EOF) return true;
  std::cerr << "frontier: --" << name << " '" << found->second << "' is not valid\n";
  return false;
}

bool readNumber(std::istream& in, double& value) { return static_cast<bool>(in >> value); }
bool readInt(std::istream& in, int& value) { return static_cast<bool>(in >> value); }
bool readNode(std::istream& in, std::uint32_t& value) {
  long long id = -1;
  if (!(in >> id) || id < 0 || id > 0xFFFFFFFFll) return false;
  value = static_cast<std::uint32_t>(id);
  return true;
}
bool readText(std::istream& in, std::string& value) { return static_cast<bool>(in >> value); }

template <class Enum, std::size_t N>
bool readName(const std::map<std::string, std::string>& flags, const char* name, const NameTable<Enum, N>& table,
              Enum& value) {
  std::string text;
  if (!read(flags, name, text, readText) || text.empty()) return true;
  if (const auto found = lookup(table, text)) {
    value = *found;
    return true;
  }
  std::cerr << "frontier: --" << name << " '" << text << "' is not one of:";
  for (const auto& [entry, label] : table) std::cerr << " " << label;
  std::cerr << "\n";
  return false;
}

bool readEnds(const std::map<std::string, std::string>& flags, std::uint32_t& from, std::uint32_t& to) {
  if (!flags.count("from") || !flags.count("to")) {
    std::cerr << "frontier: a road query needs --from and --to (node ids from 0)\n";
    return false;
  }
  return read(flags, "from", from, readNode) && read(flags, "to", to, readNode);
}

int refused(const std::string& error) {
  std::cerr << "frontier: " << error << "\n";
  return 2;
}

std::string routeFields(const std::vector<std::uint32_t>& path, double cost) {
  return "\"path\":" + nodes(path) + ",\"cost\":" + number(cost);
}

int runRoute(RoadRouter& router, const std::map<std::string, std::string>& flags, std::ostream& out) {
  RouteRequest request;
  if (!readEnds(flags, request.from, request.to) || !read(flags, "algo", request.algorithm, readText) ||
      !readName(flags, "metric", kRoadMetricNames, request.metric)) {
    return 2;
  }
  const RouteResult result = router.route(request);
  if (!result.error.empty()) return refused(result.error);
  out << "{\"found\":" << (result.found ? "true" : "false") << "," << routeFields(result.path, result.cost)
      << ",\"expanded\":" << result.expanded << ",\"generated\":" << result.generated << "}\n";
  return result.found ? 0 : 1;
}

int runDisjoint(RoadRouter& router, const std::map<std::string, std::string>& flags, std::ostream& out) {
  DisjointRequest request;
  if (!readEnds(flags, request.from, request.to) || !read(flags, "k", request.k, readInt) ||
      !readName(flags, "disjoint", kDisjointnessNames, request.disjoint) ||
      !readName(flags, "metric", kRoadMetricNames, request.metric)) {
    return 2;
  }
  const DisjointResult result = router.disjointRoutes(request);
  if (!result.error.empty()) return refused(result.error);
  out << "{\"routes\":[";
  for (std::size_t i = 0; i < result.routes.size(); ++i) {
    out << (i ? "," : "") << "{" << routeFields(result.routes[i].path, result.routes[i].cost) << "}";
  }
  out << "],\"total\":" << number(result.total) << ",\"requested\":" << result.requested << ",\"cutRoads\":[";
  for (std::size_t i = 0; i < result.cutRoads.size(); ++i) {
    out << (i ? "," : "") << "{\"from\":" << result.cutRoads[i].from << ",\"to\":" << result.cutRoads[i].to << "}";
  }
  out << "],\"cutNodes\":" << nodes(result.cutNodes) << "}\n";
  return result.routes.empty() ? 1 : 0;
}

std::string alternativeFields(const AlternativeRoute& route) {
  return routeFields(route.path, route.cost) + ",\"stretch\":" + number(route.stretch) +
         ",\"shared\":" + number(route.shared) + ",\"via\":" + std::to_string(route.via);
}

int runAlternatives(RoadRouter& router, const std::map<std::string, std::string>& flags, std::ostream& out) {
  AlternativeRequest request;
  if (!readEnds(flags, request.from, request.to) || !read(flags, "k", request.k, readInt) ||
      !read(flags, "stretch", request.stretch, readNumber) || !read(flags, "max-share", request.maxShare, readNumber) ||
      !readName(flags, "metric", kRoadMetricNames, request.metric)) {
    return 2;
  }
  const AlternativeResult result = router.alternativeRoutes(request);
  if (!result.error.empty()) return refused(result.error);
  out << "{\"routes\":[";
  for (std::size_t i = 0; i < result.routes.size(); ++i) out << (i ? "," : "") << "{" << alternativeFields(result.routes[i]) << "}";
  out << "],\"rejected\":[";
  for (std::size_t i = 0; i < result.rejected.size(); ++i) {
    const RejectedAlternative& candidate = result.rejected[i];
    out << (i ? "," : "") << "{" << alternativeFields(candidate.route) << ",\"failed\":\""
        << nameOf(kAlternativeTestNames, candidate.failed) << "\"}";
  }
  out << "],\"rejectedCount\":{";
  for (int test = 0; test < 3; ++test) {
    out << (test ? "," : "") << "\"" << nameOf(kAlternativeTestNames, static_cast<AlternativeTest>(test))
        << "\":" << result.rejectedCount[test];
  }
  out << "},\"candidates\":" << result.candidates << ",\"stopped\":" << (result.stopped ? "true" : "false") << "}\n";
  return result.routes.empty() ? 1 : 0;
}

// --block U-V[,U-V...]: roads by their end nodes.
bool readBlocked(const std::map<std::string, std::string>& flags, std::vector<RoadEnds>& blocked) {
  const auto found = flags.find("block");
  if (found == flags.end() || found->second.empty()) return true;
  std::istringstream in(found->second);
  std::string pair;
  while (std::getline(in, pair, ',')) {
    std::istringstream ends(pair);
    RoadEnds road{};
    char dash = 0;
    if (!readNode(ends, road.from) || !(ends >> dash) || dash != '-' || !readNode(ends, road.to) || ends.peek() != EOF) {
      std::cerr << "frontier: --block '" << pair << "' is not a road U-V (two node ids)\n";
      return false;
    }
    blocked.push_back(road);
  }
  return true;
}

int runDrive(RoadRouter& router, const std::map<std::string, std::string>& flags, std::ostream& out) {
  DriveRequest request;
  if (!readEnds(flags, request.from, request.to) || !readBlocked(flags, request.blocked) ||
      !readName(flags, "metric", kRoadMetricNames, request.metric)) {
    return 2;
  }
  const DriveResult result = router.drive(request);
  if (!result.error.empty()) return refused(result.error);
  out << "{\"reached\":" << (result.reached ? "true" : "false");
  if (!result.reached) out << ",\"reason\":\"" << result.reason << "\"";
  out << ",\"cost\":" << number(result.cost) << ",\"moves\":" << nodes(result.moves) << ",\"replans\":[";
  for (std::size_t i = 0; i < result.plans.size(); ++i) {
    const DrivePlan& plan = result.plans[i];
    out << (i ? "," : "") << "{\"move\":" << plan.move << ",\"at\":" << plan.at << ",\"planCost\":" << number(plan.planCost)
        << ",\"expanded\":" << plan.expanded << ",\"updated\":" << plan.updated
        << ",\"dijkstraExpanded\":" << plan.dijkstraExpanded << ",\"dijkstraCost\":" << number(plan.dijkstraCost)
        << ",\"astarExpanded\":" << plan.astarExpanded << ",\"astarCost\":" << number(plan.astarCost) << "}";
  }
  out << "]}\n";
  return result.reached ? 0 : 1;
}

}  // namespace

bool isRoadQuery(const std::string& action) {
  return action == "route" || action == "disjoint" || action == "alternatives" || action == "drive";
}

int runRoadQuery(const std::string& action, const RoadNetwork& network,
                 const std::map<std::string, std::string>& flags, std::ostream& out) {
  RoadRouter router(network);
  if (action == "route") return runRoute(router, flags, out);
  if (action == "disjoint") return runDisjoint(router, flags, out);
  if (action == "drive") return runDrive(router, flags, out);
  return runAlternatives(router, flags, out);
}

}  // namespace frontier
