#pragma once
// What the window tests do with the mouse on the map and with the battle's phases, shared by the
// Qt Test programs (each program includes it; there is no test library).
#include <string>

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QMouseEvent>
#include <QTest>

#include "scene/map_view.h"
#include "session/battle_session.h"
#include "window/main_window.h"

namespace fray::app::test {

inline const game::Figure& figureOf(const MainWindow& window, int id) {
  return *window.session()->game()->state().find(id);
}

/// The figure's centre in scene units (cm).
inline QPointF centreOf(const MainWindow& window, int id) {
  const game::Figure& f = figureOf(window, id);
  return {f.placement.centre.x, f.placement.centre.y};
}

/// A left click on the map view at a scene point.
inline void clickMap(const MainWindow& window, QPointF scene_pos,
                     Qt::KeyboardModifiers modifiers = {}) {
  auto* view = window.mapView();
  QTest::mouseClick(view->viewport(), Qt::LeftButton, modifiers, view->mapFromScene(scene_pos));
}

/// A move without a button, as the mouse sends it (QTest::mouseMove does not reach an
/// offscreen viewport's tracking).
inline void hoverMap(const MainWindow& window, QPointF scene_pos) {
  auto* view = window.mapView();
  const QPointF at = view->mapFromScene(scene_pos);
  QMouseEvent move(QEvent::MouseMove, at, view->viewport()->mapToGlobal(at), Qt::NoButton,
                   Qt::NoButton, Qt::NoModifier);
  QApplication::sendEvent(view->viewport(), &move);
}

/// A left press straight to a scene (no view needed).
inline void pressScene(QGraphicsScene& scene, QPointF at) {
  QGraphicsSceneMouseEvent event(QEvent::GraphicsSceneMousePress);
  event.setScenePos(at);
  event.setButton(Qt::LeftButton);
  event.setButtons(Qt::LeftButton);
  QCoreApplication::sendEvent(&scene, &event);
}

/// Both sides pass phases until the phase `id` comes: "" when it came, else why not.
inline std::string passPhasesUntil(const MainWindow& window, const std::string& id) {
  BattleSession& session = *window.session();
  const auto& structure = session.game()->sequencer().structure();
  for (int guard = 0; guard < 8; ++guard) {
    if (structure.phases[session.game()->state().phase].id == id) return {};
    const game::Outcome outcome = session.submit({"end_phase", {{"side", session.sideToAct()}}});
    if (!outcome.accepted()) return outcome.refusal->message;
  }
  return "the " + id + " phase did not come: " + session.game()->allowed_now();
}

}  // namespace fray::app::test
