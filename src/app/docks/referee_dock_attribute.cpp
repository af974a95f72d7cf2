// The referee dock's attribute test (seed 004, "Character levels"): the selected figure tests
// one of its attributes, helped by its nearest living friends (+1 each, three at most). The
// figure's rules must give it the attribute (High Adventure's sheets do): the button asks the
// game's check with the very command it would send, so it is enabled only when the game would
// accept it, and its tooltip says why not.
#include <algorithm>
#include <utility>
#include <vector>

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include <fray/game/setup/rule_system.h>
#include <fray/game/state/figure.h>

#include "docks/referee_dock.h"
#include "session/battle_session.h"

namespace fray::app {
namespace {

// Seed 004's five attributes, in the combo's order: the command's id and the name shown.
constexpr std::pair<const char*, const char*> kAttributes[] = {
    {"bravery", QT_TRANSLATE_NOOP("fray::app::RefereeDock", "Bravery")},
    {"strength", QT_TRANSLATE_NOOP("fray::app::RefereeDock", "Strength")},
    {"skill", QT_TRANSLATE_NOOP("fray::app::RefereeDock", "Skill")},
    {"cleverness", QT_TRANSLATE_NOOP("fray::app::RefereeDock", "Cleverness")},
    {"leadership", QT_TRANSLATE_NOOP("fray::app::RefereeDock", "Leadership")}};

}  // namespace

QGroupBox* RefereeDock::buildAttributeTest() {
  auto* group = new QGroupBox(tr("Attribute test (seed 004)"));
  attribute_ = new QComboBox;
  attribute_->setObjectName(QStringLiteral("AttributeName"));
  for (const auto& [id, name] : kAttributes) attribute_->addItem(tr(name), QString::fromLatin1(id));
  attribute_->setCurrentIndex(3);
  attribute_->setToolTip(tr("The attribute the selected figure tests: a D6 not above it passes"));
  helpers_ = new QSpinBox;
  helpers_->setObjectName(QStringLiteral("AttributeHelpers"));
  helpers_->setRange(0, 3);
  helpers_->setToolTip(
      tr("Friends who help or advise: +1 each, three at most (the figure's nearest living "
         "friends)"));
  attribute_test_ = new QPushButton(tr("Test"));
  attribute_test_->setObjectName(QStringLiteral("AttributeTest"));
  connect(attribute_test_, &QPushButton::clicked, this,
          [this] { attributeTest(attribute_->currentData().toString(), helpers_->value()); });
  connect(attribute_, &QComboBox::currentIndexChanged, this, [this] { refreshAttributeTest(); });
  connect(helpers_, &QSpinBox::valueChanged, this, [this] { refreshAttributeTest(); });
  attribute_result_ = resultLabel(QStringLiteral("AttributeResult"));
  auto* form = new QFormLayout(group);
  form->addRow(tr("Attribute"), attribute_);
  form->addRow(tr("Helpers"), helpers_);
  form->addRow(QString(), attribute_test_);
  form->addRow(attribute_result_);
  return group;
}

nlohmann::json RefereeDock::attributePayload(const QString& attribute, int helpers) const {
  nlohmann::json payload = {{"figure", selectedFigure()}, {"attribute", attribute.toStdString()}};
  const game::Game* game = session_->game();
  const game::Figure* f = game ? game->state().find(selectedFigure()) : nullptr;
  if (!f || helpers <= 0) return payload;
  std::vector<std::pair<double, int>> friends;
  for (const game::Figure& other : game->state().figures)
    if (other.alive && other.side == f->side && other.id != f->id)
      friends.emplace_back(map::distance(other.placement.centre, f->placement.centre), other.id);
  std::sort(friends.begin(), friends.end());
  nlohmann::json ids = nlohmann::json::array();
  for (std::size_t i = 0; i < friends.size() && static_cast<int>(i) < helpers; ++i)
    ids.push_back(friends[i].second);
  payload["helpers"] = ids;
  return payload;
}

bool RefereeDock::attributeTest(const QString& attribute, int helpers) {
  refresh();
  if (selectedFigure() < 0) {
    last_result_ = tr("Select a figure first.");
    attribute_result_->setText(last_result_);
    return false;
  }
  return submit("attribute_test", attributePayload(attribute, helpers), attribute_result_);
}

void RefereeDock::refreshAttributeTest() {
  if (!attribute_test_) return;  // still building the dock
  const game::Game* game = session_->game();
  const game::Figure* f = game ? game->state().find(selectedFigure()) : nullptr;
  // The attributes the figure's rules give it, with their values.
  for (int i = 0; i < attribute_->count(); ++i) {
    const auto& [id, name] = kAttributes[i];
    const auto value = f ? game->system().attribute(*f, id) : std::nullopt;
    attribute_->setItemText(i, value ? tr("%1 %2").arg(tr(name)).arg(*value) : tr(name));
  }
  enableFor(attribute_test_,
            tr("Roll the selected figure's test: a D6 not above the attribute "
               "plus its helpers passes"),
            "attribute_test",
            attributePayload(attribute_->currentData().toString(), helpers_->value()));
  // A figure whose rules give it a Cleverness tests its own in the stealth test.
  const auto own = f ? game->system().attribute(*f, "cleverness") : std::nullopt;
  cleverness_->setEnabled(!own);
  if (own) cleverness_->setValue(*own);
}

}  // namespace fray::app
