#include <fstream>

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QTextStream>
#include <QTimer>
#include <nlohmann/json.hpp>

#include <fray/game/setup/build_info.h>

#include "scene/map_view.h"
#include "session/battle_session.h"
#include "tools/action_tool.h"
#include "tools/sight_tool.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"

namespace {

// Options for opening a map at start and for scripted screenshots and smoke tests.
struct StartOptions {
  QCommandLineOption quit_after{QStringLiteral("quit-after"),
                                QStringLiteral("Close the window after <ms> milliseconds."),
                                QStringLiteral("ms")};
  QCommandLineOption scenario{
      QStringLiteral("scenario"),
      QStringLiteral("Start a skirmish from the scenario <file> (without --map, --figures or "
                     "--game: the demo skirmish, when found)."),
      QStringLiteral("file")};
  QCommandLineOption game{QStringLiteral("game"),
                          QStringLiteral("Open the saved battle <file> (.fray)."),
                          QStringLiteral("file")};
  QCommandLineOption seed{QStringLiteral("seed"),
                          QStringLiteral("Seed the dice of a new skirmish with <n>."),
                          QStringLiteral("n")};
  QCommandLineOption map{QStringLiteral("map"), QStringLiteral("Open the map <file> at start."),
                         QStringLiteral("file")};
  QCommandLineOption figures{QStringLiteral("figures"),
                             QStringLiteral("Place the figures of the list <file> on the map."),
                             QStringLiteral("file")};
  QCommandLineOption sight_from{
      QStringLiteral("sight-from"),
      QStringLiteral("Show the lines of sight of the figure with this <id> at start."),
      QStringLiteral("id")};
  QCommandLineOption screenshot{
      QStringLiteral("screenshot"),
      QStringLiteral("Save a picture of the window to <file> just before --quit-after closes it."),
      QStringLiteral("file")};
  QCommandLineOption view{QStringLiteral("view"),
                          QStringLiteral("Show the map centred on <x,y,zoom>: a point in cm and "
                                         "pixels per cm."),
                          QStringLiteral("x,y,zoom")};
  QCommandLineOption controllers{
      QStringLiteral("controllers"),
      QStringLiteral("Who plays each side, e.g. person,solo003 (person, simple, solo003, "
                     "reaction004)."),
      QStringLiteral("list")};
  QCommandLineOption select{
      QStringLiteral("select"),
      QStringLiteral("Select the figure with this <id> at start (figure dock)."),
      QStringLiteral("id")};
  QCommandLineOption hex_coordinates{QStringLiteral("coordinates"),
                                     QStringLiteral("Show hex coordinates at start.")};
  QCommandLineOption commands{
      QStringLiteral("commands"),
      QStringLiteral("Submit the commands of the JSON array in <file> ({\"command\", "
                     "\"payload\"} objects) after opening the battle."),
      QStringLiteral("file")};
  QCommandLineOption tool{QStringLiteral("tool"),
                          QStringLiteral("Start with the <name> tool: shoot, charge or strike."),
                          QStringLiteral("name")};
  QCommandLineOption actors{
      QStringLiteral("actors"),
      QStringLiteral("Select the figures <ids> (comma separated) for --tool."),
      QStringLiteral("ids")};
  QCommandLineOption hover{QStringLiteral("hover"),
                           QStringLiteral("Show --tool's odds at the figure <id>, as hovering it."),
                           QStringLiteral("id")};
};

// Submits the commands of a JSON file, for scripted screenshots; refusals go to stderr.
void submitCommands(fray::app::BattleSession& session, const QString& path) {
  QTextStream err(stderr);
  try {
    std::ifstream in(path.toStdString());
    for (const nlohmann::json& c : nlohmann::json::parse(in)) {
      const auto outcome = session.submit({c.at("command").get<std::string>(), c.at("payload")});
      if (!outcome.accepted())
        err << "refused: " << QString::fromStdString(c.dump()) << ": "
            << QString::fromStdString(outcome.refusal->message) << "\n";
    }
  } catch (const std::exception& error) {
    err << path << ": " << error.what() << "\n";
  }
}

// --tool, --actors, --hover: a prepared action on screen.
void prepareAction(fray::app::MainWindow& window, const QString& name, const QString& ids,
                   const QString& hover) {
  fray::app::ActionTool* tool = name == QStringLiteral("shoot")    ? window.shootTool()
                                : name == QStringLiteral("charge") ? window.chargeTool()
                                : name == QStringLiteral("strike") ? window.strikeTool()
                                                                   : nullptr;
  if (!tool) return;
  window.toolManager()->setActiveTool(tool);
  std::vector<int> actors;
  for (const QString& id : ids.split(QLatin1Char(','), Qt::SkipEmptyParts))
    actors.push_back(id.toInt());
  if (!actors.empty()) window.selectFigure(actors.front());
  tool->setActors(actors);
  if (!hover.isEmpty()) tool->hoverTarget(hover.toInt());
}

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Fray"));
  QApplication::setApplicationName(QStringLiteral("Fray"));
  QApplication::setApplicationVersion(QString::fromStdString(fray::game::build_info().version));

  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("Fray: a tabletop skirmish simulator."));
  parser.addHelpOption();
  parser.addVersionOption();
  const StartOptions options;
  for (const auto* option :
       {&options.quit_after, &options.scenario, &options.game, &options.seed, &options.map,
        &options.figures, &options.sight_from, &options.screenshot, &options.view,
        &options.hex_coordinates, &options.commands, &options.tool, &options.actors, &options.hover,
        &options.select, &options.controllers})
    parser.addOption(*option);
  parser.process(app);

  fray::app::MainWindow window;
  window.show();
  const QString demo = QStringLiteral(FRAY_DATA_DIR "/scenarios/mill-raid-demo.json");
  if (parser.isSet(options.seed)) window.setNewGameSeed(parser.value(options.seed).toULongLong());
  if (parser.isSet(options.game))
    window.openGame(parser.value(options.game));
  else if (parser.isSet(options.scenario))
    window.openScenario(parser.value(options.scenario));
  else if (!parser.isSet(options.map) && !parser.isSet(options.figures) && QFile::exists(demo))
    window.openScenario(demo);
  if (parser.isSet(options.map)) window.openMap(parser.value(options.map));
  if (parser.isSet(options.figures)) window.openFigures(parser.value(options.figures));
  if (parser.isSet(options.hex_coordinates)) window.actions().coordinates->setChecked(true);
  if (parser.isSet(options.view)) {
    const QStringList parts = parser.value(options.view).split(QLatin1Char(','));
    if (parts.size() == 3) {
      // After the window has its final size, or the first resize would refit the map.
      QTimer::singleShot(200, &window, [&window, parts] {
        window.mapView()->showAt(QPointF(parts[0].toDouble(), parts[1].toDouble()),
                                 parts[2].toDouble());
      });
    }
  }
  if (parser.isSet(options.controllers))
    window.session()->setControllers(parser.value(options.controllers).split(QLatin1Char(',')));
  if (parser.isSet(options.select)) window.selectFigure(parser.value(options.select).toInt());
  if (parser.isSet(options.commands))
    submitCommands(*window.session(), parser.value(options.commands));
  if (parser.isSet(options.tool))
    prepareAction(window, parser.value(options.tool), parser.value(options.actors),
                  parser.value(options.hover));
  if (parser.isSet(options.sight_from)) {
    window.toolManager()->setActiveTool(window.sightTool());
    window.sightTool()->showFrom(parser.value(options.sight_from).toInt());
  }
  if (parser.isSet(options.quit_after)) {
    const QString shot = parser.value(options.screenshot);
    QTimer::singleShot(parser.value(options.quit_after).toInt(), &window, [&window, shot] {
      if (!shot.isEmpty()) window.grab().save(shot);
      // A scripted run never stops to ask about unsaved changes.
      window.setUnsavedPrompt([] { return fray::app::UnsavedChoice::Discard; });
      window.close();
    });
  }
  return QApplication::exec();
}
