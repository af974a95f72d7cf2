// The figure dock: the selected figure in full, and in referee mode edits that become referee
// commands (undoable, logged).
#include "docks/figure_dock.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <fray/classic/classic_figure.h>

#include "session/battle_session.h"

using fray::app::BattleSession;
using fray::app::FigureDock;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

const fray::game::Figure& figure(const BattleSession& session, int id) {
  return *session.game()->state().find(id);
}

// Types a value into a spin box and finishes the edit as a person does (Return).
template <typename Spin, typename Value>
void enter(Spin* spin, Value value) {
  spin->setValue(value);
  emit spin->editingFinished();
}
}  // namespace

class FigureDockTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void init() {
    session_ = std::make_unique<BattleSession>(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY2(session_->openScenario(demo(), 7), qPrintable(session_->lastError()));
    dock_ = std::make_unique<FigureDock>(session_.get());
    dock_->showFigure(1);
  }
  void cleanup() {
    dock_.reset();
    session_.reset();
  }

  void showsTheFigureInFull() {
    const auto& f = figure(*session_, 1);
    QCOMPARE(dock_->findChild<QLineEdit*>("FigureName")->text(),
             QString::fromStdString(classic_sheet(f).spec.name));
    QCOMPARE(dock_->findChild<QSpinBox*>("FigureClass")->value(),
             classic_sheet(f).spec.figure_class);
    QCOMPARE(dock_->findChild<QSpinBox*>("FigureArmour")->value(),
             classic_sheet(f).spec.worn_armour);
    QCOMPARE(dock_->findChild<QSpinBox*>("FigureWounds")->value(), f.wounds);
    QStringList texts;
    for (const QLabel* label : dock_->findChildren<QLabel*>()) texts << label->text();
    const QString all = texts.join('\n');
    QVERIFY2(all.contains(QStringLiteral("Human")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("life")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("cm")), qPrintable(all));
  }

  void outsideRefereeModeNothingIsEdited() {
    auto* armour = dock_->findChild<QSpinBox*>("FigureArmour");
    QVERIFY(armour->isReadOnly());
    const int before = classic_sheet(figure(*session_, 1)).spec.worn_armour;
    enter(armour, before == 5 ? 4 : 5);
    QCOMPARE(classic_sheet(figure(*session_, 1)).spec.worn_armour, before);
    QCOMPARE(session_->undoStack()->count(), 0);
  }

  void refereeEditsAreCommandsThatUndo() {
    dock_->setRefereeMode(true);
    const auto before = figure(*session_, 1);
    const int armour = classic_sheet(before).spec.worn_armour == 5 ? 4 : 5;
    enter(dock_->findChild<QSpinBox*>("FigureArmour"), armour);
    QCOMPARE(classic_sheet(figure(*session_, 1)).spec.worn_armour, armour);
    enter(dock_->findChild<QSpinBox*>("FigureClass"), 5);
    QCOMPARE(classic_sheet(figure(*session_, 1)).spec.figure_class, 5);
    enter(dock_->findChild<QDoubleSpinBox*>("FigureFacing"), 90.0);
    QCOMPARE(figure(*session_, 1).placement.facing_deg, 90.0);
    auto* name = dock_->findChild<QLineEdit*>("FigureName");
    name->setText(QStringLiteral("Aldric the Bold"));
    emit name->editingFinished();
    QCOMPARE(classic_sheet(figure(*session_, 1)).spec.name, std::string("Aldric the Bold"));
    QCOMPARE(session_->undoStack()->count(), 4);
    const auto& log = session_->game()->log().events();
    QCOMPARE(log.back().type, std::string("figure_edited"));

    for (int i = 0; i < 4; ++i) session_->undoStack()->undo();
    const auto& after = figure(*session_, 1);
    QCOMPARE(classic_sheet(after).spec.worn_armour, classic_sheet(before).spec.worn_armour);
    QCOMPARE(classic_sheet(after).spec.figure_class, classic_sheet(before).spec.figure_class);
    QCOMPARE(classic_sheet(after).spec.name, classic_sheet(before).spec.name);
    QCOMPARE(after.placement, before.placement);
    QCOMPARE(dock_->findChild<QSpinBox*>("FigureArmour")->value(),
             classic_sheet(before).spec.worn_armour);
  }

  void woundsAndHealingThroughTheWoundsField() {
    dock_->setRefereeMode(true);
    auto* wounds = dock_->findChild<QSpinBox*>("FigureWounds");
    enter(wounds, 1);
    QCOMPARE(figure(*session_, 1).wounds, 1);
    QCOMPARE(session_->game()->log().events().back().type == "wounded" ||
                 session_->game()->log().events().back().type == "figure_killed",
             true);
    if (!figure(*session_, 1).alive) return;  // a single life point: the wound killed it
    enter(wounds, 0);
    QCOMPARE(figure(*session_, 1).wounds, 0);
    QCOMPARE(session_->game()->log().events().back().type, std::string("healed"));
    session_->undoStack()->undo();
    QCOMPARE(figure(*session_, 1).wounds, 1);
  }

  void statusesAndTheNextDie() {
    dock_->setRefereeMode(true);
    auto* hidden = dock_->findChild<QCheckBox*>("Status_hidden");
    QVERIFY(hidden->isEnabled());
    hidden->click();
    QVERIFY(figure(*session_, 1).status.hidden);
    QCOMPARE(session_->game()->log().events().back().type, std::string("status_changed"));
    session_->undoStack()->undo();
    QVERIFY(!figure(*session_, 1).status.hidden);
    QVERIFY(!hidden->isChecked());

    QVERIFY(dock_->setNextDie(6));
    QCOMPARE(session_->game()->state().referee_faces.back(), 6);
    QCOMPARE(session_->game()->log().events().back().type, std::string("die_set"));
    QVERIFY(!dock_->setNextDie(21));
    QVERIFY(!dock_->lastRefusal().isEmpty());
  }

 private:
  std::unique_ptr<BattleSession> session_;
  std::unique_ptr<FigureDock> dock_;
};

QTEST_MAIN(FigureDockTest)

#include "figure_dock_test.moc"
