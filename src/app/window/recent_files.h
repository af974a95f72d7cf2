#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace fray::app {

/// The most recently opened files, newest first, kept in QSettings and shown in a menu.
class RecentFiles : public QObject {
  Q_OBJECT

 public:
  static constexpr int kMaxFiles = 8;

  RecentFiles(QString settings_key, QMenu* menu, QObject* parent = nullptr);

  QStringList files() const { return files_; }
  /// Puts `path` first (once) and saves the list.
  void add(const QString& path);
  void clear();

 signals:
  void fileChosen(const QString& path);

 private:
  void rebuildMenu();
  void save() const;

  QString key_;
  QMenu* menu_;
  QStringList files_;
};

}  // namespace fray::app
