// The figure dock's High Adventure rows (seed 004): kept apart from the classic and d20 ones.
#include <variant>

#include <QLabel>

#include <fray/game/game.h>
#include <fray/high_adventure/adventure_system.h>

#include "docks/adventure_sheet_text.h"
#include "docks/figure_dock.h"

namespace fray::app {

void FigureDock::showAdventureSheet(const game::Game& game, const game::Figure& f) {
  const auto& sheet = std::get<high_adventure::AdventureSheet>(f.sheet);
  const game::Figure* master =
      sheet.controlled_by != 0 ? game.state().find(sheet.controlled_by) : nullptr;
  const AdventureSheetText text =
      adventureSheetText(high_adventure::adventure_rules(game.system()), f, sheet, master);
  species_->setText(text.creature);
  attributes_->setText(text.attributes);
  weapons_->setText(text.weapons);
  weapons_->setToolTip(
      tr("Its hand weapon; its missile weapon with short, medium and long range "
         "(seed 004, \"Shooting\")"));
  life_->setText(text.wounds);
  life_->setToolTip(
      tr("Each full wound (two light wounds) takes a Strength die away; as many "
         "full wounds as its Strength disable it (seed 004, \"Wounds\")"));
  condition_->setText(text.condition);
  condition_->setToolTip(
      tr("The order it acts under (seed 004, \"Orders\"), the magic user it obeys and how long "
         "it stays (seed 004, \"Wizards, Witches and Magic\"), and its missile weapon's "
         "loading (seed 004, \"Shooting\")"));
}

}  // namespace fray::app
