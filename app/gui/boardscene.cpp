// SPDX-License-Identifier: GPL-3.0-or-later
// BoardScene, the view part: the layout, the items (board, pieces, storage slots, marks, the
// multi-leg prompt), where the moving piece stands during a multi-leg move, the animation.
// The input part is in boardsceneinput.cpp and turninput.cpp.
#include "boardscene.h"

#include "boarditem.h"
#include "gamecontroller.h"
#include "handslotitem.h"
#include "piecetooltip.h"
#include "sidenames.h"
#include "variant.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsSceneHelpEvent>
#include <QPixmapCache>
#include <QToolTip>
#include <algorithm>

BoardScene::BoardScene(GameController* game, QObject* parent)
    : QGraphicsScene(parent)
    , m_game(game)
{
    // The board's cached picture (BoardBackgroundItem) lives in QPixmapCache: room for a 16x16
    // board at twice the device scale, with the cache's other users, instead of Qt's 10 MB.
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), 64 * 1024));
    m_board = new BoardItem;
    addItem(m_board);
    m_highlights = new HighlightItem;
    addItem(m_highlights);
    m_prompt = new TurnPromptItem;
    addItem(m_prompt);
    connect(m_game, &GameController::positionChanged, this, &BoardScene::positionChanged);
}

BoardLayout BoardScene::layout() const
{
    return BoardLayout{m_game->variant().geometry, m_flipped};
}

HandLayout BoardScene::handLayout() const
{
    return HandLayout{m_game->variant(), m_flipped};
}

QRectF BoardScene::squareRect(fb::Square s) const
{
    return layout().squareRect(s);
}

QPointF BoardScene::squareCenter(fb::Square s) const
{
    return squareRect(s).center();
}

fb::Square BoardScene::squareAt(const QPointF& p) const
{
    return m_game->hasGame() ? layout().squareAt(p) : fb::NoSquare;
}

HandSlotItem* BoardScene::handSlot(fb::Side side, fb::PieceType type) const
{
    for (HandSlotItem* slot : m_slots)
        if (slot->side() == side && slot->pieceType() == type)
            return slot;
    return nullptr;
}

void BoardScene::positionChanged(const fb::MoveChange* change)
{
    if (m_autoFlip && m_game->hasGame())
        m_flipped = m_game->position().sideToMove() == fb::Second; // rebuild() lays it out
    m_arrows.clear(); // they were about the position before
    rebuild(); // the board shows where the move ends; the animation plays over it
    if (change && m_look.animateMoves && m_game->hasGame())
        animate(*change);
}

void BoardScene::animate(const fb::MoveChange& change)
{
    const int px = pixmapSize();
    const qreal scale = SquareSize / px;
    // The legs of one piece follow each other (each starts where the last ended); a castling
    // partner's slide starts a path of its own.
    const auto& slides = change.slides;
    for (size_t i = 0; i < slides.size();) {
        const fb::Piece piece = slides[i].piece;
        QList<QPointF> points{squareRect(slides[i].from).topLeft()};
        fb::Square end = slides[i].from;
        for (; i < slides.size() && slides[i].from == end && slides[i].piece == piece; ++i) {
            end = slides[i].to;
            points << squareRect(end).topLeft();
        }
        m_animator.addPath(piecePixmap(fb::sideOf(piece), fb::typeOf(piece), px), scale, ZDragged,
            points, m_pieces.value(end));
    }
    if (fb::isPiece(change.dropped) && change.droppedOn != fb::NoSquare) {
        const fb::Side side = fb::sideOf(change.dropped);
        const fb::PieceType type = fb::typeOf(change.dropped);
        if (const HandSlotItem* slot = handSlot(side, type))
            m_animator.addPath(piecePixmap(side, type, px), scale, ZDragged,
                {slot->sceneBoundingRect().topLeft(), squareRect(change.droppedOn).topLeft()},
                m_pieces.value(change.droppedOn));
    }
    // The duck flies to its new square once the piece has moved (a new wall just appears).
    if (change.wallFrom != fb::NoSquare && change.wallTo != fb::NoSquare)
        m_animator.addPath(wallPixmap(px), scale, ZDragged,
            {squareRect(change.wallFrom).topLeft(), squareRect(change.wallTo).topLeft()},
            m_pieces.value(change.wallTo));
    // A captured piece fades away; a flipped one (reversi, Ataxx) fades into its new side.
    for (const auto* list : {&change.captures, &change.flips})
        for (const fb::MoveChange::Capture& c : *list)
            m_animator.addFade(piecePixmap(fb::sideOf(c.piece), fb::typeOf(c.piece), px), scale,
                qreal(ZPieces) + 0.5, squareRect(c.square).topLeft());
    m_animator.start();
}

void BoardScene::rebuild()
{
    resetInput();
    if (m_game->hasGame()) {
        updateSceneRect();
        // Squares are mailbox indices of one variant: find the cursor again by coordinates.
        const fb::BoardGeometry& g = m_game->variant().geometry;
        m_cursor = fb::NoSquare;
        // A cursor on a storage slot stays there in the same variant.
        if (m_cursorSlotVariant != &m_game->variant())
            m_cursorSlotType = fb::NoPieceType;
        if (m_cursorSlotType == fb::NoPieceType && g.inside(m_cursorFile, m_cursorRank)) {
            const fb::Square s = g.square(m_cursorFile, m_cursorRank);
            m_cursor = g.isPlayable(s) ? s : fb::NoSquare;
        }
    }
    updatePieces();
    Q_EMIT cursorChanged(m_cursor);
    Q_EMIT turnChanged();
}

void BoardScene::updateSceneRect()
{
    const QRectF r = handLayout().sceneRect();
    setSceneRect(r);
    m_board->setRect(r);
    m_highlights->setRect(r);
}

void BoardScene::updateBoardItems()
{
    const fb::VariantDefinition* v = m_game->hasGame() ? &m_game->variant() : nullptr;
    m_board->setBoard(v, m_flipped, m_look);
    m_highlights->setBoard(v, m_flipped);
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
    if (flipped == m_flipped)
        return;
    m_flipped = flipped;
    if (m_game->hasGame())
        updateSceneRect(); // the storage ranks swap ends too
    updatePieces();
}

void BoardScene::setAutoFlip(bool on)
{
    m_autoFlip = on;
    if (on && m_game->hasGame())
        setFlipped(m_game->position().sideToMove() == fb::Second);
}

void BoardScene::setAppearance(const BoardAppearance& look)
{
    const bool newSets = look.pieceSets != m_look.pieceSets;
    m_look = look;
    if (!m_look.animateMoves)
        m_animator.finish();
    updateBoardItems();
    if (newSets) {
        m_renderer.setPieceSets(m_look.pieceSets);
        updatePieces();
    }
}

QString BoardScene::pieceSet() const
{
    return m_game->hasGame() ? m_renderer.setFor(m_game->variant().family) : QString();
}

void BoardScene::updateHighlights()
{
    BoardMarks marks = m_input.marks();
    if (m_game->hasGame()) {
        const fb::Position& pos = m_game->position();
        if (pos.ply() > 0) {
            const fb::Move& last = pos.lastMove();
            marks.lastMove = {last.from, last.to};
            for (int i = 0; i < last.viaCount; ++i)
                marks.lastMove.push_back(last.via[size_t(i)]);
        }
        if (m_game->inCheck())
            for (int i = 0; i < pos.royalCount(pos.sideToMove()); ++i)
                marks.check.push_back(pos.royal(pos.sideToMove(), i));
        if (m_cursorVisible)
            marks.cursor = cursorRect();
        marks.arrows = m_arrows;
    }
    m_marks = marks;
    m_board->setMarks(marks);
    m_highlights->setMarks(marks);
    for (HandSlotItem* slot : std::as_const(m_slots))
        slot->setHighlighted(slot->pieceType() == marks.dropType && slot->side() == marks.dropSide);
    // The prompt stands beside the waiting piece, never in a drag's way.
    if (isMidTurn() && !m_dragging && !m_asking)
        m_prompt->showNear(squareRect(moverSquare()), sceneRect(), canStopHere());
    else
        m_prompt->setVisible(false);
}

void BoardScene::setArrows(const std::vector<BoardMarks::Arrow>& arrows)
{
    if (arrows == m_arrows)
        return;
    m_arrows = arrows;
    updateHighlights();
}

int BoardScene::pixmapSize() const
{
    // (a scale of a whole number of pixels per square gives exactly that number)
    return std::max(8, int(std::ceil(SquareSize * m_deviceScale - 1e-6)));
}

QPixmap BoardScene::piecePixmap(fb::Side side, fb::PieceType type, int px)
{
    const fb::VariantDefinition& v = m_game->variant();
    const fb::PieceDefinition& d = v.pieces[size_t(type)];
    const bool second = side == fb::Second;
    // Shogi-style art faces its owner: the second side's pieces point down the screen.
    const bool rotated = PieceRenderer::rotatesForSecond(v.family) && (second != m_flipped);
    return m_renderer.pixmap(v.family, d.artFor(side), second, d.letter, px, rotated);
}

QPixmap BoardScene::wallPixmap(int px)
{
    // The duck is drawn as a light duck, every other wall as a dark block of bricks.
    const fb::VariantDefinition& v = m_game->variant();
    const bool duck = v.rules.walling.kind == fb::WallingKind::Duck;
    return m_renderer.pixmap(v.family, duck ? QStringLiteral("duck") : QStringLiteral("wall"),
        !duck, QStringLiteral("*"), px, false);
}

void BoardScene::helpEvent(QGraphicsSceneHelpEvent* e)
{
    // Worked out when the pointer rests on a piece, not for every piece of every position.
    QString text;
    if (m_game->hasGame()) {
        const fb::Square s = squareAt(e->scenePos());
        const HandLayout hands = handLayout();
        if (showsPieceOn(s)) {
            text = pieceToolTip(m_game->position().at(s));
        } else if (const HandLayout::Slot* slot = hands.slotAt(e->scenePos())) {
            const HandSlotItem* item = handSlot(slot->side, slot->type);
            text = (item ? item->toolTip().toHtmlEscaped() + QStringLiteral("<hr>") : QString())
                + pieceToolTip(fb::makePiece(slot->type, slot->side));
        }
    }
    if (text.isEmpty()) {
        QToolTip::hideText();
        e->ignore();
        return;
    }
    QToolTip::showText(e->screenPos(), text, e->widget());
    e->accept();
}

QString BoardScene::pieceToolTip(fb::Piece piece) const
{
    const fb::VariantPtr& v = m_game->position().variantPtr();
    if (v != m_toolTipVariant) {
        m_toolTips.clear();
        m_toolTipVariant = v;
    }
    auto it = m_toolTips.find(piece);
    if (it == m_toolTips.end())
        it = m_toolTips.insert(piece, PieceToolTip::forPiece(*v, piece));
    return *it;
}

void BoardScene::updatePieces()
{
    m_animator.finish(); // before the items it shows and hides go
    m_dragging = false;
    m_pressSquare = fb::NoSquare;
    m_pressDrop = fb::NoPieceType;
    delete m_dragItem;
    m_dragItem = nullptr;
    for (auto* item : std::as_const(m_pieces))
        delete item;
    m_pieces.clear();
    qDeleteAll(m_slots);
    m_slots.clear();
    updateBoardItems();
    updateHighlights();
    if (!m_game->hasGame())
        return;
    const fb::Position& pos = m_game->position();
    const fb::VariantDefinition& v = pos.variant();
    const int px = pixmapSize();
    for (fb::Square s : v.geometry.squares()) {
        const fb::Piece p = pos.at(s);
        if (!fb::isPiece(p) && p != fb::Wall)
            continue;
        auto* item = addPixmap(
            p == fb::Wall ? wallPixmap(px) : piecePixmap(fb::sideOf(p), fb::typeOf(p), px));
        item->setTransformationMode(Qt::SmoothTransformation);
        item->setScale(SquareSize / px);
        m_pieces.insert(s, item);
    }
    const HandLayout hands = handLayout();
    for (const HandLayout::Slot& s : hands.slots()) {
        auto* slot = new HandSlotItem(s.side, s.type, s.rect);
        slot->setPixmap(piecePixmap(s.side, s.type, px));
        slot->setCount(pos.handCount(s.side, s.type),
            SideNames::pieceName(v, v.pieces[size_t(s.type)], s.side));
        addItem(slot);
        m_slots << slot;
    }
    placePieces();
    updateHighlights(); // the slots just made show the selection
}

void BoardScene::placePieces()
{
    for (auto it = m_pieces.cbegin(); it != m_pieces.cend(); ++it) {
        it.value()->setPos(squareRect(it.key()).topLeft());
        it.value()->setZValue(ZPieces);
        it.value()->setVisible(true);
    }
    const fb::Square from = m_input.turn().from();
    if (!isMidTurn() || !m_pieces.contains(from))
        return;
    // A half-made move: the piece stands on its last stop; what it took on the way is gone.
    for (fb::Square s : m_input.hiddenSquares())
        if (s != from)
            if (QGraphicsPixmapItem* victim = m_pieces.value(s))
                victim->setVisible(false);
    QGraphicsPixmapItem* mover = m_pieces.value(from);
    mover->setPos(squareRect(moverSquare()).topLeft());
    mover->setZValue(ZPieces + 1);
}

bool BoardScene::showsPieceOn(fb::Square s) const
{
    if (s == fb::NoSquare || !m_game->hasGame() || !fb::isPiece(m_game->position().at(s)))
        return false;
    if (s == m_input.turn().from() && (isMidTurn() || m_dragging))
        return false; // the moving piece has left it
    const QGraphicsPixmapItem* item = m_pieces.value(s);
    return !item || item->isVisible();
}
