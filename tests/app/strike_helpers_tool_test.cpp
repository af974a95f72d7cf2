// Strikes with helpers from the Strike tool: Ctrl+click (or Shift+click) adds figures that strike
// the same foe with the first one, their dice pooled (the `strike` command's helpers); the odds
// show each striker's need, one click strikes, undo takes it back.
#include <QApplication>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTest>

#include <fray/game/record/state_json.h>

#include "docks/odds_dock.h"
#include "map_input.h"
#include "scene/map_view.h"
#include "session/battle_session.h"
#include "tools/action_tool.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"

using fray::app::MainWindow;
using fray::app::test::centreOf;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

// In a row, each 2 cm base 0.05 cm from the next: man 1, orcq 21, man 2, orcq 22. Two men touch
// orcq 21 and two orcqs touch man 2, so whichever side strikes first has two strikers at one foe.
constexpr int kManA = 1, kManB = 2, kOrcqA = 21, kOrcqB = 22;
constexpr double kStep = 2.05;  // 2 cm bases

nlohmann::json orcq(int id, double x) {
  return {{"id", id},
          {"side", "orcqs"},
          {"name", "Orcq " + std::to_string(id)},
          {"species", "orcq"},
          {"class", 3},
          {"armour", 3},
          {"melee_weapon", "dagger"},
          {"position", {x, 40}}};
}
}  // namespace

class StrikeHelpersToolTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("StrikeHelpersToolTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(5);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(demo()), qPrintable(window_->lastError()));
    auto* session = window_->session();
    QVERIFY(session->submit({"edit", {{"figure", kManA}, {"position", {40, 40}}}}).accepted());
    QVERIFY(session->submit({"place", {{"figure", orcq(kOrcqA, 40 + kStep)}}}).accepted());
    QVERIFY(session->submit({"edit", {{"figure", kManB}, {"position", {40 + 2 * kStep, 40}}}})
                .accepted());
    QVERIFY(session->submit({"place", {{"figure", orcq(kOrcqB, 40 + 3 * kStep)}}}).accepted());
    {
      const std::string why = fray::app::test::passPhasesUntil(*window_, "melee");
      QVERIFY2(why.empty(), why.c_str());
    }
    window_->toolManager()->setActiveTool(window_->strikeTool());
  }
  void cleanup() { window_.reset(); }

  void ctrlClickAddsAHelperAndBothStrikeTheFoe() {
    const bool men = window_->session()->sideToAct() == 0;
    const int first = men ? kManA : kOrcqA;
    const int helper = men ? kManB : kOrcqB;
    const int foe = men ? kOrcqA : kManB;
    auto* tool = window_->strikeTool();
    fray::app::test::clickMap(*window_, centreOf(*window_, first));
    fray::app::test::clickMap(*window_, centreOf(*window_, helper), Qt::ControlModifier);
    QCOMPARE(tool->actors(), (std::vector<int>{first, helper}));
    fray::app::test::hoverMap(*window_, centreOf(*window_, foe));
    const auto* preview = tool->preview();
    QVERIFY2(preview && preview->legal(), preview ? qPrintable(preview->refusal) : "none");
    QVERIFY(preview->command.payload.at("helpers") == nlohmann::json({helper}));
    QVERIFY2(preview->headline.startsWith(QStringLiteral("2 figures strike")),
             qPrintable(preview->headline));
    QCOMPARE(preview->odds->need_natural.size(), std::size_t(2));
    QCOMPARE(window_->oddsDock()->detailText().count(QStringLiteral("strikes")), 3);  // + answer

    const auto before = fray::game::state_to_json(window_->session()->game()->state());
    fray::app::test::clickMap(*window_, centreOf(*window_, foe));
    QVERIFY2(tool->lastRefusal().isEmpty(), qPrintable(tool->lastRefusal()));
    bool pooled = false;
    for (const auto& e : window_->session()->game()->log().events())
      if (e.type == "melee") pooled = e.data.at("attackers") == nlohmann::json({first, helper});
    QVERIFY(pooled);
    window_->undoAction()->trigger();
    QVERIFY(fray::game::state_to_json(window_->session()->game()->state()) == before);
  }

  void aHelperOutOfContactIsRefusedWithTheRule() {
    const bool men = window_->session()->sideToAct() == 0;
    const int first = men ? kManA : kOrcqB;
    const int far_helper = men ? 5 : 11;  // still at the demo's start, far from the melee
    const int foe = men ? kOrcqA : kManB;
    auto* tool = window_->strikeTool();
    fray::app::test::clickMap(*window_, centreOf(*window_, first));
    fray::app::test::clickMap(*window_, centreOf(*window_, far_helper), Qt::ShiftModifier);
    fray::app::test::hoverMap(*window_, centreOf(*window_, foe));
    QVERIFY(tool->preview() && !tool->preview()->legal());
    QVERIFY2(tool->preview()->refusal.contains(QStringLiteral("may not strike")),
             qPrintable(tool->preview()->refusal));
  }

 private:
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(StrikeHelpersToolTest)
#include "strike_helpers_tool_test.moc"
