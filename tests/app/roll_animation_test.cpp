// The dice shown over the map after a committed shot: what they show, that they never block,
// and the Preferences switch.
#include "scene/roll_animation.h"

#include <QStandardPaths>
#include <QTest>

#include "scene/map_scene.h"
#include "session/battle_session.h"
#include "window/main_window.h"
#include "window/preferences.h"

using fray::app::MainWindow;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }
constexpr int kAldo = 1;     // archer of the men, at (65, 15)
constexpr int kTarget = 21;  // an Orcq the referee places

fray::game::Event makeEvent(std::string type, nlohmann::json data) {
  return {std::move(type), std::move(data), ""};
}
}  // namespace

class RollAnimationTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("RollAnimationTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(7);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(demo()), qPrintable(window_->lastError()));
    QVERIFY(window_->rollAnimator()->isEnabled());
  }
  void cleanup() { window_.reset(); }

  void aBurstShowsTheNaturalFacesOverTheTarget() {
    const std::vector<fray::game::Event> events = {
        makeEvent("phase_started", {{"phase", "shooting"}}),
        makeEvent("shot", {{"target", 14}, {"shooters", nlohmann::json::array()}}),
        makeEvent("die_rolled", {{"die", "D6"}, {"natural", 5}, {"grade", "hit"}}),
        makeEvent("die_rolled", {{"die", "D6"}, {"natural", 1}, {"grade", "miss"}})};
    const auto burst = fray::app::rollBurstOf(events, 1);
    QCOMPARE(burst.target, 14);
    QCOMPARE(burst.dice.size(), std::size_t(2));
    QCOMPARE(burst.dice[0].natural, 5);
    QCOMPARE(burst.dice[1].grade, QStringLiteral("miss"));
    QVERIFY(fray::app::rollBurstOf(events, 3).target < 0);  // the shot came before
    QVERIFY(fray::app::rollBurstOf(events, 4).dice.empty());
  }

  void aShotShowsItsDiceAndUndoShowsNone() {
    auto* rolls = window_->rollAnimator();
    rolls->setDuration(60000);  // long enough to look at; the test never waits on it
    shootAtTarget();
    auto* item = rolls->current();
    QVERIFY(item != nullptr);
    QVERIFY(item->scene() == window_->mapScene());
    const auto& target = window_->session()->game()->state().find(kTarget)->placement.centre;
    QVERIFY(std::abs(item->pos().x() - target.x) < 0.01);
    QVERIFY(item->pos().y() < target.y);  // over the target
    // The shown faces are the logged naturals.
    int logged = 0;
    for (const auto& e : window_->session()->game()->log().events())
      if (e.type == "die_rolled") logged = e.data["natural"].get<int>();
    QVERIFY(!item->dice().empty());
    QCOMPARE(item->dice().back().natural, logged);

    rolls->skip();  // a click on the dice does the same
    QVERIFY(rolls->current() == nullptr);
    window_->undoAction()->trigger();
    QVERIFY(rolls->current() == nullptr);
  }

  void theBurstEndsOnItsOwn() {
    auto* rolls = window_->rollAnimator();
    rolls->setDuration(1);
    shootAtTarget();
    QVERIFY(rolls->current() != nullptr);
    QTRY_VERIFY_WITH_TIMEOUT(rolls->current() == nullptr, 2000);
  }

  void thePreferenceTurnsItOff() {
    auto preferences = window_->preferences();
    preferences.animate_rolls = false;
    window_->applyPreferences(preferences);
    QVERIFY(!window_->rollAnimator()->isEnabled());
    shootAtTarget();
    QVERIFY(window_->rollAnimator()->current() == nullptr);
  }

 private:
  void shootAtTarget() {
    auto* session = window_->session();
    QVERIFY(session
                ->submit({"place",
                          {{"figure",
                            {{"id", kTarget},
                             {"side", "orcqs"},
                             {"name", "Orcq target"},
                             {"species", "orcq"},
                             {"class", 3},
                             {"armour", 3},
                             {"melee_weapon", "dagger"},
                             {"position", {65, 32}}}}}})
                .accepted());
    const auto& structure = session->game()->sequencer().structure();
    for (int guard = 0; guard < 8; ++guard) {
      if (structure.phases[session->game()->state().phase].id == "shooting") break;
      QVERIFY(session->submit({"end_phase", {{"side", session->sideToAct()}}}).accepted());
    }
    const auto outcome = session->submit({"shoot", {{"shooter", kAldo}, {"target", kTarget}}});
    QVERIFY2(outcome.accepted(), outcome.refusal ? outcome.refusal->message.c_str() : "");
  }

  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(RollAnimationTest)
#include "roll_animation_test.moc"
