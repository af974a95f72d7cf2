#include "docks/legend_dock.h"

#include <algorithm>

#include <QListWidget>

#include "docks/legend.h"

namespace fray::app {
namespace {
constexpr QSize kSwatchSize(44, 22);
}

LegendDock::LegendDock(QWidget* parent) : QDockWidget(tr("Legend"), parent) {
  setObjectName(QStringLiteral("LegendDock"));
  setToolTip(tr("What the colours, patterns and marks on the map mean"));
  list_ = new QListWidget(this);
  list_->setIconSize(kSwatchSize);
  list_->setSelectionMode(QAbstractItemView::NoSelection);
  list_->setFocusPolicy(Qt::NoFocus);
  setWidget(list_);
}

void LegendDock::showLegendOf(const map::AnyMap& map) {
  list_->clear();
  const qreal ratio = devicePixelRatioF();
  int widest = 0;
  for (const LegendEntry& entry : legendEntries(map)) {
    widest = std::max(widest, list_->fontMetrics().horizontalAdvance(entry.text));
    auto* item = new QListWidgetItem(QIcon(legendSwatch(entry, kSwatchSize, ratio)), entry.text);
    item->setToolTip(entry.text);
    list_->addItem(item);
  }
  // Wide enough for the longest entry, so no text is cut off when the dock is first shown.
  list_->setMinimumWidth(widest + kSwatchSize.width() + 40);
}

QStringList LegendDock::entryTexts() const {
  QStringList texts;
  for (int i = 0; i < list_->count(); ++i) texts << list_->item(i)->text();
  return texts;
}

}  // namespace fray::app
