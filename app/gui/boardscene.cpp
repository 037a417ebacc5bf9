// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardscene.h"

#include "gamecontroller.h"
#include "variant.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QGraphicsItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

enum ZValue
{
    ZBoard = 0,
    ZPieces = 10
};

} // namespace

/// Paints the squares or lines, the coordinates and the highlights.
class BoardItem : public QGraphicsItem
{
public:
    explicit BoardItem(BoardScene* scene)
        : m_scene(scene)
    {
        setZValue(ZBoard);
    }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;
    void setRect(const QRectF& r)
    {
        prepareGeometryChange();
        m_rect = r;
    }

private:
    BoardScene* m_scene;
    QRectF m_rect;
};

void BoardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    const GameController* game = m_scene->m_game;
    if (!game->hasGame())
        return;
    const fb::VariantDefinition& v = game->variant();
    const fb::BoardGeometry& g = v.geometry;
    const qreal S = BoardScene::SquareSize;
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF area(0, 0, g.files() * S, g.ranks() * S);
    const QString family = v.family;
    if (family == u"shogi") {
        p->fillRect(area, QColor(236, 196, 128));
        p->setPen(QPen(QColor(60, 40, 20), 2));
        for (fb::Square s : g.squares())
            p->drawRect(m_scene->squareRect(s));
    } else if (family == u"xiangqi" || family == u"janggi") {
        p->fillRect(area, QColor(238, 204, 150));
        p->setPen(QPen(QColor(70, 40, 20), 2));
        const qreal h = S / 2;
        for (int f = 0; f < g.files(); ++f) {
            const qreal x = f * S + h;
            if (family == u"xiangqi" && f > 0 && f < g.files() - 1) {
                p->drawLine(QPointF(x, h), QPointF(x, 4 * S + h));
                p->drawLine(QPointF(x, 5 * S + h), QPointF(x, g.ranks() * S - h));
            } else {
                p->drawLine(QPointF(x, h), QPointF(x, g.ranks() * S - h));
            }
        }
        for (int r = 0; r < g.ranks(); ++r)
            p->drawLine(QPointF(h, r * S + h), QPointF(g.files() * S - h, r * S + h));
        // Palace diagonals.
        for (int top : {0, g.ranks() - 3}) {
            const qreal y0 = top * S + h, y1 = (top + 2) * S + h;
            p->drawLine(QPointF(3 * S + h, y0), QPointF(5 * S + h, y1));
            p->drawLine(QPointF(5 * S + h, y0), QPointF(3 * S + h, y1));
        }
    } else {
        for (fb::Square s : g.squares()) {
            const bool light = (g.fileOf(s) + g.rankOf(s)) % 2 == 1;
            p->fillRect(
                m_scene->squareRect(s), light ? QColor(240, 217, 181) : QColor(181, 136, 99));
        }
    }
    // Coordinates from the preset's labels.
    QFont font = p->font();
    font.setPixelSize(22);
    p->setFont(font);
    p->setPen(QColor(70, 70, 70));
    for (int f = 0; f < g.files(); ++f) {
        const int col = m_scene->m_flipped ? g.files() - 1 - f : f;
        p->drawText(QRectF(col * S, g.ranks() * S + 4, S, BoardScene::Margin - 8), Qt::AlignCenter,
            g.fileLabels().value(f));
    }
    for (int r = 0; r < g.ranks(); ++r) {
        const int row = m_scene->m_flipped ? r : g.ranks() - 1 - r;
        p->drawText(QRectF(-BoardScene::Margin, row * S, BoardScene::Margin - 6, S),
            Qt::AlignCenter, g.rankLabels().value(r));
    }
    // Last move.
    const fb::Position& pos = game->position();
    if (pos.ply() > 0) {
        const fb::Move& last = pos.lastMove();
        for (fb::Square s : {last.from, last.to})
            if (s != fb::NoSquare)
                p->fillRect(m_scene->squareRect(s), QColor(255, 230, 60, 90));
    }
    // Royal in check.
    if (v.rules.checkRule && pos.inCheck(pos.sideToMove()))
        for (int i = 0; i < pos.royalCount(pos.sideToMove()); ++i) {
            const QRectF r = m_scene->squareRect(pos.royal(pos.sideToMove(), i));
            QRadialGradient grad(r.center(), S * 0.6);
            grad.setColorAt(0, QColor(255, 0, 0, 200));
            grad.setColorAt(1, QColor(255, 0, 0, 0));
            p->fillRect(r, grad);
        }
    // Selection and targets.
    if (m_scene->m_selected != fb::NoSquare) {
        p->fillRect(m_scene->squareRect(m_scene->m_selected), QColor(20, 120, 255, 90));
        for (fb::Square t : m_scene->targetSquares()) {
            const QRectF r = m_scene->squareRect(t);
            if (fb::isPiece(pos.at(t))) {
                p->setPen(QPen(QColor(200, 30, 30, 200), 8));
                p->setBrush(Qt::NoBrush);
                p->drawEllipse(r.adjusted(8, 8, -8, -8));
            } else {
                p->setPen(Qt::NoPen);
                p->setBrush(QColor(20, 120, 40, 170));
                p->drawEllipse(r.center(), S * 0.14, S * 0.14);
            }
        }
    }
}

BoardScene::BoardScene(GameController* game, QObject* parent)
    : QGraphicsScene(parent)
    , m_game(game)
{
    m_board = new BoardItem(this);
    addItem(m_board);
}

QRectF BoardScene::squareRect(fb::Square s) const
{
    const fb::BoardGeometry& g = m_game->variant().geometry;
    int col = g.fileOf(s), row = g.ranks() - 1 - g.rankOf(s);
    if (m_flipped) {
        col = g.files() - 1 - col;
        row = g.ranks() - 1 - row;
    }
    return QRectF(col * SquareSize, row * SquareSize, SquareSize, SquareSize);
}

QPointF BoardScene::squareCenter(fb::Square s) const
{
    return squareRect(s).center();
}

fb::Square BoardScene::squareAt(const QPointF& p) const
{
    if (!m_game->hasGame())
        return fb::NoSquare;
    const fb::BoardGeometry& g = m_game->variant().geometry;
    int col = int(std::floor(p.x() / SquareSize)), row = int(std::floor(p.y() / SquareSize));
    if (m_flipped) {
        col = g.files() - 1 - col;
        row = g.ranks() - 1 - row;
    }
    const int rank = g.ranks() - 1 - row;
    if (!g.inside(col, rank))
        return fb::NoSquare;
    const fb::Square s = g.square(col, rank);
    return g.isPlayable(s) ? s : fb::NoSquare;
}

void BoardScene::rebuild()
{
    m_selected = fb::NoSquare;
    if (m_game->hasGame()) {
        const fb::BoardGeometry& g = m_game->variant().geometry;
        const QRectF r(-Margin, -Margin / 2, g.files() * SquareSize + Margin * 1.5,
            g.ranks() * SquareSize + Margin * 1.5);
        setSceneRect(r);
        m_board->setRect(r);
    }
    updatePieces();
}

void BoardScene::setDeviceScale(qreal scale)
{
    if (qFuzzyCompare(scale, m_deviceScale))
        return;
    m_deviceScale = scale;
    updatePieces();
}

void BoardScene::setFlipped(bool flipped)
{
    m_flipped = flipped;
    updatePieces();
}

void BoardScene::updatePieces()
{
    for (auto* item : std::as_const(m_pieces))
        delete item;
    m_pieces.clear();
    m_board->update();
    if (!m_game->hasGame())
        return;
    const fb::Position& pos = m_game->position();
    const fb::VariantDefinition& v = pos.variant();
    const int px = std::max(8, int(std::ceil(SquareSize * m_deviceScale)));
    for (fb::Square s : v.geometry.squares()) {
        const fb::Piece p = pos.at(s);
        if (!fb::isPiece(p))
            continue;
        const fb::PieceDefinition& d = v.pieces[size_t(fb::typeOf(p))];
        const bool second = fb::sideOf(p) == fb::Second;
        // Shogi-style art faces its owner: the second side's pieces point down the screen.
        const bool rotated = m_renderer.rotatesForSecond(v.family) && (second != m_flipped);
        const QPixmap pm = m_renderer.pixmap(v.family, d.art, second, d.letter, px, rotated);
        auto* item = addPixmap(pm);
        item->setTransformationMode(Qt::SmoothTransformation);
        item->setScale(SquareSize / px);
        item->setPos(squareRect(s).topLeft());
        item->setZValue(ZPieces);
        m_pieces.insert(s, item);
    }
}

QList<fb::Square> BoardScene::targetSquares() const
{
    QList<fb::Square> out;
    if (m_selected == fb::NoSquare)
        return out;
    for (const fb::Move& m : m_game->legalMoves())
        if (m.from == m_selected && !m.isDrop()) {
            const fb::Square t = m.viaCount ? m.via[0] : m.to;
            if (!out.contains(t))
                out << t;
        }
    return out;
}

void BoardScene::selectSquare(fb::Square s)
{
    m_selected = s;
    m_board->update();
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent* e)
{
    if (e->button() == Qt::RightButton) {
        selectSquare(fb::NoSquare);
        return;
    }
    if (e->button() == Qt::LeftButton)
        clicked(squareAt(e->scenePos()));
}

void BoardScene::clicked(fb::Square s)
{
    if (!m_game->hasGame() || s == fb::NoSquare)
        return;
    const fb::Position& pos = m_game->position();
    if (m_selected != fb::NoSquare) {
        QList<fb::Move> candidates;
        for (const fb::Move& m : m_game->legalMoves())
            if (m.from == m_selected && (m.viaCount ? m.via[0] : m.to) == s)
                candidates << m;
        if (!candidates.isEmpty()) {
            commit(candidates);
            return;
        }
    }
    const fb::Piece p = pos.at(s);
    selectSquare(fb::isPiece(p) && fb::sideOf(p) == pos.sideToMove() ? s : fb::NoSquare);
}

void BoardScene::commit(const QList<fb::Move>& candidates)
{
    fb::Move chosen = candidates.front();
    if (candidates.size() > 1) {
        // Promotion choices: the piece images of the legal results, plus "Do not promote"
        // when the plain move is legal too.
        QDialog dialog;
        dialog.setWindowTitle(tr("Promotion"));
        auto* layout = new QVBoxLayout(&dialog);
        auto* row = new QHBoxLayout;
        layout->addLayout(row);
        const fb::VariantDefinition& v = m_game->variant();
        const bool second = m_game->position().sideToMove() == fb::Second;
        int picked = -1;
        for (int i = 0; i < candidates.size(); ++i) {
            const fb::Move& m = candidates[i];
            auto* b = new QToolButton(&dialog);
            if (m.promotion == fb::NoPieceType) {
                b->setText(tr("Do not promote"));
            } else {
                const fb::PieceDefinition& d = v.pieces[size_t(m.promotion)];
                b->setIcon(QIcon(m_renderer.pixmap(v.family, d.art, second, d.letter, 96, false)));
                b->setIconSize(QSize(64, 64));
                b->setText(QCoreApplication::translate("Piece", d.name.toUtf8().constData()));
                b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
                b->setAccessibleName(b->text());
            }
            connect(b, &QToolButton::clicked, &dialog, [&dialog, &picked, i] {
                picked = i;
                dialog.accept();
            });
            row->addWidget(b);
        }
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        layout->addWidget(buttons);
        if (dialog.exec() != QDialog::Accepted || picked < 0)
            return;
        chosen = candidates[picked];
    }
    m_selected = fb::NoSquare;
    m_game->play(chosen);
}
