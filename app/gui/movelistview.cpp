// SPDX-License-Identifier: GPL-3.0-or-later
#include "movelistview.h"

#include "gamecontroller.h"
#include "movegen.h"
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

void MoveListView::setNotation(const NotationSettings& n)
{
    m_notation = n;
    refresh();
}

fb::io::Notation MoveListView::notation() const
{
    return m_game->hasGame() ? m_notation.notationFor(m_game->variant().family)
                             : fb::io::Notation::Coordinate;
}

QStringList MoveListView::lineTexts()
{
    fb::Position pos = m_game->position();
    while (pos.ply() > 0)
        pos.unmakeMove();
    const fb::io::Notation n = notation();
    Cache& c = m_cache;
    if (c.startKey != pos.key() || c.variant != &pos.variant() || c.notation != n
        || c.figurines != m_notation.figurines)
        c = Cache{pos.key(), &pos.variant(), n, m_notation.figurines, {}, {}};
    const fb::MoveList line = m_game->lineMoves();
    size_t keep = 0;
    while (keep < line.size() && keep < c.moves.size() && c.moves[keep].sameTurn(line[keep]))
        ++keep;
    c.moves.resize(keep);
    c.texts = c.texts.mid(0, qsizetype(keep));
    for (size_t i = 0; i < line.size(); ++i) {
        if (i >= keep) {
            fb::MoveList legal;
            fb::MoveGenerator::generateLegal(pos, legal);
            c.moves.push_back(line[i]);
            c.texts << fb::io::moveText(n, pos, legal, line[i], m_notation.options());
        }
        pos.makeMove(line[i]);
    }
    return c.texts;
}

void MoveListView::refresh()
{
    m_updating = true;
    clearContents();
    clearSpans();
    m_resultItem = nullptr;
    if (!m_game->hasGame()) {
        setRowCount(0);
        m_updating = false;
        return;
    }
    const fb::Family family = m_game->variant().family;
    setHorizontalHeaderLabels(
        {SideNames::player(family, fb::First), SideNames::player(family, fb::Second)});
    const QStringList texts = lineTexts();
    const int slots = slotOf(int(texts.size())) + 1;
    const int rows = texts.isEmpty() ? 0 : (slots + 1) / 2;
    const fb::GameResult& result = m_game->result();
    const bool showResult = !m_game->isBrowsing() && result.isOver();
    setRowCount(rows + (showResult ? 1 : 0));
    QStringList numbers;
    for (int r = 0; r < rows; ++r)
        //: A move number in the move list: "1."
        numbers << tr("%1.").arg(m_game->startMoveNumber() + r);
    if (showResult) {
        numbers << QString();
        m_resultItem
            = new QTableWidgetItem(fb::io::resultText(notation(), result, int(texts.size())));
        m_resultItem->setFlags(Qt::ItemIsEnabled);
        m_resultItem->setTextAlignment(Qt::AlignCenter);
        //: Spoken name of the move list's last row: the result of the game
        m_resultItem->setData(Qt::AccessibleTextRole, tr("Result: %1").arg(m_resultItem->text()));
        setItem(rows, 0, m_resultItem);
        setSpan(rows, 0, 1, 2);
    }
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
