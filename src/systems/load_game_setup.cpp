#include <memory>

#include <fray/classic/classic_system.h>
#include <fray/d20/d20_system.h>
#include <fray/high_adventure/adventure_system.h>
#include <fray/systems/load_game_setup.h>

namespace fray::game {

GameSetup load_game_setup(const std::filesystem::path& data_dir) {
  GameSetup setup = load_engine_setup(data_dir);
  setup.systems.push_back(load_classic_system(data_dir));
  setup.systems.push_back(d20::load_d20_system(data_dir));
  setup.systems.push_back(high_adventure::load_adventure_system(data_dir));
  seal_game_setup(setup, data_dir);
  return setup;
}

}  // namespace fray::game
