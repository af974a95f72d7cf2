// The referee dock: the oracle, seed 004's deck and portals, the stealth test and the terrain
// generator, each through the game's commands (logged and undoable).
#include "docks/referee_dock.h"

#include <algorithm>

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <fray/map/map_file.h>

#include "docks/log_dock.h"
#include "session/battle_session.h"
#include "window/main_window.h"
#include "window/terrain_dialog.h"

using fray::app::BattleSession;
using fray::app::LogDock;
using fray::app::RefereeDock;
using fray::app::TerrainDialog;

namespace {
QString scenario(const char* name) {
  return QStringLiteral(FRAY_DATA_DIR "/scenarios/") + QLatin1String(name);
}

QString labelText(const QWidget& dock, const char* name) {
  return dock.findChild<QLabel*>(QLatin1String(name))->text();
}
}  // namespace

class RefereeDockTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("RefereeDockTest"));
    QSettings().clear();
  }

  void cleanup() {
    dock_.reset();
    log_.reset();
    session_.reset();
  }

  void theOracleAnswersInTheDockAndTheLog() {
    open("skirmish-demo.json");
    dock_->findChild<QLineEdit*>("OracleQuestion")->setText(QStringLiteral("Do the guards hear?"));
    auto* kind = dock_->findChild<QComboBox*>("OracleKind");
    kind->setCurrentIndex(kind->findData(QStringLiteral("yes_no")));
    const int before = session_->undoStack()->count();
    dock_->findChild<QPushButton*>("OracleAsk")->click();
    QCOMPARE(session_->undoStack()->count(), before + 1);
    const QString answer = labelText(*dock_, "OracleAnswer");
    QVERIFY2(answer.contains(QStringLiteral("\"Do the guards hear?\" - d20")), qPrintable(answer));
    QVERIFY2(answer.contains(QStringLiteral("yes")) || answer.contains(QStringLiteral("no")),
             qPrintable(answer));
    QVERIFY2(log_->lines().join('\n').contains(answer), qPrintable(log_->lines().join('\n')));
    const auto& event = session_->game()->log().events().back();
    QCOMPARE(QString::fromStdString(event.type), QStringLiteral("oracle_answered"));
    QCOMPARE(event.data["kind"].get<std::string>(), std::string("yes_no"));
    session_->undoStack()->undo();
    QVERIFY(!log_->lines().join('\n').contains(QStringLiteral("Do the guards hear?")));
  }

  void theSecretRollIsOffered() {
    open("skirmish-demo.json");
    QVERIFY(dock_->askOracle(QStringLiteral("Is there a trapdoor?"), QStringLiteral("secret")));
    QVERIFY2(dock_->lastResult().contains(QStringLiteral("Is there a trapdoor?")),
             qPrintable(dock_->lastResult()));
  }

  void generatorButtonsNeedTheDeckAndPortals() {
    open("skirmish-demo.json");
    QVERIFY(!dock_->findChild<QPushButton*>("DrawEvent")->isEnabled());
    QVERIFY(!dock_->findChild<QPushButton*>("PortalReact")->isEnabled());
    QVERIFY(!dock_->findChild<QPushButton*>("GenerateForces")->isEnabled());
    open("temple-raid.json");
    QVERIFY(dock_->findChild<QPushButton*>("DrawEvent")->isEnabled());
    QVERIFY(dock_->findChild<QPushButton*>("PortalReact")->isEnabled());
    QVERIFY(dock_->findChild<QPushButton*>("GenerateForces")->isEnabled());
  }

  void drawingAnEventCardChangesTheDeckAndUndoes() {
    open("temple-raid.json");
    const fray::game::BattleGenerators before = session_->game()->state().generators;
    QVERIFY(before.deck.enabled);
    dock_->findChild<QPushButton*>("DrawEvent")->click();
    const fray::game::BattleGenerators& after = session_->game()->state().generators;
    QVERIFY(after.deck.shuffled);
    QVERIFY(after.deck.drawn_turn > 0);
    QVERIFY(!(after == before));
    const auto& events = session_->game()->log().events();
    const auto card = std::find_if(events.rbegin(), events.rend(),
                                   [](const auto& e) { return e.type == "event_card_drawn"; });
    QVERIFY(card != events.rend());
    const QString shown = labelText(*dock_, "RefereeAidsResult");
    QVERIFY2(shown.contains(QString::fromStdString(card->text)), qPrintable(shown));
    QVERIFY(labelText(*dock_, "RefereeAidsInfo").contains(QStringLiteral("left in the deck")));
    session_->undoStack()->undo();
    QVERIFY(session_->game()->state().generators == before);
  }

  void aSecondDrawInATurnIsRefused() {
    open("temple-raid.json");
    QVERIFY(dock_->drawEvent());
    QSignalSpy refused(dock_.get(), &RefereeDock::refused);
    QVERIFY(!dock_->drawEvent());
    QCOMPARE(refused.count(), 1);
    QVERIFY(dock_->lastResult().startsWith(QStringLiteral("Refused")));
  }

  void theStealthTestHidesTheSelectedFigure() {
    open("skirmish-demo.json");
    QVERIFY(!session_->game()->state().find(1)->status.hidden);
    QVERIFY(labelText(*dock_, "StealthFigure").startsWith(QStringLiteral("#1 ")));
    QVERIFY(dock_->stealthTest(6));  // a D6 is never above 6: the test passes
    QVERIFY(session_->game()->state().find(1)->status.hidden);
    session_->undoStack()->undo();
    QVERIFY(!session_->game()->state().find(1)->status.hidden);
  }

  // Seed 004's attribute test: Bram (Strength 3) helped by his three friends passes whatever
  // the D6; the combo shows his values; a classic figure has no attributes, so the button waits.
  void theAttributeTestRollsTheSelectedFiguresOwnAttribute() {
    open("high-adventure-temple-raid.json");
    auto* attribute = dock_->findChild<QComboBox*>("AttributeName");
    attribute->setCurrentIndex(attribute->findData(QStringLiteral("strength")));
    QCOMPARE(attribute->currentText(), QStringLiteral("Strength 3"));
    auto* test = dock_->findChild<QPushButton*>("AttributeTest");
    QVERIFY(test->isEnabled());
    const int before = session_->undoStack()->count();
    QVERIFY(dock_->attributeTest(QStringLiteral("strength"), 3));
    QCOMPARE(session_->undoStack()->count(), before + 1);
    const auto& event = session_->game()->log().events().back();
    QCOMPARE(QString::fromStdString(event.type), QStringLiteral("attribute_test"));
    QCOMPARE(event.data["helpers"].size(), std::size_t{3});
    QCOMPARE(event.data["passed"].get<bool>(), true);
    QVERIFY(labelText(*dock_, "AttributeResult").contains(QStringLiteral("passed")));
    // The stealth test reads the figure's own Cleverness: the referee's box is off.
    QVERIFY(!dock_->findChild<QSpinBox*>("StealthCleverness")->isEnabled());

    open("skirmish-demo.json");
    test = dock_->findChild<QPushButton*>("AttributeTest");
    QVERIFY(!test->isEnabled());
    QVERIFY2(test->toolTip().contains(QStringLiteral("has no")), qPrintable(test->toolTip()));
    QVERIFY(dock_->findChild<QSpinBox*>("StealthCleverness")->isEnabled());
  }

  // Seed 004, "Stealth": Odo the thief (a Halfling) has it by his rules, so the spot's Stealth
  // box says so and asks nothing; Bram has none, so the referee may give one.
  void theSpotAsksNoClevernessOfAFigureStealthyByItsRules() {
    open("high-adventure-temple-raid.json");
    dock_->setSelectionSource([] { return 3; });
    dock_->refresh();
    auto* cleverness = dock_->findChild<QSpinBox*>("SpotCleverness");
    QVERIFY(!cleverness->isEnabled());
    QCOMPARE(cleverness->value(), 0);
    QCOMPARE(cleverness->specialValueText(), QStringLiteral("by its rules"));
    dock_->setSelectionSource([] { return 1; });
    dock_->refresh();
    QVERIFY(cleverness->isEnabled());
    QCOMPARE(cleverness->specialValueText(), QStringLiteral("not stealthy"));
  }

  void terrainIsGeneratedListedAndSaved() {
    open("skirmish-demo.json");
    const auto events_before = session_->game()->log().events().size();
    TerrainDialog dialog(session_.get());
    QVERIFY2(dialog.generate(5), qPrintable(dialog.errorText()));
    QVERIFY(dialog.layout().has_value());
    QVERIFY(!dialog.pieceLines().isEmpty());
    QCOMPARE(dialog.pieceLines().size(), static_cast<int>(dialog.layout()->pieces.size()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("terrain.json"));
    QVERIFY2(dialog.saveTo(path), qPrintable(dialog.errorText()));
    const auto saved = fray::map::load_map_file(path.toStdString());
    QVERIFY(std::get<fray::map::TableMap>(saved) == dialog.layout()->map);
    QCOMPARE(session_->game()->log().events().size(), events_before);  // the battle is untouched
  }

  void theMainWindowHasTheDock() {
    fray::app::MainWindow window;
    QVERIFY(window.refereeDock());
    QVERIFY(window.findChild<QMenu*>() != nullptr);
    bool listed = false;
    for (QMenu* menu : window.findChildren<QMenu*>())
      listed = listed || menu->actions().contains(window.refereeDock()->toggleViewAction());
    QVERIFY(listed);
    const QString shots = qEnvironmentVariable("FRAY_SCREENSHOT_DIR");
    if (shots.isEmpty()) return;
    // Docs picture: a temple raid with a card drawn and the oracle asked.
    QVERIFY(window.openScenario(scenario("temple-raid.json")));
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.refereeDock()->show();
    window.refereeDock()->raise();
    window.refereeDock()->askOracle(QStringLiteral("Do the temple guards hear us?"),
                                    QStringLiteral("what_next"));
    window.refereeDock()->drawEvent();
    QTest::qWait(200);
    QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("referee-dock.png"))));
  }

 private:
  void open(const char* name) {
    dock_.reset();
    log_.reset();
    session_ = std::make_unique<BattleSession>(QStringLiteral(FRAY_DATA_DIR));
    QVERIFY2(session_->openScenario(scenario(name), 11), qPrintable(session_->lastError()));
    log_ = std::make_unique<LogDock>(session_.get());
    dock_ = std::make_unique<RefereeDock>(session_.get());
    dock_->setSelectionSource([] { return 1; });
  }
  std::unique_ptr<BattleSession> session_;
  std::unique_ptr<LogDock> log_;
  std::unique_ptr<RefereeDock> dock_;
};

QTEST_MAIN(RefereeDockTest)
#include "referee_dock_test.moc"
