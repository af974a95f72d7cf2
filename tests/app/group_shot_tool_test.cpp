// Shooting at a group from the Shoot tool: G aims at the hovered enemy's whole group, the other
// members are ringed, the odds are the group's (someone killed), one click shoots at the group and
// the Log shows how the hits were shared (seed 000, "Ranged weapons (shooting): some
// peculiarities").
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
#include "tools/figure_menu.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"

using fray::app::MainWindow;
using fray::app::test::centreOf;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

constexpr int kAldo = 1;    // archer of the men (side 0), at (65, 15)
constexpr int kFirst = 21;  // two Orcqs placed by the referee side by side: a group
constexpr int kSecond = 22;

nlohmann::json orcq(int id, double x) {
  return {{"id", id},
          {"side", "orcqs"},
          {"name", "Orcq " + std::to_string(id)},
          {"species", "orcq"},
          {"class", 3},
          {"armour", 3},
          {"melee_weapon", "dagger"},
          {"position", {x, 32}}};
}
}  // namespace

class GroupShotToolTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("GroupShotToolTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(5);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(demo()), qPrintable(window_->lastError()));
    QVERIFY(window_->session()->submit({"place", {{"figure", orcq(kFirst, 70)}}}).accepted());
    QVERIFY(window_->session()->submit({"place", {{"figure", orcq(kSecond, 73)}}}).accepted());
    {
      const std::string why = fray::app::test::passPhasesUntil(*window_, "shooting");
      QVERIFY2(why.empty(), why.c_str());
    }
    window_->toolManager()->setActiveTool(window_->shootTool());
  }
  void cleanup() { window_.reset(); }

  void gAimsAtTheGroupAndTheOddsAreTheGroups() {
    auto* tool = window_->shootTool();
    fray::app::test::clickMap(*window_, centreOf(*window_, kAldo));
    fray::app::test::hoverMap(*window_, centreOf(*window_, kFirst));
    const fray::app::ActionOdds one = *tool->preview()->odds;
    QVERIFY(one.group.empty());
    QVERIFY(tool->plateText().startsWith(QStringLiteral("kill")));

    QTest::keyClick(window_->mapView()->viewport(), Qt::Key_G);  // Game > Shoot at Group
    QVERIFY(window_->actions().aim_at_group->isChecked());
    QVERIFY(tool->aimsAtGroup());
    fray::app::test::hoverMap(
        *window_, centreOf(*window_, kAldo));  // off and back on: the preview is read again
    fray::app::test::hoverMap(*window_, centreOf(*window_, kFirst));
    const auto* preview = tool->preview();
    QVERIFY2(preview && preview->legal(), preview ? qPrintable(preview->refusal) : "none");
    QVERIFY(preview->group);
    QCOMPARE(preview->command.payload.value("group", false), true);
    QVERIFY2(preview->headline.contains(QStringLiteral("the group of 2 around Orcq 21")),
             qPrintable(preview->headline));
    const fray::app::ActionOdds group = *preview->odds;
    QCOMPARE(group.group, (std::vector<int>{kFirst, kSecond}));
    // The same dice at the same figure: the same chance of no hit at all.
    QVERIFY(std::abs(group.miss - one.miss) < 1e-12);
    QVERIFY(std::abs(group.kill + group.wound + group.recoil + group.miss - 1.0) < 1e-9);
    QVERIFY(tool->plateText().startsWith(QStringLiteral("someone killed")));
    QVERIFY(window_->oddsDock()->chancesText().contains(QStringLiteral("someone killed")));
    QVERIFY2(window_->oddsDock()->detailText().contains(QStringLiteral("Aimed at the group of 2")),
             qPrintable(window_->oddsDock()->detailText()));

    const auto before = fray::game::state_to_json(window_->session()->game()->state());
    const std::size_t events = window_->session()->game()->log().events().size();
    fray::app::test::clickMap(*window_, centreOf(*window_, kFirst));
    QVERIFY2(tool->lastRefusal().isEmpty(), qPrintable(tool->lastRefusal()));
    const auto& log = window_->session()->game()->log().events();
    bool shot_at_group = false;
    for (std::size_t i = events; i < log.size(); ++i)
      if (log[i].type == "shot") shot_at_group = log[i].data.contains("group");
    QVERIFY(shot_at_group);

    window_->undoAction()->trigger();
    QVERIFY(fray::game::state_to_json(window_->session()->game()->state()) == before);
  }

  void aLoneEnemyIsRefusedWhenAimingAtAGroup() {
    QVERIFY(window_->session()
                ->submit({"edit", {{"figure", kSecond}, {"position", {100, 32}}}})
                .accepted());
    auto* tool = window_->shootTool();
    tool->setAimAtGroup(true);
    fray::app::test::clickMap(*window_, centreOf(*window_, kAldo));
    fray::app::test::hoverMap(*window_, centreOf(*window_, kFirst));
    QVERIFY(!tool->preview()->legal());
    QVERIFY2(tool->preview()->refusal.contains(QStringLiteral("stands alone")),
             qPrintable(tool->preview()->refusal));
  }

  void theFigureMenuOffersTheGroupShot() {
    const auto entries = fray::app::legalFigureActions(*window_->session()->game(), kAldo, kFirst);
    bool offered = false;
    for (const auto& entry : entries)
      offered = offered || (entry.text.startsWith(QStringLiteral("Shoot at the group")) &&
                            entry.command.payload.value("group", false));
    QVERIFY(offered);
  }

 private:
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(GroupShotToolTest)
#include "group_shot_tool_test.moc"
