// A volley from the Shoot tool: Ctrl+click gathers shooters, the odds dock, the tooltip text and
// the target's plate show the combined chances, one click shoots them all (undoable, logged).
#include <QApplication>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include <fray/game/record/state_json.h>

#include "docks/log_dock.h"
#include "docks/odds_dock.h"
#include "scene/map_view.h"
#include "session/battle_session.h"
#include "tools/action_tool.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"

using fray::app::MainWindow;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

constexpr int kAldo = 1;     // archer of the men (side 0), at (65, 15)
constexpr int kBerta = 2;    // archer, at (85, 15)
constexpr int kTarget = 21;  // an Orcq placed by the referee, as far from both archers
}  // namespace

class VolleyToolTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("VolleyToolTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(5);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(demo()), qPrintable(window_->lastError()));
    const auto placed = window_->session()->submit({"place",
                                                    {{"figure",
                                                      {{"id", kTarget},
                                                       {"side", "orcqs"},
                                                       {"name", "Orcq target"},
                                                       {"species", "orcq"},
                                                       {"class", 3},
                                                       {"armour", 3},
                                                       {"melee_weapon", "dagger"},
                                                       {"position", {75, 32}}}}}});
    QVERIFY(placed.accepted());
    toShooting();
    window_->toolManager()->setActiveTool(window_->shootTool());
  }
  void cleanup() { window_.reset(); }

  void ctrlClickGathersAVolleyWithCombinedOdds() {
    click(centreOf(kAldo));
    hover(centreOf(kTarget));
    const fray::app::ActionOdds alone = *window_->shootTool()->preview()->odds;
    hover(centreOf(kAldo));  // off the target again

    click(centreOf(kBerta), Qt::ControlModifier);
    QCOMPARE(window_->shootTool()->actors(), (std::vector<int>{kAldo, kBerta}));
    QVERIFY2(window_->statusBar()->currentMessage().contains(QStringLiteral("Volley of 2")),
             qPrintable(window_->statusBar()->currentMessage()));
    hover(centreOf(kTarget));
    const auto* preview = window_->shootTool()->preview();
    QVERIFY2(preview && preview->legal(), preview ? qPrintable(preview->refusal) : "none");
    const fray::app::ActionOdds both = *preview->odds;
    QCOMPARE(both.need_natural.size(), std::size_t(2));
    // Two dice at the same range: more likely to hit than one.
    QVERIFY(both.miss < alone.miss);
    QVERIFY(std::abs(both.kill + both.wound + both.recoil + both.miss - 1.0) < 1e-9);
    QVERIFY(preview->text().contains(QStringLiteral("2 shooters volley at Orcq target (#21)")));
    QVERIFY(preview->text().contains(QStringLiteral("Exact chances")));
    const QString dock = window_->oddsDock()->chancesText();
    QVERIFY2(dock.contains(fray::app::percentText(both.miss)), qPrintable(dock));
    QCOMPARE(window_->oddsDock()->detailText().count(QStringLiteral("the range band needs")), 2);
    QVERIFY(window_->shootTool()->plateText().contains(QStringLiteral("kill")));

    const auto before = fray::game::state_to_json(window_->session()->game()->state());
    const auto events = window_->session()->game()->log().events().size();
    click(centreOf(kTarget));
    QVERIFY2(window_->shootTool()->lastRefusal().isEmpty(),
             qPrintable(window_->shootTool()->lastRefusal()));
    const auto& log = window_->session()->game()->log().events();
    int shots = 0;
    for (std::size_t i = events; i < log.size(); ++i)
      if (log[i].type == "shot") {
        ++shots;
        QCOMPARE(log[i].data["shooters"].size(), std::size_t(2));
        QCOMPARE(log[i].data["shooters"][1]["need_natural"].get<int>(), both.need_natural[1]);
      }
    QCOMPARE(shots, 1);
    QVERIFY(
        window_->logDock()->lines().join('\n').contains(QStringLiteral("2 shooters volley at")));
    QVERIFY(figure(kAldo).status.has_shot && figure(kBerta).status.has_shot);

    window_->undoAction()->trigger();
    QVERIFY(fray::game::state_to_json(window_->session()->game()->state()) == before);
    QCOMPARE(window_->session()->game()->log().events().size(), events);
  }

  void ctrlClickAgainLeavesAShooterOut() {
    click(centreOf(kAldo));
    click(centreOf(kBerta), Qt::ControlModifier);
    click(centreOf(kAldo), Qt::ControlModifier);
    QCOMPARE(window_->shootTool()->actors(), std::vector<int>{kBerta});
    // The last shooter stays: a volley never becomes empty by a Ctrl+click.
    click(centreOf(kBerta), Qt::ControlModifier);
    QCOMPARE(window_->shootTool()->actors(), std::vector<int>{kBerta});
    hover(centreOf(kTarget));
    QVERIFY(window_->shootTool()->preview()->headline.contains(QStringLiteral("shoots at")));
  }

 private:
  const fray::game::Figure& figure(int id) const {
    return *window_->session()->game()->state().find(id);
  }
  QPointF centreOf(int id) const {
    const auto& f = figure(id);
    return {f.placement.centre.x, f.placement.centre.y};
  }

  void click(QPointF scene_pos, Qt::KeyboardModifiers modifiers = {}) {
    auto* view = window_->mapView();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, modifiers, view->mapFromScene(scene_pos));
  }

  // A move without a button, as the mouse sends it (QTest::mouseMove does not reach an
  // offscreen viewport's tracking).
  void hover(QPointF scene_pos) {
    auto* view = window_->mapView();
    const QPointF at = view->mapFromScene(scene_pos);
    QMouseEvent move(QEvent::MouseMove, at, view->viewport()->mapToGlobal(at), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &move);
  }

  void toShooting() {
    const auto& structure = window_->session()->game()->sequencer().structure();
    for (int guard = 0; guard < 8; ++guard) {
      const auto& state = window_->session()->game()->state();
      if (structure.phases[state.phase].id == "shooting") return;
      QVERIFY(window_->session()
                  ->submit({"end_phase", {{"side", window_->session()->sideToAct()}}})
                  .accepted());
    }
    QFAIL("the shooting phase did not come");
  }

  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(VolleyToolTest)
#include "volley_tool_test.moc"
