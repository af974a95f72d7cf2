// The desktop program's AI player: AI sides play through the session (undo stack, log), an undo
// pauses them, and the New Skirmish dialog offers both solo AIs.
#include "ai_player.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "battle_session.h"
#include "new_skirmish_dialog.h"

using namespace fray::app;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

bool logHas(const BattleSession& session, const std::string& type) {
  for (const auto& e : session.game()->log().events())
    if (e.type == type) return true;
  return false;
}
}  // namespace

class AiPlayerTest : public QObject {
  Q_OBJECT

 private slots:
  void personSidesAreLeftAlone() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    AiPlayer ai(&session, QStringLiteral(FRAY_DATA_DIR));
    QVERIFY(session.openScenario(demo(), 3));
    QCOMPARE(session.controllers(), (QStringList{"person", "person"}));
    QVERIFY(!ai.aiToAct());
    QCOMPARE(ai.runUntilPerson(), 0);
  }

  void eachSoloAiPlaysItsSideThroughTheUndoStack_data() {
    QTest::addColumn<QString>("id");
    QTest::newRow("seed 003") << QStringLiteral("solo003");
    QTest::newRow("seed 004") << QStringLiteral("reaction004");
  }

  void eachSoloAiPlaysItsSideThroughTheUndoStack() {
    QFETCH(QString, id);
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    AiPlayer ai(&session, QStringLiteral(FRAY_DATA_DIR));
    QVERIFY(session.openScenario(demo(), 3));
    session.setControllers({id, id});
    const int steps = ai.runUntilPerson(400);
    QVERIFY2(steps > 0, qPrintable(ai.lastDecision()));
    QCOMPARE(session.undoStack()->count(), steps);
    QVERIFY(logHas(session, "ai_decision"));
    QVERIFY2(ai.lastDecision().startsWith(id), qPrintable(ai.lastDecision()));
  }

  void theAiPlaysOnTheEventLoopAndAnUndoPausesIt() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    AiPlayer ai(&session, QStringLiteral(FRAY_DATA_DIR));
    ai.setDelayMs(0);
    QVERIFY(session.openScenario(demo(), 3));
    QSignalSpy decided(&ai, &AiPlayer::decided);
    session.setControllers({QStringLiteral("solo003"), QStringLiteral("solo003")});
    QTRY_VERIFY_WITH_TIMEOUT(decided.count() >= 5, 20000);
    session.undoStack()->undo();
    QVERIFY(ai.isPaused());
    const int count = session.undoStack()->count();
    QTest::qWait(100);
    QCOMPARE(session.undoStack()->count(), count);  // paused: nothing more
    ai.setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(session.undoStack()->count() > count, 20000);
    ai.setPaused(true);
  }

  void theNewSkirmishDialogOffersBothSoloAis() {
    NewSkirmishDialog dialog(QStringLiteral(FRAY_DATA_DIR "/scenarios"), demo());
    QVERIFY(!dialog.controllerBoxes().isEmpty());
    QComboBox* box = dialog.controllerBoxes().back();
    QVERIFY(box->findData(QStringLiteral("solo003")) >= 0);
    QVERIFY(box->findData(QStringLiteral("reaction004")) >= 0);
    box->setCurrentIndex(box->findData(QStringLiteral("reaction004")));
    QCOMPARE(dialog.choice().controllers.back(), QStringLiteral("reaction004"));
  }
};

QTEST_MAIN(AiPlayerTest)
#include "ai_player_test.moc"
