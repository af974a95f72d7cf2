// Shoot, Charge and Strike tools, the Odds dock and the figure menu, by mouse on the demo battle.
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <fray/classic/classic_figure.h>
#include <fray/game/record/state_json.h>

#include "docks/log_dock.h"
#include "docks/odds_dock.h"
#include "scene/figure_item.h"
#include "scene/map_scene.h"
#include "scene/map_view.h"
#include "session/battle_session.h"
#include "tools/action_tool.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"

using fray::app::ActionTool;
using fray::app::MainWindow;

namespace {
QString demo() { return QStringLiteral(FRAY_DATA_DIR "/scenarios/skirmish-demo.json"); }

constexpr int kAldo = 1;     // archer of the men (side 0, to act first), at (65, 15)
constexpr int kBerta = 2;    // archer, at (85, 15)
constexpr int kCarl = 3;     // spearman, at (70, 22)
constexpr int kTarget = 21;  // an Orcq the referee places in the tests

const fray::game::Figure& figure(const MainWindow& w, int id) {
  return *w.session()->game()->state().find(id);
}

QPointF centreOf(const MainWindow& w, int id) {
  const auto& f = figure(w, id);
  return {f.placement.centre.x, f.placement.centre.y};
}

std::vector<const fray::game::Event*> eventsOfType(const MainWindow& w, const std::string& type) {
  std::vector<const fray::game::Event*> found;
  for (const auto& e : w.session()->game()->log().events())
    if (e.type == type) found.push_back(&e);
  return found;
}
}  // namespace

class ActionToolsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FrayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("ActionToolsTest"));
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->resize(1400, 900);
    window_->setNewGameSeed(7);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->openScenario(demo()), qPrintable(window_->lastError()));
    QCOMPARE(window_->session()->sideToAct(), 0);
  }
  void cleanup() { window_.reset(); }

  void theToolsHaveKeysAndTheDockItsEmptyText() {
    QCOMPARE(window_->shootTool()->shortcut(), QKeySequence(Qt::Key_S));
    QCOMPARE(window_->chargeTool()->shortcut(), QKeySequence(Qt::Key_C));
    QCOMPARE(window_->strikeTool()->shortcut(), QKeySequence(Qt::Key_K));
    QTest::keyClick(window_->mapView()->viewport(), Qt::Key_S);
    QCOMPARE(window_->toolManager()->activeTool(), window_->shootTool());
    QTest::keyClick(window_->mapView()->viewport(), Qt::Key_K);
    QCOMPARE(window_->toolManager()->activeTool(), window_->strikeTool());
    QVERIFY(window_->oddsDock()->toggleViewAction() != nullptr);
    QVERIFY(window_->oddsDock()->findChildren<QWidget*>().size() > 0);
    QVERIFY(window_->oddsDock()->chancesText().isEmpty());
    QVERIFY(oddsHeadline().contains(QStringLiteral("Select a figure and hover a target")));
  }

  void shootByMouseShowsTheOddsThenShootsAndUndoRestores() {
    placeTarget({65, 32});
    toPhase("shooting");
    window_->toolManager()->setActiveTool(window_->shootTool());
    click(centreOf(*window_, kAldo));
    QCOMPARE(window_->shootTool()->actors(), std::vector<int>{kAldo});
    QCOMPARE(window_->selectedFigure(), kAldo);
    hover(centreOf(*window_, kTarget));
    const auto* preview = window_->shootTool()->preview();
    QVERIFY(preview != nullptr);
    QVERIFY2(preview->legal(), qPrintable(preview->refusal));
    QVERIFY(preview->odds.has_value());
    const fray::app::ActionOdds o = *preview->odds;  // the preview is renewed after the shot
    QVERIFY(std::abs(o.kill + o.wound + o.recoil + o.miss - 1.0) < 1e-9);
    QVERIFY(o.kill > 0 && o.miss > 0);
    const QString chances = window_->oddsDock()->chancesText();
    QVERIFY2(chances.contains(QStringLiteral("kill")) && chances.contains(QStringLiteral("%")),
             qPrintable(chances));
    QVERIFY(window_->oddsDock()->detailText().contains(QStringLiteral("seed 002, \"SHOOTING\"")));
    QVERIFY(window_->shootTool()->plateText().contains(QStringLiteral("kill")));

    const auto before = fray::game::state_to_json(window_->session()->game()->state());
    const auto events = window_->session()->game()->log().events().size();
    click(centreOf(*window_, kTarget));
    QVERIFY2(window_->shootTool()->lastRefusal().isEmpty(),
             qPrintable(window_->shootTool()->lastRefusal()));
    const auto shots = eventsOfType(*window_, "shot");
    QCOMPARE(shots.size(), std::size_t(1));
    // The odds were assessed as the command resolves the shot.
    QCOMPARE(shots.front()->data["shooters"][0]["need_natural"].get<int>(), o.need_natural[0]);
    QVERIFY(window_->logDock()->lines().join('\n').contains(QStringLiteral("shoots at")));
    QVERIFY(figure(*window_, kAldo).status.has_shot);
    QCOMPARE(*figure(*window_, kAldo).status.ammunition, 11);

    window_->undoAction()->trigger();
    QVERIFY(fray::game::state_to_json(window_->session()->game()->state()) == before);
    QCOMPARE(window_->session()->game()->log().events().size(), events);
    QVERIFY(eventsOfType(*window_, "shot").empty());
  }

  void shiftClickMakesAVolley() {
    placeTarget({75, 32});
    toPhase("shooting");
    window_->toolManager()->setActiveTool(window_->shootTool());
    click(centreOf(*window_, kAldo));
    click(centreOf(*window_, kBerta), Qt::ShiftModifier);
    QCOMPARE(window_->shootTool()->actors(), (std::vector<int>{kAldo, kBerta}));
    hover(centreOf(*window_, kTarget));
    const auto* preview = window_->shootTool()->preview();
    QVERIFY2(preview && preview->legal(), preview ? qPrintable(preview->refusal) : "none");
    QCOMPARE(preview->odds->need_natural.size(), std::size_t(2));
    QVERIFY(oddsHeadline().contains(QStringLiteral("2 shooters volley")));
    click(centreOf(*window_, kTarget));
    const auto shots = eventsOfType(*window_, "shot");
    QCOMPARE(shots.size(), std::size_t(1));
    QCOMPARE(shots.front()->data["shooters"].size(), std::size_t(2));
  }

  void aRefusedShotIsRedWithTheReason() {
    placeTarget({70, 36});
    window_->toolManager()->setActiveTool(window_->shootTool());
    click(centreOf(*window_, kCarl));
    hover(centreOf(*window_, kTarget));
    const auto* preview = window_->shootTool()->preview();
    QVERIFY(preview != nullptr);
    QVERIFY(!preview->legal());
    QVERIFY2(preview->refusal.contains(QStringLiteral("no missile weapon")),
             qPrintable(preview->refusal));
    QVERIFY(window_->oddsDock()->chancesText().contains(QStringLiteral("Not allowed now")));
    const auto events = window_->session()->game()->log().events().size();
    click(centreOf(*window_, kTarget));
    QCOMPARE(window_->session()->game()->log().events().size(), events);
    QVERIFY(!window_->shootTool()->lastRefusal().isEmpty());
  }

  void chargeThenStrikeInContactAndUndo() {
    placeTarget({70, 34});
    window_->toolManager()->setActiveTool(window_->chargeTool());
    click(centreOf(*window_, kCarl));
    hover(centreOf(*window_, kTarget));
    QVERIFY(window_->chargeTool()->preview() && window_->chargeTool()->preview()->legal());
    click(centreOf(*window_, kTarget));
    QVERIFY2(window_->chargeTool()->lastRefusal().isEmpty(),
             qPrintable(window_->chargeTool()->lastRefusal()));
    QVERIFY(figure(*window_, kCarl).status.charged);
    toPhase("melee");

    window_->toolManager()->setActiveTool(window_->strikeTool());
    const int striker = window_->session()->sideToAct() == 0 ? kCarl : kTarget;
    const int foe = striker == kCarl ? kTarget : kCarl;
    click(centreOf(*window_, striker));
    hover(centreOf(*window_, foe));
    const auto* preview = window_->strikeTool()->preview();
    QVERIFY2(preview && preview->legal(), preview ? qPrintable(preview->refusal) : "none");
    QVERIFY(preview->odds.has_value());
    QVERIFY(window_->oddsDock()->chancesText().contains(QStringLiteral("struck back")));
    QVERIFY(window_->oddsDock()->detailText().contains(QStringLiteral("seed 002, \"MELEE\"")));
    const auto before = fray::game::state_to_json(window_->session()->game()->state());
    const int need = preview->odds->need_natural[0];
    click(centreOf(*window_, foe));
    // The striker's die needs what the odds said (when it got to strike).
    const std::string who =
        classic_sheet(figure(*window_, striker)).spec.name + " (#" + std::to_string(striker) + ")";
    for (const auto* die : eventsOfType(*window_, "die_rolled"))
      if (die->data["roller"] == who) QCOMPARE(die->data["need_natural"].get<int>(), need);
    const auto melee = eventsOfType(*window_, "melee");
    QCOMPARE(melee.size(), std::size_t(1));
    QVERIFY(fray::game::state_to_json(window_->session()->game()->state()) != before);
    window_->undoAction()->trigger();
    QVERIFY(fray::game::state_to_json(window_->session()->game()->state()) == before);
    QVERIFY(eventsOfType(*window_, "melee").empty());
  }

  void theFigureMenuListsOnlyLegalActions() {
    placeTarget({65, 32});
    const auto* game = window_->session()->game();
    auto texts = [](const std::vector<fray::app::FigureMenuEntry>& entries) {
      QStringList list;
      for (const auto& e : entries) list << e.text;
      return list;
    };
    // Movement phase: standing still and charging, no shot (only the active figure shoots on
    // the move) and no strike (not in contact).
    const QStringList moving = texts(window_->figureMenuEntries(kAldo));
    QVERIFY2(moving.contains(QStringLiteral("Hide")), qPrintable(moving.join(", ")));
    QVERIFY(moving.contains(QStringLiteral("Wait")));
    QVERIFY(moving.contains(QStringLiteral("Charge Orcq target (#21)")));
    for (const QString& text : moving) QVERIFY(!text.startsWith(QStringLiteral("Strike")));

    toPhase("shooting");
    const auto aldo = window_->figureMenuEntries(kAldo);
    for (const auto& entry : aldo) QVERIFY(!game->check(entry.command));
    // Shooting phase: shots only (no hiding, waiting or charging now).
    QVERIFY(texts(aldo).contains(QStringLiteral("Shoot Orcq target (#21)")));
    for (const QString& text : texts(aldo))
      QVERIFY2(text.startsWith(QStringLiteral("Shoot ")), qPrintable(text));
    QVERIFY(texts(window_->figureMenuEntries(kCarl)).isEmpty());

    // Right-click on the enemy with Aldo selected: Aldo's actions at it, by the real menu.
    window_->selectFigure(kAldo);
    QStringList shown;
    QTimer::singleShot(0, this, [&shown] {
      if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
        for (QAction* a : menu->actions())
          if (!a->isSeparator()) shown << a->text();
        menu->close();
      }
    });
    auto* view = window_->mapView();
    emit view->customContextMenuRequested(view->mapFromScene(centreOf(*window_, kTarget)));
    QVERIFY2(shown.contains(QStringLiteral("Shoot Orcq target (#21)")),
             qPrintable(shown.join(", ")));
    QVERIFY(!shown.contains(QStringLiteral("Hide")));
  }

 private:
  QString oddsHeadline() const {
    QString all;
    for (auto* label : window_->oddsDock()->findChildren<QLabel*>()) all += label->text();
    return all;
  }

  void placeTarget(QPointF at) {
    const auto outcome = window_->session()->submit({"place",
                                                     {{"figure",
                                                       {{"id", kTarget},
                                                        {"side", "orcqs"},
                                                        {"name", "Orcq target"},
                                                        {"species", "orcq"},
                                                        {"class", 3},
                                                        {"armour", 3},
                                                        {"melee_weapon", "dagger"},
                                                        {"position", {at.x(), at.y()}}}}}});
    QVERIFY2(outcome.accepted(), outcome.refusal ? outcome.refusal->message.c_str() : "");
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

  // Both sides pass phases until `phase` comes.
  void toPhase(const std::string& phase) {
    const auto& structure = window_->session()->game()->sequencer().structure();
    for (int guard = 0; guard < 8; ++guard) {
      const auto& state = window_->session()->game()->state();
      if (structure.phases[state.phase].id == phase) return;
      QVERIFY(window_->session()
                  ->submit({"end_phase", {{"side", window_->session()->sideToAct()}}})
                  .accepted());
    }
    QFAIL("the phase did not come");
  }

  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(ActionToolsTest)
#include "action_tools_test.moc"
