// SPDX-License-Identifier: GPL-3.0-or-later
#include "movelistview.h"

#include "gamecontroller.h"
#include "sidenames.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <algorithm>

MoveListView::MoveListView(const GameController* game, QWidget* parent)
    : QTableWidget(parent)
    , m_game(game)
{
    setColumnCount(2);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setShowGrid(false);
    setWordWrap(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setAccessibleName(tr("Moves"));
    connect(this, &QTableWidget::currentCellChanged, this, [this](int row, int column) {
        if (m_updating || row < 0)
            return;
        if (QTableWidgetItem* it = item(row, column); it && it->data(Qt::UserRole).isValid())
            Q_EMIT plyChosen(it->data(Qt::UserRole).toInt());
    });
}

void MoveListView::keyPressEvent(QKeyEvent* e)
{
    const int ply = m_game->ply(), last = m_game->lineLength();
    int target = -1;
    switch (e->key()) {
    case Qt::Key_Left:
        target = ply - 1;
        break;
    case Qt::Key_Right:
        target = ply + 1;
        break;
    case Qt::Key_Up:
        target = ply - 2;
        break;
    case Qt::Key_Down:
        target = ply + 2;
        break;
    case Qt::Key_Home:
        target = 0;
        break;
    case Qt::Key_End:
        target = last;
        break;
    default:
        QTableWidget::keyPressEvent(e);
        return;
    }
    e->accept();
    target = std::clamp(target, 0, last);
    if (target != ply)
        Q_EMIT plyChosen(target);
}

int MoveListView::slotOf(int ply) const
{
    return ply - 1 + (m_game->startSide() == fb::Second ? 1 : 0);
}

QTableWidgetItem* MoveListView::itemForPly(int ply) const
{
    if (ply < 1)
        return nullptr;
    const int slot = slotOf(ply);
    return item(slot / 2, slot % 2);
}

void MoveListView::refresh()
{
    m_updating = true;
    clearContents();
    if (!m_game->hasGame()) {
        setRowCount(0);
        m_updating = false;
        return;
    }
    const fb::Family family = m_game->variant().family;
    setHorizontalHeaderLabels(
        {SideNames::player(family, fb::First), SideNames::player(family, fb::Second)});
    const QStringList texts = m_game->lineTexts();
    const int slots = slotOf(int(texts.size())) + 1;
    const int rows = texts.isEmpty() ? 0 : (slots + 1) / 2;
    setRowCount(rows);
    QStringList numbers;
    for (int r = 0; r < rows; ++r)
        //: A move number in the move list: "1."
        numbers << tr("%1.").arg(m_game->startMoveNumber() + r);
    setVerticalHeaderLabels(numbers);
    if (m_game->startSide() == fb::Second && rows > 0) {
        auto* gap = new QTableWidgetItem(QStringLiteral("\u2026"));
        gap->setFlags(Qt::NoItemFlags);
        setItem(0, 0, gap);
    }
    const int current = m_game->ply();
    for (int i = 0; i < texts.size(); ++i) {
        auto* it = new QTableWidgetItem(texts[i]);
        it->setData(Qt::UserRole, i + 1);
        if (i + 1 > current) {
            it->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            QFont f = it->font();
            f.setItalic(true);
            it->setFont(f);
        }
        const int slot = slotOf(i + 1);
        setItem(slot / 2, slot % 2, it);
    }
    if (QTableWidgetItem* it = itemForPly(current)) {
        setCurrentItem(it);
        scrollToItem(it);
    } else {
        setCurrentItem(nullptr);
        clearSelection();
        scrollToTop();
    }
    m_updating = false;
}
