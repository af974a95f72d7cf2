#include "window/split_strike_dialog.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <fray/classic/rules/citations.h>

#include "session/action_odds.h"
#include "session/battle_session.h"
#include "session/battle_views.h"

namespace fray::app {
namespace {

constexpr int kDice = 2;  // the creature's 2D6, one at each of two foes

}  // namespace

SplitStrikeDialog::SplitStrikeDialog(BattleSession* session, int creature, int foe, QWidget* parent)
    : QDialog(parent), session_(session), creature_(creature) {
  setObjectName(QStringLiteral("SplitStrikeDialog"));
  const game::Game& game = *session_->game();
  setWindowTitle(tr("Split Strike: %1").arg(figureLabel(game.state(), creature_)));
  setMinimumWidth(560);  // the chances and the breakdown read on one line each
  foes_ = foesInContact(game, creature_);
  std::optional<SplitFoes> first = firstLegalSplit(game, creature_, foe);
  if (!first) first = firstLegalSplit(game, creature_);

  auto* layout = new QVBoxLayout(this);
  auto* intro = new QLabel(tr("%1 splits its 2D6 between two foes in contact, one D6 at each, "
                              "never added (%2). Give one die to each of two foes.")
                               .arg(figureLabel(game.state(), creature_),
                                    QString::fromUtf8(rules::cite::kMeleePeculiarities)));
  intro->setWordWrap(true);
  layout->addWidget(intro);

  auto* grid = new QGridLayout;
  grid->addWidget(new QLabel(tr("<b>Foe in contact</b>")), 0, 0);
  grid->addWidget(new QLabel(tr("<b>Dice</b>")), 0, 1);
  grid->addWidget(new QLabel(tr("<b>Chances</b>")), 0, 2);
  for (std::size_t i = 0; i < foes_.size(); ++i) {
    const int listed = foes_[i];
    const int row = static_cast<int>(i) + 1;
    grid->addWidget(new QLabel(figureLabel(game.state(), listed)), row, 0);
    auto* box = new QSpinBox;
    box->setObjectName(QStringLiteral("dice_%1").arg(listed));
    box->setRange(0, 1);
    box->setSuffix(tr(" D6"));
    box->setToolTip(tr("Dice of the creature at this foe: at most one D6 each (%1)")
                        .arg(QString::fromUtf8(rules::cite::kMeleePeculiarities)));
    box->setValue(first && (listed == (*first)[0] || listed == (*first)[1]) ? 1 : 0);
    connect(box, &QSpinBox::valueChanged, this, &SplitStrikeDialog::refresh);
    grid->addWidget(box, row, 1);
    auto* odds = new QLabel;
    odds->setObjectName(QStringLiteral("odds_%1").arg(listed));
    grid->addWidget(odds, row, 2);
    boxes_.push_back(box);
    odds_.push_back(odds);
  }
  layout->addLayout(grid);
  total_ = new QLabel;
  layout->addWidget(total_);
  summary_ = new QLabel;
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(summary_);
  reason_ = new QLabel;
  reason_->setWordWrap(true);
  reason_->setStyleSheet(QStringLiteral("color: #b00000"));
  layout->addWidget(reason_);
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("Split Strike"));
  buttons_->button(QDialogButtonBox::Ok)->setToolTip(tr("Strike both foes now (undoable)"));
  connect(buttons_, &QDialogButtonBox::accepted, this, &SplitStrikeDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons_);
  connect(session_, &BattleSession::changed, this, &SplitStrikeDialog::refresh);
  refresh();
}

QSpinBox* SplitStrikeDialog::diceBox(int foe) const {
  for (std::size_t i = 0; i < foes_.size(); ++i)
    if (foes_[i] == foe) return boxes_[i];
  return nullptr;
}

void SplitStrikeDialog::setDice(int foe, int dice) {
  if (QSpinBox* box = diceBox(foe)) box->setValue(dice);
}

std::optional<SplitFoes> SplitStrikeDialog::chosenFoes() const {
  std::vector<int> chosen;
  for (std::size_t i = 0; i < foes_.size(); ++i)
    for (int n = 0; n < boxes_[i]->value(); ++n) chosen.push_back(foes_[i]);
  if (chosen.size() != static_cast<std::size_t>(kDice)) return std::nullopt;
  return SplitFoes{chosen[0], chosen[1]};
}

QString SplitStrikeDialog::reasonText() const { return reason_->text(); }

QString SplitStrikeDialog::oddsText(int foe) const {
  for (std::size_t i = 0; i < foes_.size(); ++i)
    if (foes_[i] == foe) return odds_[i]->text();
  return {};
}

QString SplitStrikeDialog::summaryText() const { return summary_->text(); }

void SplitStrikeDialog::refresh() {
  const game::Game* game = session_->game();
  int given = 0;
  for (const QSpinBox* box : boxes_) given += box->value();
  total_->setText(tr("Dice given: %1 of %2").arg(given).arg(kDice));
  for (QLabel* odds : odds_) odds->clear();
  summary_->clear();
  QString reason;
  const std::optional<SplitFoes> chosen = chosenFoes();
  if (!game)
    reason = tr("No battle is open.");
  else if (foes_.size() < 2)
    reason = tr("Fewer than two foes are in contact.");
  else if (!chosen)
    reason = tr("Give exactly %1 dice, one to each of two foes.").arg(kDice);
  else if (const auto refusal = game->check(splitStrikeCommand(creature_, *chosen)))
    reason = QString::fromStdString(refusal->message);
  reason_->setText(reason);
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(reason.isEmpty());
  if (!reason.isEmpty()) return;
  const std::optional<SplitOdds> odds = assessSplitStrike(*game, creature_, *chosen);
  if (!odds) return;
  for (std::size_t i = 0; i < foes_.size(); ++i)
    for (std::size_t k = 0; k < 2; ++k)
      if (foes_[i] == (*chosen)[k])
        odds_[i]->setText(
            tr("hit %1 · killed %2")
                .arg(percentText(odds->foe_hit[k]), percentText(odds->foe_killed[k])));
  QStringList lines{
      tr("%1: strikes at all %2 · wounded by the foes first %3 · killed %4")
          .arg(figureLabel(game->state(), creature_), percentText(odds->creature_strikes),
               percentText(odds->creature_wounded), percentText(odds->creature_killed))};
  lines << odds->breakdown;
  summary_->setText(lines.join(QLatin1Char('\n')));
}

void SplitStrikeDialog::accept() {
  const std::optional<SplitFoes> chosen = chosenFoes();
  if (!chosen || !session_->game()) return refresh();
  const game::Outcome outcome = session_->submit(splitStrikeCommand(creature_, *chosen));
  if (!outcome.accepted()) {
    reason_->setText(QString::fromStdString(outcome.refusal->message));
    return;
  }
  QDialog::accept();
}

}  // namespace fray::app
