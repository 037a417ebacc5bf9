// SPDX-License-Identifier: GPL-3.0-or-later
#include "positioneditordialog.h"

#include "boarditem.h"
#include "boardlayout.h"
#include "fen.h"
#include "piecetooltip.h"
#include "sidenames.h"

#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace {

constexpr int PaletteColumns = 10; ///< at most this many pieces per row of the palette
constexpr int PaletteIcon = 36;

/// The square size that keeps the board within about 480 pixels.
int squareSizeFor(const fb::BoardGeometry& g)
{
    return std::clamp(480 / std::max(g.files(), g.ranks()), 28, 56);
}

/// Device-independent pixels per scene unit: the board is laid out in BoardLayout's units
/// and drawn by the main board's painter, shown at squareSizeFor() pixels a square.
qreal viewScale(const fb::BoardGeometry& g)
{
    return squareSizeFor(g) / BoardLayout::SquareSize;
}

/// "white knight": the colour word and the piece name.
QString pieceWords(const fb::VariantDefinition& v, fb::Piece piece)
{
    //: A piece of the position editor's palette: %1 side colour, %2 piece name
    return PositionEditorDialog::tr("%1 %2", "piece")
        .arg(SideNames::colour(v.family, fb::sideOf(piece)),
            SideNames::pieceNoun(v, fb::typeOf(piece)));
}

} // namespace

PositionEditorDialog::PositionEditorDialog(const fb::Position& position,
    const BoardAppearance& look, QWidget* parent, const CustomPieceArt& art)
    : QDialog(parent)
    , m_pos(position.variantPtr())
    , m_look(look)
    , m_scene(new QGraphicsScene(this))
{
    m_renderer.setPieceSets(look.pieceSets);
    m_renderer.setCustomArt(art);
    // Start from the position's FEN: a clean copy without the game's move history.
    if (auto p = fb::readFen(position.variantPtr(), fb::writeFen(position)))
        m_pos = *p;
    const fb::VariantDefinition& v = m_pos.variant();
    //: Title of the position editor dialog
    setWindowTitle(tr("Edit Position"));

    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    layout->addLayout(top);

    m_view = new QGraphicsView(m_scene, this);
    m_view->setAccessibleName(tr("Board to edit"));
    m_view->setAccessibleDescription(
        tr("Click a square to place the chosen piece there; right-click a square to empty it"));
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setRenderHint(QPainter::SmoothPixmapTransform);
    m_view->viewport()->installEventFilter(this);
    const QRectF sceneRect = BoardLayout{v.geometry}.sceneRect();
    m_scene->setSceneRect(sceneRect);
    const qreal scale = viewScale(v.geometry);
    m_view->setTransform(QTransform::fromScale(scale, scale));
    m_view->setFixedSize((sceneRect.size() * scale).toSize() + QSize(6, 6));
    top->addWidget(m_view, 0, Qt::AlignTop);

    auto* side = new QVBoxLayout;
    top->addLayout(side, 1);

    //: Group of the position editor: the pieces to place on the board
    auto* paletteBox = new QGroupBox(tr("Pieces"), this);
    auto* paletteGrid = new QGridLayout(paletteBox);
    paletteGrid->setSpacing(2);
    buildPalette(paletteGrid);
    side->addWidget(paletteBox);

    //: Group of the position editor: whose turn it is
    auto* turnBox = new QGroupBox(tr("Side to move"), this);
    auto* turnRow = new QHBoxLayout(turnBox);
    auto* turnGroup = new QButtonGroup(this);
    for (int s = 0; s < 2; ++s) {
        //: %1 = the player ("White", "Black", "Red"...)
        auto* b = new QRadioButton(
            tr("%1 to move").arg(SideNames::player(v.family, fb::Side(s))), turnBox);
        b->setAccessibleName(b->text());
        turnGroup->addButton(b, s);
        turnRow->addWidget(b);
        m_sideButtons[s] = b;
    }
    connect(turnGroup, &QButtonGroup::idToggled, this, [this](int id, bool on) {
        if (m_updating || !on)
            return;
        m_pos.setSideToMove(fb::Side(id));
        edited();
    });
    side->addWidget(turnBox);

    if (v.rules.hands) {
        //: Group of the position editor: how many pieces of each kind each side holds
        auto* handsBox = new QGroupBox(tr("Pieces in hand"), this);
        auto* grid = new QGridLayout(handsBox);
        for (int s = 0; s < 2; ++s) {
            const fb::Side sd = fb::Side(s);
            const QString player = SideNames::player(v.family, sd);
            grid->addWidget(new QLabel(player, handsBox), s * 2, 0, 2, 1);
            int column = 1;
            for (fb::PieceType t : v.storage.order[size_t(s)]) {
                const fb::PieceDefinition& d = v.pieces[size_t(t)];
                auto* icon = new QLabel(handsBox);
                icon->setPixmap(piecePixmap(fb::makePiece(t, sd), 28));
                icon->setToolTip(SideNames::pieceName(v, d));
                auto* spin = new QSpinBox(handsBox);
                spin->setRange(0, 99);
                //: Accessible name of a hand count: %1 piece name, %2 player ("White")
                spin->setAccessibleName(
                    tr("%1 in %2's hand").arg(SideNames::pieceName(v, d), player));
                spin->setToolTip(spin->accessibleName());
                connect(spin, &QSpinBox::valueChanged, this, [this, sd, t](int n) {
                    if (m_updating)
                        return;
                    m_pos.setHandCount(sd, t, n);
                    edited();
                });
                grid->addWidget(icon, s * 2, column, Qt::AlignCenter);
                grid->addWidget(spin, s * 2 + 1, column);
                m_hands[{s, int(t)}] = spin;
                ++column;
            }
            grid->setColumnStretch(column, 1);
        }
        side->addWidget(handsBox);
    }

    auto* edits = new QHBoxLayout;
    //: Position editor: empty the board and the hands
    auto* clear = new QPushButton(tr("&Clear Board"), this);
    connect(clear, &QPushButton::clicked, this, &PositionEditorDialog::clearBoard);
    //: Position editor: set up the variant's start position
    auto* start = new QPushButton(tr("&Start Position"), this);
    connect(start, &QPushButton::clicked, this, &PositionEditorDialog::startPosition);
    for (QPushButton* b : {clear, start}) {
        b->setAutoDefault(false);
        edits->addWidget(b);
    }
    edits->addStretch(1);
    side->addLayout(edits);
    side->addStretch(1);

    auto* fenRow = new QHBoxLayout;
    auto* fenLabel = new QLabel(tr("&FEN:"), this);
    m_fenField = new QLineEdit(this);
    m_fenField->setAccessibleName(tr("FEN of the position"));
    fenLabel->setBuddy(m_fenField);
    connect(m_fenField, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (applyFen(text))
            refresh(false); // the user is typing: keep the text as typed
    });
    auto* copy = new QPushButton(tr("C&opy FEN"), this);
    connect(copy, &QPushButton::clicked, this, &PositionEditorDialog::copyFen);
    auto* paste = new QPushButton(tr("&Paste FEN"), this);
    connect(paste, &QPushButton::clicked, this, &PositionEditorDialog::pasteFen);
    fenRow->addWidget(fenLabel);
    fenRow->addWidget(m_fenField, 1);
    for (QPushButton* b : {copy, paste}) {
        b->setAutoDefault(false);
        fenRow->addWidget(b);
    }
    layout->addLayout(fenRow);
    m_fenError = new QLabel(this);
    m_fenError->setAccessibleName(tr("FEN error"));
    m_fenError->setStyleSheet(QStringLiteral("color: #c00000;"));
    m_fenError->setWordWrap(true);
    m_fenError->hide();
    layout->addWidget(m_fenError);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PositionEditorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PositionEditorDialog::reject);
    layout->addWidget(buttons);

    refresh();
}

void PositionEditorDialog::buildPalette(QGridLayout* grid)
{
    const fb::VariantDefinition& v = m_pos.variant();
    m_paletteGroup = new QButtonGroup(this);
    m_paletteGroup->setExclusive(true);
    auto* eraser = new QToolButton(this);
    //: Position editor: the tool that empties the squares clicked
    eraser->setText(tr("Eraser"));
    eraser->setIcon(style()->standardIcon(QStyle::SP_DialogDiscardButton));
    eraser->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    eraser->setCheckable(true);
    eraser->setAccessibleName(eraser->text());
    eraser->setToolTip(tr("Empty the squares clicked"));
    m_paletteGroup->addButton(eraser);
    m_eraser = eraser;
    const int columns = std::min(v.pieceCount(), PaletteColumns);
    const int rowsPerSide = (v.pieceCount() + columns - 1) / columns;
    grid->addWidget(eraser, 0, 0, 2 * rowsPerSide, 1, Qt::AlignTop);
    for (int s = 0; s < 2; ++s)
        for (fb::PieceType t = 0; t < v.pieceCount(); ++t) {
            const fb::Piece piece = fb::makePiece(t, fb::Side(s));
            auto* b = new QToolButton(this);
            b->setCheckable(true);
            b->setAutoRaise(true);
            QPixmap pm = piecePixmap(piece, PaletteIcon);
            if (v.pieces[size_t(t)].promotedMarker) {
                // A promoted piece drawn like its unpromoted form (crazyhouse): mark it as
                // FEN does.
                QPainter p(&pm);
                QFont f = font();
                f.setBold(true);
                f.setPixelSize(PaletteIcon / 2);
                p.setFont(f);
                p.setPen(palette().color(QPalette::Highlight));
                p.drawText(QRectF(0, 0, PaletteIcon, PaletteIcon), Qt::AlignRight | Qt::AlignBottom,
                    QStringLiteral("~"));
            }
            b->setIcon(QIcon(pm));
            b->setIconSize(QSize(PaletteIcon, PaletteIcon));
            const QString words = pieceWords(v, piece);
            b->setAccessibleName(words);
            b->setToolTip(pieceToolTip(v, piece));
            m_paletteGroup->addButton(b);
            m_palette.insert(piece, b);
            grid->addWidget(b, s * rowsPerSide + t / columns, 1 + t % columns);
        }
    grid->setColumnStretch(columns + 1, 1);
}

QPixmap PositionEditorDialog::piecePixmap(fb::Piece piece, int px) const
{
    const fb::VariantDefinition& v = m_pos.variant();
    const fb::PieceDefinition& d = v.pieces[size_t(fb::typeOf(piece))];
    const bool second = fb::sideOf(piece) == fb::Second;
    const qreal dpr = devicePixelRatioF();
    QPixmap pm = m_renderer.pixmap(v.family, d.art, second, d.letter, int(std::ceil(px * dpr)),
        second && PieceRenderer::rotatesForSecond(v.family));
    pm.setDevicePixelRatio(dpr);
    return pm;
}

QSpinBox* PositionEditorDialog::handSpinBox(fb::Side side, fb::PieceType type) const
{
    const auto it = m_hands.find({int(side), int(type)});
    return it == m_hands.end() ? nullptr : it->second;
}

QString PositionEditorDialog::fen() const
{
    return fb::writeFen(m_pos);
}

QPoint PositionEditorDialog::squarePoint(fb::Square s) const
{
    return m_view->mapFromScene(BoardLayout{m_pos.geometry()}.squareRect(s).center());
}

fb::Square PositionEditorDialog::squareAt(QPointF p) const
{
    return BoardLayout{m_pos.geometry()}.squareAt(p);
}

bool PositionEditorDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::MouseButtonPress) {
        auto* e = static_cast<QMouseEvent*>(event);
        const fb::Square s = squareAt(m_view->mapToScene(e->position().toPoint()));
        if (s != fb::NoSquare)
            clickSquare(s, e->button() == Qt::RightButton);
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void PositionEditorDialog::clickSquare(fb::Square s, bool remove)
{
    fb::Piece target = fb::Empty;
    if (!remove) {
        QAbstractButton* chosen = m_paletteGroup->checkedButton();
        if (!chosen)
            return;
        if (chosen != m_eraser) {
            target = m_palette.key(chosen, fb::Empty);
            if (m_pos.at(s) == target)
                target = fb::Empty; // clicking the same piece again takes it away
        }
    }
    if (m_pos.at(s) == target)
        return;
    m_pos.setPiece(s, target);
    // A piece on its start square keeps its castling and initial-move rights.
    m_pos.setVirgin(s,
        fb::isPiece(target)
            && m_pos.variant().initialSquares(fb::typeOf(target), fb::sideOf(target)).contains(s));
    edited();
}

void PositionEditorDialog::edited()
{
    // An edit ends any en passant or Lion-capture state; the FEN round trip recomputes the
    // castling rights and initial-move flags from what stands where.
    m_pos.setEnPassant({}, fb::NoSquare);
    m_pos.setLionCaptureSquare(fb::NoSquare);
    if (auto p = fb::readFen(m_pos.variantPtr(), fb::writeFen(m_pos)))
        m_pos = *p;
    refresh();
}

bool PositionEditorDialog::applyFen(const QString& input)
{
    const QString text = input.trimmed();
    const fb::VariantDefinition& v = m_pos.variant();
    const QString fen = fb::isSfen(v, text) ? fb::normalizedFen(v, text) : text;
    fb::FenError error;
    auto p = fb::readFen(m_pos.variantPtr(), fen, &error);
    if (!p) {
        m_fenError->setText(error.toString());
        m_fenError->show();
        return false;
    }
    m_pos = *p;
    m_fenError->clear();
    m_fenError->hide();
    return true;
}

void PositionEditorDialog::refresh(bool fenToo)
{
    m_updating = true;
    drawBoard();
    for (auto& [key, spin] : m_hands)
        spin->setValue(m_pos.handCount(fb::Side(key.first), fb::PieceType(key.second)));
    m_sideButtons[size_t(m_pos.sideToMove())]->setChecked(true);
    if (fenToo) {
        m_fenField->setText(fen());
        m_fenField->setCursorPosition(0);
        m_fenError->clear();
        m_fenError->hide();
    }
    m_updating = false;
}

void PositionEditorDialog::drawBoard()
{
    m_scene->clear();
    const fb::VariantDefinition& v = m_pos.variant();
    const BoardLayout layout{v.geometry};
    // The main board's item and painter: squares, lines or points in the variant's style.
    auto* board = new BoardItem;
    board->setRect(layout.sceneRect());
    board->setBoard(&v, false, m_look);
    m_scene->addItem(board);
    const int size = squareSizeFor(v.geometry);
    for (fb::Square s : v.geometry.squares()) {
        const fb::Piece p = m_pos.at(s);
        if (!fb::isPiece(p))
            continue;
        auto* item = m_scene->addPixmap(piecePixmap(p, size));
        item->setTransformationMode(Qt::SmoothTransformation);
        item->setScale(BoardLayout::SquareSize / size);
        item->setPos(layout.squareRect(s).topLeft());
        item->setZValue(ZPieces);
        item->setToolTip(SideNames::describeSquare(m_pos, s));
    }
}

void PositionEditorDialog::copyFen() const
{
    QApplication::clipboard()->setText(fen());
}

void PositionEditorDialog::pasteFen()
{
    const QString text = QApplication::clipboard()->text().trimmed();
    m_fenField->setText(text);
    if (applyFen(text))
        refresh();
}

void PositionEditorDialog::clearBoard()
{
    const fb::Side side = m_pos.sideToMove();
    m_pos.clear();
    m_pos.setSideToMove(side);
    edited();
}

void PositionEditorDialog::startPosition()
{
    if (auto p = fb::readFen(m_pos.variantPtr(), m_pos.variant().startFen))
        m_pos = *p;
    refresh();
}

void PositionEditorDialog::accept()
{
    const fb::VariantDefinition& v = m_pos.variant();
    fb::FenError error;
    if (!fb::readFen(m_pos.variantPtr(), fen(), &error)) {
        QMessageBox::warning(this, windowTitle(), error.toString());
        return;
    }
    QStringList problems;
    if (v.rules.checkRule) {
        const auto start = fb::readFen(m_pos.variantPtr(), v.startFen);
        for (int s = 0; s < 2; ++s) {
            const fb::Side side = fb::Side(s);
            if (!start || start->royalCount(side) == 0 || m_pos.royalCount(side) > 0)
                continue;
            const fb::Piece royal = start->at(start->royal(side, 0));
            //: Position editor warning: %1 player, %2 its royal piece ("white king")
            problems << tr("%1 has no %2.")
                            .arg(SideNames::player(v.family, side),
                                SideNames::pieceNoun(v, fb::typeOf(royal)));
        }
        const fb::Side waiting = fb::opposite(m_pos.sideToMove());
        if (problems.isEmpty() && m_pos.royalCount(waiting) > 0 && m_pos.inCheck(waiting))
            //: Position editor warning: %1 the player in check, %2 the player to move
            problems << tr("%1 is in check, but it is %2's turn.")
                            .arg(SideNames::player(v.family, waiting),
                                SideNames::player(v.family, m_pos.sideToMove()));
    }
    if (!problems.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, windowTitle(), problems.join(u'\n'),
            QMessageBox::Yes | QMessageBox::No, this);
        box.setInformativeText(tr("Start the game from this position anyway?"));
        box.setDefaultButton(QMessageBox::No);
        if (box.exec() != QMessageBox::Yes)
            return;
    }
    QDialog::accept();
}
