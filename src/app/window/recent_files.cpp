#include "window/recent_files.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace fray::app {

RecentFiles::RecentFiles(QString settings_key, QMenu* menu, QObject* parent)
    : QObject(parent), key_(std::move(settings_key)), menu_(menu) {
  files_ = QSettings().value(key_).toStringList();
  rebuildMenu();
}

void RecentFiles::add(const QString& path) {
  const QString absolute = QFileInfo(path).absoluteFilePath();
  files_.removeAll(absolute);
  files_.prepend(absolute);
  while (files_.size() > kMaxFiles) files_.removeLast();
  save();
  rebuildMenu();
}

void RecentFiles::clear() {
  files_.clear();
  save();
  rebuildMenu();
}

void RecentFiles::save() const { QSettings().setValue(key_, files_); }

void RecentFiles::rebuildMenu() {
  menu_->clear();
  int number = 1;
  for (const QString& file : files_) {
    QAction* action = menu_->addAction(tr("&%1 %2").arg(number++).arg(QFileInfo(file).fileName()),
                                       this, [this, file] { emit fileChosen(file); });
    action->setToolTip(QDir::toNativeSeparators(file));
    action->setStatusTip(QDir::toNativeSeparators(file));
  }
  if (!files_.isEmpty()) menu_->addSeparator();
  QAction* clear_action = menu_->addAction(tr("&Clear List"), this, &RecentFiles::clear);
  clear_action->setToolTip(tr("Forget the recently opened files"));
  clear_action->setEnabled(!files_.isEmpty());
  menu_->setEnabled(true);
}

}  // namespace fray::app
