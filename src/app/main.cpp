#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <fray/game/build_info.h>

#include "main_window.h"

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Fray"));
  QApplication::setApplicationName(QStringLiteral("Fray"));
  QApplication::setApplicationVersion(QString::fromStdString(fray::game::build_info().version));

  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("Fray: a tabletop skirmish simulator."));
  parser.addHelpOption();
  parser.addVersionOption();
  QCommandLineOption quit_after(QStringLiteral("quit-after"),
                                QStringLiteral("Close the window after <ms> milliseconds "
                                               "(for scripted screenshots and smoke tests)."),
                                QStringLiteral("ms"));
  parser.addOption(quit_after);
  parser.process(app);

  fray::app::MainWindow window;
  window.show();
  if (parser.isSet(quit_after)) {
    QTimer::singleShot(parser.value(quit_after).toInt(), &window, &QWidget::close);
  }
  return QApplication::exec();
}
