// The desktop program's AI player: AI sides play through the session (undo stack, log), thinking
// off the GUI thread; an undo pauses them and says so, redoing all resumes them; the status bar
// widget shows what the AI does; the New Skirmish dialog offers both solo AIs.
#include "session/ai_player.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

#include "docks/ai_status.h"
#include "session/battle_session.h"
#include "window/new_skirmish_dialog.h"

using namespace fray::app;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }
// Forty figures: every decision of the solo AIs weighs many of them, long enough to be seen.
QString big() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/bench-20v20.json"); }

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

  void theEventLoopKeepsRunningWhileTheAiThinks() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    AiPlayer ai(&session, QStringLiteral(FRAY_DATA_DIR));
    ai.setDelayMs(0);
    QVERIFY(session.openScenario(big(), 3));
    int ticks = 0, ticks_while_thinking = 0;
    QTimer ticker;
    ticker.setInterval(1);
    connect(&ticker, &QTimer::timeout, &ticker, [&] {
      ++ticks;
      if (ai.isThinking()) ++ticks_while_thinking;
    });
    ticker.start();
    QSignalSpy decided(&ai, &AiPlayer::decided);
    session.setControllers({QStringLiteral("reaction004"), QStringLiteral("solo003")});
    // A tick lands while a worker thinks sooner or later: on a loaded machine a short decision
    // can end before the 1 ms timer fires, so wait for one rather than count on the first 20.
    QTRY_VERIFY_WITH_TIMEOUT(decided.count() >= 20 && ticks_while_thinking > 0, 60000);
    QVERIFY2(ticks_while_thinking > 0, qPrintable(QString::number(ticks)));
    ai.setPaused(true);
    ai.waitForIdle();
  }

  void anUndoPausesAndSaysSoAndRedoingAllLetsItPlayOn() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    AiPlayer ai(&session, QStringLiteral(FRAY_DATA_DIR));
    AiStatus status(&ai);
    ai.setDelayMs(0);
    QVERIFY(session.openScenario(demo(), 3));
    QSignalSpy decided(&ai, &AiPlayer::decided);
    session.setControllers({QStringLiteral("solo003"), QStringLiteral("reaction004")});
    QTRY_VERIFY_WITH_TIMEOUT(decided.count() >= 5, 20000);
    QCOMPARE(status.button()->text(), QStringLiteral("Stop"));
    session.undoStack()->undo();
    QVERIFY(ai.isPaused());
    QVERIFY2(ai.statusText().contains(QStringLiteral("paused after an undo")),
             qPrintable(ai.statusText()));
    QVERIFY(ai.statusText().contains(QStringLiteral("F5")));
    QCOMPARE(status.text(), ai.statusText());
    QCOMPARE(status.button()->text(), QStringLiteral("Resume"));
    const int count = session.undoStack()->count();
    QTest::qWait(50);
    QCOMPARE(session.undoStack()->count(), count);  // paused: nothing more
    session.undoStack()->redo();                    // back where the AI was: it plays on
    QVERIFY(!ai.isPaused());
    QTRY_VERIFY_WITH_TIMEOUT(session.undoStack()->count() > count + 1, 20000);
    status.button()->click();  // Stop
    QVERIFY(ai.isPaused());
    ai.waitForIdle();
  }

  void handingTheSidesToPeopleDropsTheDecisionInFlight() {
    BattleSession session(QStringLiteral(FRAY_DATA_DIR));
    AiPlayer ai(&session, QStringLiteral(FRAY_DATA_DIR));
    ai.setDelayMs(0);
    QVERIFY(session.openScenario(big(), 4));
    session.setControllers({QStringLiteral("solo003"), QStringLiteral("solo003")});
    QTRY_VERIFY_WITH_TIMEOUT(ai.isThinking(), 20000);
    const int count = session.undoStack()->count();
    session.setControllers({QStringLiteral("person"), QStringLiteral("person")});
    QVERIFY(!ai.isThinking());
    QTest::qWait(200);
    QCOMPARE(session.undoStack()->count(), count);
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
