#pragma once

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;

namespace fray::app {

/// The main window's menus, toolbars and actions, each with its shortcut and tooltip. The window
/// connects them; keeping their construction here keeps main_window.cpp about behaviour.
struct MainActions {
  QAction* new_skirmish = nullptr;
  QAction* open_game = nullptr;
  QAction* save_game = nullptr;
  QAction* save_game_as = nullptr;
  QMenu* recent_games = nullptr;
  QMenu* view_menu = nullptr;
  QMenu* edit_menu = nullptr;  ///< Undo and Redo are added by the window (its undo stack)
  QAction* open = nullptr;
  QAction* open_figures = nullptr;
  QMenu* recent = nullptr;
  QAction* export_png = nullptr;
  QAction* export_svg = nullptr;
  QAction* export_pdf = nullptr;
  QAction* preferences = nullptr;
  QAction* quit = nullptr;
  QAction* zoom_in = nullptr;
  QAction* zoom_out = nullptr;
  QAction* fit = nullptr;
  QAction* grid = nullptr;
  QAction* rulers = nullptr;
  QAction* coordinates = nullptr;
  QAction* labels = nullptr;
  QAction* legend = nullptr;
  QAction* about = nullptr;
  QMenu* game_menu = nullptr;
  QAction* referee_mode = nullptr;  ///< checkable; the window remembers it (QSettings)
  QAction* ai_plays = nullptr;      ///< checkable: AI sides play on their own (unchecked: paused)
  QAction* set_die = nullptr;       ///< "Set next die...", enabled in referee mode
  QAction* split_strike = nullptr;  ///< "Split Strike...": the selected H2 figure's dialog
  QAction* aim_at_group = nullptr;  ///< checkable (G): the Shoot tool aims at a target's group
  QMenu* tools_menu = nullptr;
  QToolBar* tools_bar = nullptr;
};

/// Builds File, Edit, View, Tools and Help menus and the View and Tools toolbars on `window`.
/// `legend_toggle` is the legend dock's own toggle action, placed in the View menu.
MainActions createMainActions(QMainWindow& window, QAction* legend_toggle);

}  // namespace fray::app
