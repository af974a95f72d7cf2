// New skirmish, the log's filters and export, the unsaved-changes decision and undo after
// opening a save.
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "docks/log_dock.h"
#include "docks/log_lines.h"
#include "session/battle_session.h"
#include "window/main_window.h"
#include "window/new_skirmish_dialog.h"
#include "window/unsaved_changes.h"

using namespace fray::app;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

// Moves the first figure of the side to act 5 cm towards the middle: one accepted command.
void moveOneFigure(BattleSession& session) {
  const auto& state = session.game()->state();
  for (const auto& f : state.figures) {
    if (!f.alive || f.side != session.sideToAct()) continue;
    const double dy = f.placement.centre.y < state.table_depth_cm / 2 ? 5.0 : -5.0;
    const auto outcome = session.submit(
        {"move",
         {{"figure", f.id}, {"path", {{f.placement.centre.x, f.placement.centre.y + dy}}}}});
    QVERIFY(outcome.accepted());
    return;
  }
  QFAIL("no figure to move");
}

// Where every figure stands and how wounded it is.
std::vector<std::pair<fray::map::Placement, int>> poses(const BattleSession& session) {
  std::vector<std::pair<fray::map::Placement, int>> out;
  for (const auto& f : session.game()->state().figures) out.emplace_back(f.placement, f.wounds);
  return out;
}

// Any accepted command: the referee sets the next die.
void change(BattleSession& session) {
  QVERIFY(session.submit({"set_die", {{"face", 3}}}).accepted());
}
}  // namespace

class SkirmishFlowTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("SkirmishFlowTest"));
  }

  void theDialogOffersTheBundledScenarios() {
    NewSkirmishDialog dialog(QStringLiteral(FRAY_DATA_DIR "/scenarios"), demo());
    const NewSkirmishChoice choice = dialog.choice();
    QCOMPARE(choice.scenario, demo());
    QCOMPARE(choice.rule_system, QStringLiteral("classic"));
    QCOMPARE(dialog.mapKind(), QStringLiteral("table"));
    QCOMPARE(dialog.controllerBoxes().size(), 2);
    QCOMPARE(choice.controllers, QStringList({"person", "person"}));
    // Both solo AIs and the baseline policy may play either side.
    auto* model = qobject_cast<QStandardItemModel*>(dialog.controllerBoxes()[0]->model());
    QCOMPARE(model->rowCount(), 4);
    for (int row = 1; row < 4; ++row) QVERIFY(model->item(row)->isEnabled());
  }

  void theDialogStartsABattleWithItsSeed() {
    MainWindow window;
    NewSkirmishDialog dialog(QStringLiteral(FRAY_DATA_DIR "/scenarios"), demo(), &window);
    dialog.setSeed(4242);
    QVERIFY(window.startSkirmish(dialog.choice()));
    QCOMPARE(window.session()->seed(), std::uint64_t(4242));
    QCOMPARE(window.session()->controllers(), QStringList({"person", "person"}));
    // The same seed gives the same battle (the same initiative dice).
    BattleSession again(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY(again.openScenario(demo(), 4242));
    QCOMPARE(again.game()->log().hash(), window.session()->game()->log().hash());
  }

  void theLogFiltersByFigureTurnAndKind() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY(session.openScenario(demo(), 7));
    LogDock dock(&session);
    moveOneFigure(session);
    const int all = dock.lines().size();
    QVERIFY(all >= 3);
    const auto lines = logLines(session.game()->log().events());
    const auto moved = std::find_if(lines.begin(), lines.end(),
                                    [](const LogLine& l) { return l.kind == "figure_moved"; });
    QVERIFY(moved != lines.end());
    const int mover = moved->figures.front();

    dock.setFilter({-1, -1, QStringLiteral("figure_moved")});
    QCOMPARE(dock.lines(), QStringList{moved->text});
    dock.setFilter({mover, -1, QString()});
    QVERIFY(dock.lines().contains(moved->text));
    QVERIFY(dock.lines().size() < all);
    dock.setFilter({mover == 1 ? 2 : 1, -1, QStringLiteral("figure_moved")});
    QVERIFY(dock.lines().isEmpty());
    dock.setFilter({-1, 1, QString()});
    QVERIFY(dock.lines().contains(moved->text));
    dock.setFilter({-1, 2, QString()});
    QVERIFY(dock.lines().isEmpty());

    dock.setFilter({});
    QCOMPARE(dock.lines().size(), all);
    dock.list()->item(0)->setSelected(true);
    dock.list()->item(1)->setSelected(true);
    dock.copySelected();
    QCOMPARE(QApplication::clipboard()->text(), dock.lines().mid(0, 2).join('\n'));
  }

  void theLogExportsTextAndJson() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY(session.openScenario(demo(), 7));
    LogDock dock(&session);
    moveOneFigure(session);
    QTemporaryDir dir;
    const QString text = dir.filePath("log.txt");
    const QString json = dir.filePath("log.json");
    QVERIFY(dock.exportTo(text));
    QVERIFY(dock.exportTo(json));
    QFile t(text);
    QVERIFY(t.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(t.readAll()).trimmed().split('\n'), dock.lines());
    QFile j(json);
    QVERIFY(j.open(QIODevice::ReadOnly));
    const QJsonArray events = QJsonDocument::fromJson(j.readAll()).array();
    QCOMPARE(events.size(), dock.lines().size());
    QVERIFY(events.last().toObject().contains("type"));
  }

  void theUnsavedDecision() {
    int asked = 0;
    const auto answer = [&asked](UnsavedChoice choice) {
      return [&asked, choice] {
        ++asked;
        return choice;
      };
    };
    QCOMPARE(unsavedStep(false, answer(UnsavedChoice::Cancel)), UnsavedStep::Proceed);
    QCOMPARE(asked, 0);
    QCOMPARE(unsavedStep(true, answer(UnsavedChoice::Save)), UnsavedStep::SaveFirst);
    QCOMPARE(unsavedStep(true, answer(UnsavedChoice::Discard)), UnsavedStep::Proceed);
    QCOMPARE(unsavedStep(true, answer(UnsavedChoice::Cancel)), UnsavedStep::Stay);
    QCOMPARE(asked, 3);
  }

  void theWindowAsksOnlyWhenTheBattleChanged() {
    MainWindow window;
    window.setNewGameSeed(7);
    QVERIFY(window.openScenario(demo()));
    int asked = 0;
    UnsavedChoice reply = UnsavedChoice::Cancel;
    window.setUnsavedPrompt([&] {
      ++asked;
      return reply;
    });
    QVERIFY(window.settleUnsavedChanges());
    QCOMPARE(asked, 0);
    change(*window.session());
    QVERIFY(window.session()->isModified());
    QVERIFY(!window.settleUnsavedChanges());
    QCOMPARE(asked, 1);
    reply = UnsavedChoice::Discard;
    QVERIFY(window.settleUnsavedChanges());

    QTemporaryDir dir;
    QVERIFY(window.saveGame(dir.filePath("battle.fray")));
    QVERIFY(!window.session()->isModified());
    change(*window.session());
    reply = UnsavedChoice::Save;
    QVERIFY(window.settleUnsavedChanges());  // saved to the known path, then goes on
    QVERIFY(!window.session()->isModified());
    // Undoing back to the saved state is clean again.
    change(*window.session());
    window.session()->undoStack()->undo();
    QVERIFY(!window.session()->isModified());
    asked = 0;
    QVERIFY(window.settleUnsavedChanges());
    QCOMPARE(asked, 0);
  }

  void undoWorksAfterOpeningASave() {
    QTemporaryDir dir;
    const QString path = dir.filePath("battle.fray");
    BattleSession first(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY(first.openScenario(demo(), 7));
    const auto start = poses(first);
    moveOneFigure(first);
    change(first);
    QVERIFY(first.save(path));

    BattleSession second(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY2(second.openSave(path), qPrintable(second.lastError()));
    QCOMPARE(second.undoStack()->count(), 2);
    QVERIFY(!second.isModified());
    QVERIFY(second.undoStack()->canUndo());
    second.undoStack()->undo();
    second.undoStack()->undo();
    QVERIFY(second.isModified());
    QVERIFY(poses(second) == start);
    second.undoStack()->redo();
    second.undoStack()->redo();
    QVERIFY(poses(second) == poses(first));
    QVERIFY(!second.isModified());
  }
};

QTEST_MAIN(SkirmishFlowTest)
#include "skirmish_flow_test.moc"
