#include <algorithm>
#include <filesystem>
#include <ostream>

#include <fray/rules/data_loader.h>
#include <fray/rules/random_engine.h>

#include "situation_text.h"
#include "subcommands.h"

namespace fray::cli {
namespace {

// Until the game layer can play a battle (issue 5), the headless demo walks through the rules
// engine's worked examples: each is assessed, its exact odds shown, and rolled once.
int play_examples(std::uint64_t seed, Console console) {
  namespace fs = std::filesystem;
  const fs::path data(FRAY_DATA_DIR);
  const rules::Ruleset ruleset = rules::load_ruleset(data);
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(data / "examples"))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  rules::RandomEngine dice(seed);
  console.out << "Fray headless demo (seed " << seed << "): battles are not playable yet, so "
              << "here are seed 000's worked examples, assessed and rolled.\n";
  for (const fs::path& file : files) {
    const rules::Situation situation = rules::load_situation(file);
    const rules::SituationPlan plan = rules::plan_situation(ruleset, situation);
    console.out << "\n== " << file.filename().string() << "\n";
    print_plan(console.out, situation, plan);
    print_odds(console.out, situation, rules::situation_odds(plan));
    print_roll(console.out, situation, rules::resolve_situation(plan, dice));
  }
  return 0;
}

}  // namespace

int run_play(const std::vector<std::string>& args, Console console) {
  std::uint64_t seed = 1;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      console.out << "Usage: fray-cli play [--seed N]\n"
                     "Plays the headless demo. Playing a scenario file comes with the game layer "
                     "(a battle engine) and the solo AI.\n";
      return 0;
    }
    if (a == "--seed" && i + 1 < args.size()) {
      const std::string& value = args[++i];
      if (const std::optional<std::uint64_t> parsed = parse_seed(value)) {
        seed = *parsed;
        continue;
      }
      console.err << "fray-cli: --seed needs a whole number, got '" << value << "'\n";
      return 2;
    }
    console.err << "fray-cli: playing '" << a
                << "' is not possible yet: scenarios and battles come with the game layer. "
                   "Run 'fray-cli play' for the demo.\n";
    return 1;
  }
  try {
    return play_examples(seed, console);
  } catch (const std::exception& e) {
    console.err << "fray-cli: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace fray::cli
