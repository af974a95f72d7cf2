#include "docks/odds_dock.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QTextDocument>
#include <QVBoxLayout>

#include "session/action_preview.h"

namespace fray::app {
namespace {
QString emptyText() { return QObject::tr("Select a figure and hover a target"); }
}  // namespace

OddsDock::OddsDock(QWidget* parent)
    : QDockWidget(tr("Odds"), parent),
      headline_(new QLabel(emptyText())),
      chances_(new QLabel),
      details_(new QPlainTextEdit) {
  setObjectName(QStringLiteral("OddsDock"));
  auto* body = new QWidget;
  auto* layout = new QVBoxLayout(body);
  headline_->setWordWrap(true);
  QFont bold = headline_->font();
  bold.setBold(true);
  headline_->setFont(bold);
  chances_->setWordWrap(true);
  chances_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  details_->setReadOnly(true);
  details_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
  details_->setToolTip(tr("Each die's need and every modifier, with the rule it comes from"));
  layout->addWidget(headline_);
  layout->addWidget(chances_);
  layout->addWidget(details_, 1);
  setWidget(body);
}

void OddsDock::showPreview(const ActionPreview* preview) {
  if (!preview) {
    headline_->setText(emptyText());
    chances_->clear();
    details_->clear();
    return;
  }
  headline_->setText(preview->headline);
  if (!preview->legal()) {
    chances_->setText(QStringLiteral("<span style='color:#b00000'>%1</span>")
                          .arg(tr("Not allowed now: %1").arg(preview->refusal).toHtmlEscaped()));
    details_->clear();
    return;
  }
  if (!preview->odds) {
    chances_->setText(tr("Allowed now."));
    details_->clear();
    return;
  }
  const ActionOdds& o = *preview->odds;
  QString rows = QStringLiteral("<table cellspacing='4'>");
  const bool group = o.group.size() > 1;  // a shot at a group: someone killed, only wounds
  const std::pair<QString, double> chances[] = {{group ? tr("someone killed") : tr("kill"), o.kill},
                                                {group ? tr("only wounds") : tr("wound"), o.wound},
                                                {tr("recoil"), o.recoil},
                                                {tr("miss"), o.miss}};
  for (const auto& [name, chance] : chances)
    rows += QStringLiteral("<tr><td>%1</td><td align='right'><b>%2</b></td></tr>")
                .arg(name, percentText(chance));
  // Only the d20 system stuns (seed 003, "Defend"): classic odds show no such row.
  if (o.stun > 0)
    rows += QStringLiteral("<tr><td>%1</td><td align='right'><b>%2</b></td></tr>")
                .arg(tr("stun"), percentText(o.stun));
  if (preview->action == TargetAction::Strike)
    rows += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td></tr>")
                .arg(tr("struck back"), percentText(o.struck_back));
  chances_->setText(rows + QStringLiteral("</table>"));
  details_->setPlainText(o.breakdown.join(QLatin1Char('\n')));
}

QString OddsDock::chancesText() const {
  QTextDocument doc;
  doc.setHtml(chances_->text());
  return doc.toPlainText();
}

QString OddsDock::detailText() const { return details_->toPlainText(); }

}  // namespace fray::app
