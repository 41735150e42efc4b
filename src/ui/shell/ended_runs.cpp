#include "ui/shell/ended_runs.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/save.hpp"

namespace dg {

namespace {
using Json = nlohmann::json;
// {"game":"deepglyph-ended","runs":[["3f0c...",930],...]}: nesting three deep at most.
constexpr int kMostDepth = 4;
constexpr std::size_t kMostIdBytes = 64;
}  // namespace

std::vector<std::pair<std::string, long>> EndedRuns::read() const {
  std::vector<std::pair<std::string, long>> out;
  if (!slot_) return out;
  auto held = slot_->read();
  if (!held || !held.value() || json_nests_deeper(*held.value(), kMostDepth)) return out;
  const Json j = Json::parse(*held.value(), nullptr, false);
  if (!j.is_object() || !j.contains("runs") || !j["runs"].is_array()) return out;
  for (const Json& entry : j["runs"]) {
    if (!entry.is_array() || entry.size() != 2 || !entry[0].is_string() ||
        !entry[1].is_number_integer())
      continue;
    const std::string id = entry[0].get<std::string>();
    if (id.empty() || id.size() > kMostIdBytes) continue;
    out.emplace_back(id, entry[1].get<long>());
    if (out.size() >= kMostEnded) break;
  }
  return out;
}

std::optional<long> EndedRuns::ended(const std::string& run) const {
  if (run.empty()) return std::nullopt;
  for (const auto& [id, turn] : read())
    if (id == run) return turn;
  return std::nullopt;
}

Result<bool> EndedRuns::mark(const std::string& run, long turn) {
  if (!slot_) return Error{"there is no place to note it here"};
  if (run.empty() || run.size() > kMostIdBytes) return Error{"the run has no id to note"};
  auto runs = read();
  std::erase_if(runs, [&](const auto& r) { return r.first == run; });
  runs.emplace_back(run, turn);
  if (runs.size() > kMostEnded)
    runs.erase(runs.begin(), runs.begin() + static_cast<std::ptrdiff_t>(runs.size() - kMostEnded));
  Json list = Json::array();
  for (const auto& [id, t] : runs) list.push_back(Json::array({id, t}));
  const Json j = {{"game", "deepglyph-ended"}, {"runs", list}};
  return slot_->write(j.dump());
}

}  // namespace dg
