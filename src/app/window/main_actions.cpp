#include "window/main_actions.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

namespace fray::app {
namespace {

QAction* makeAction(QMainWindow& window, const QString& text, const QKeySequence& key,
                    const QString& tip, bool checkable = false, bool checked = false) {
  auto* action = new QAction(text, &window);
  action->setShortcut(key);
  const QString shortcut = key.toString(QKeySequence::NativeText);
  action->setToolTip(shortcut.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, shortcut));
  action->setStatusTip(tip);
  action->setCheckable(checkable);
  action->setChecked(checked);
  return action;
}

QKeySequence orDefault(QKeySequence::StandardKey standard, const QKeySequence& fallback) {
  const QKeySequence key(standard);
  return key.isEmpty() ? fallback : key;
}

}  // namespace

MainActions createMainActions(QMainWindow& window, QAction* legend_toggle) {
  MainActions a;
  const auto tr = [](const char* text) { return QMainWindow::tr(text); };
  a.new_skirmish = makeAction(window, tr("&New Skirmish from Scenario..."), QKeySequence::New,
                              tr("Start a battle from a scenario file"));
  a.open_game = makeAction(window, tr("&Open Game..."), QKeySequence::Open,
                           tr("Open a saved battle (.fray)"));
  a.save_game =
      makeAction(window, tr("&Save Game"), QKeySequence::Save, tr("Save the battle (.fray)"));
  a.save_game_as =
      makeAction(window, tr("Save Game &As..."),
                 orDefault(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)),
                 tr("Save the battle under another name"));
  a.open = makeAction(window, tr("Open &Map..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M),
                      tr("Open a map file (free-measure table, hex map or square grid)"));
  a.open_figures =
      makeAction(window, tr("Open &Figure List..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
                 tr("Place figures from a figure list (demonstrations)"));
  a.export_png = makeAction(window, tr("Export as &PNG..."), QKeySequence(Qt::CTRL | Qt::Key_E),
                            tr("Save the map as a PNG picture, 10 pixels per cm"));
  a.export_svg = makeAction(window, tr("Export as &SVG..."), {},
                            tr("Save the map as an SVG drawing at true scale"));
  a.export_pdf = makeAction(window, tr("Export as P&DF..."), {},
                            tr("Save the map as a one-page PDF at true scale (print 1:1)"));
  a.preferences =
      makeAction(window, tr("&Preferences..."),
                 orDefault(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)),
                 tr("Grid spacing, units and labels"));
  a.quit = makeAction(window, tr("&Quit"), QKeySequence::Quit, tr("Close Fray"));
  a.zoom_in =
      makeAction(window, tr("Zoom &In"), QKeySequence::ZoomIn, tr("Zoom in about the centre"));
  a.zoom_out =
      makeAction(window, tr("Zoom &Out"), QKeySequence::ZoomOut, tr("Zoom out about the centre"));
  a.fit = makeAction(window, tr("&Fit Map"), QKeySequence(Qt::CTRL | Qt::Key_0),
                     tr("Show the whole map"));
  a.grid = makeAction(window, tr("&Grid"), QKeySequence(Qt::CTRL | Qt::Key_G),
                      tr("Show the cm grid (tables) or the hex or square outlines (grid maps)"),
                      true, true);
  a.rulers = makeAction(window, tr("&Rulers"), QKeySequence(Qt::CTRL | Qt::Key_R),
                        tr("Show rulers along the top and left edges"), true, false);
  a.coordinates = makeAction(
      window, tr("Hex &Coordinates"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
      tr("Show column,row in every hex or square (grid maps, when zoomed in)"), true, false);
  a.labels = makeAction(window, tr("&Labels"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                        tr("Show the names of terrain features and figures"), true, true);
  a.legend = legend_toggle;
  a.legend->setText(tr("L&egend"));
  a.legend->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
  a.legend->setToolTip(tr("Show or hide the legend (Ctrl+Shift+L)"));
  a.legend->setStatusTip(tr("Show or hide the legend"));
  a.about = makeAction(window, tr("&About Fray"), {}, tr("Version and licence"));
  a.referee_mode =
      makeAction(window, tr("&Referee Mode"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
                 tr("Edit figures, wounds, statuses and dice (every act is logged)"), true, false);
  a.ai_plays =
      makeAction(window, tr("&AI Plays"), QKeySequence(Qt::Key_F5),
                 tr("Let the sides given to an AI play (F5); an undo pauses them"), true, true);
  a.set_die =
      makeAction(window, tr("Set Next &Die..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D),
                 tr("Referee: choose the face of the next die rolled"));
  a.split_strike =
      makeAction(window, tr("Sp&lit Strike..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K),
                 tr("The selected H2 figure splits its 2D6 between two foes in contact"));
  a.aim_at_group =
      makeAction(window, tr("Shoot at &Group"), QKeySequence(Qt::Key_G),
                 tr("The Shoot tool aims at the hovered enemy's whole group; the hits are shared "
                    "at random among its members (G)"),
                 true, false);

  QMenu* file = window.menuBar()->addMenu(tr("&File"));
  for (QAction* e : {a.new_skirmish, a.open_game}) file->addAction(e);
  a.recent_games = file->addMenu(tr("Recent &Games"));
  a.recent_games->setToolTipsVisible(true);
  for (QAction* e : {a.save_game, a.save_game_as}) file->addAction(e);
  file->addSeparator();
  file->addAction(a.open);
  a.recent = file->addMenu(tr("Recent Ma&ps"));
  a.recent->setToolTipsVisible(true);
  file->addAction(a.open_figures);
  file->addSeparator();
  for (QAction* e : {a.export_png, a.export_svg, a.export_pdf}) file->addAction(e);
  file->addSeparator();
  file->addAction(a.preferences);
  file->addSeparator();
  file->addAction(a.quit);

  a.edit_menu = window.menuBar()->addMenu(tr("&Edit"));
  QMenu* view = window.menuBar()->addMenu(tr("&View"));
  a.view_menu = view;
  for (QAction* e : {a.zoom_in, a.zoom_out, a.fit}) view->addAction(e);
  view->addSeparator();
  for (QAction* e : {a.grid, a.rulers, a.coordinates, a.labels, a.legend}) view->addAction(e);

  a.game_menu = window.menuBar()->addMenu(tr("&Game"));
  a.game_menu->setToolTipsVisible(true);  // why an item the battle's rules lack is greyed out
  for (QAction* e : {a.ai_plays, a.referee_mode, a.set_die}) a.game_menu->addAction(e);
  a.game_menu->addSeparator();
  a.game_menu->addAction(a.split_strike);
  a.game_menu->addAction(a.aim_at_group);

  a.tools_menu = window.menuBar()->addMenu(tr("&Tools"));
  a.tools_menu->setToolTipsVisible(true);
  QMenu* help = window.menuBar()->addMenu(tr("&Help"));
  help->addAction(a.about);

  QToolBar* view_bar = window.addToolBar(tr("View"));
  view_bar->setObjectName(QStringLiteral("ViewToolBar"));
  for (QAction* e : {a.zoom_in, a.zoom_out, a.fit, a.grid, a.rulers, a.coordinates, a.labels})
    view_bar->addAction(e);
  a.tools_bar = window.addToolBar(tr("Tools"));
  a.tools_bar->setObjectName(QStringLiteral("ToolsToolBar"));
  a.tools_bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  view_bar->toggleViewAction()->setToolTip(tr("Show or hide the View toolbar"));
  a.tools_bar->toggleViewAction()->setToolTip(tr("Show or hide the Tools toolbar"));
  return a;
}

}  // namespace fray::app
