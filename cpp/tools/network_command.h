// `frontier network`: road networks generated, imported and measured, and one road query answered on a
// network file or a random network (road_queries.h).
#pragma once

namespace frontier::cli {

// argv[2] is the action (generate, info, import, route, disjoint, alternatives, drive), then a FILE and flags.
int runNetwork(int argc, char** argv);

}  // namespace frontier::cli
