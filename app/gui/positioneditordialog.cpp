// SPDX-License-Identifier: GPL-3.0-or-later
#include "positioneditordialog.h"

#include "boarditem.h"
#include "boardlayout.h"
#include "fen.h"
#include "piecetooltip.h"
#include "positioncheck.h"
#include "sidenames.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
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
    if (auto p = fb::readFen(
            position.variantPtr(), fb::writeFen(position), nullptr, fb::ImpossiblePositions::Allow))
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

    if (v.rules.hands.enabled) {
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
                spin->setRange(0, fb::Position::MaxHandCount);
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
    m_problems = new QLabel(this);
    //: Position editor: the label that says why the position cannot occur in a game
    m_problems->setAccessibleName(tr("Problems of the position"));
    m_problems->setStyleSheet(QStringLiteral("color: #c00000;"));
    m_problems->setWordWrap(true);
    m_problems->hide();
    layout->addWidget(m_problems);

    auto* bottom = new QHBoxLayout;
    //: Position editor: accept a position that cannot occur in a game (no king, the side not
    //: to move in check, a pawn on the last rank ...), as chess problems sometimes do
    m_allowImpossible = new QCheckBox(tr("&Allow impossible positions"), this);
    m_allowImpossible->setToolTip(tr("Set up the position even if it cannot occur in a game, "
                                     "as some composed problems do"));
    // Editing a game that already starts from an impossible position (a composed problem)
    // keeps it allowed.
    m_allowImpossible->setChecked(!fb::validatePosition(m_pos).empty());
    connect(m_allowImpossible, &QCheckBox::toggled, this, &PositionEditorDialog::showProblems);
    bottom->addWidget(m_allowImpossible);
    bottom->addStretch(1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &PositionEditorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PositionEditorDialog::reject);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

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

bool PositionEditorDialog::allowsImpossiblePositions() const
{
    return m_allowImpossible->isChecked();
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
    if (auto p = fb::readFen(
            m_pos.variantPtr(), fb::writeFen(m_pos), nullptr, fb::ImpossiblePositions::Allow))
        m_pos = *p;
    refresh();
}

bool PositionEditorDialog::applyFen(const QString& input)
{
    const QString text = input.trimmed();
    const fb::VariantDefinition& v = m_pos.variant();
    const QString fen = fb::isSfen(v, text) ? fb::normalizedFen(v, text) : text;
    fb::FenError error;
    // An impossible position is taken too: the problems say what to fix.
    auto p = fb::readFen(m_pos.variantPtr(), fen, &error, fb::ImpossiblePositions::Allow);
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
    showProblems();
}

void PositionEditorDialog::showProblems()
{
    fb::FenError error;
    const bool readable
        = fb::readFen(m_pos.variantPtr(), fen(), &error, fb::ImpossiblePositions::Allow)
              .has_value();
    const QStringList problems = readable
        ? fb::positionProblemTexts(m_pos, SideNames::positionWords(m_pos.variant()))
        : QStringList();
    const bool allowed = m_allowImpossible->isChecked();
    QString text;
    if (!readable)
        //: Position editor: the position breaks a limit of the program (more than 4 kings,
        //: too many pieces in hand); %1 = the reason
        text = tr("This position cannot be set up: %1").arg(error.toString());
    else if (!problems.isEmpty() && !allowed)
        //: Position editor: followed by the reasons, one per line
        text = tr("This position cannot occur in a game, so OK is refused (tick \"Allow "
                  "impossible positions\" to set it up all the same):")
            + u'\n' + problems.join(u'\n');
    else if (!problems.isEmpty())
        //: Position editor, "Allow impossible positions" ticked: followed by the reasons
        text = tr("This position cannot occur in a game:") + u'\n' + problems.join(u'\n');
    m_problems->setText(text);
    m_problems->setVisible(!text.isEmpty());
    m_ok->setEnabled(readable && (problems.isEmpty() || allowed));
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
    if (auto p = fb::readFen(
            m_pos.variantPtr(), m_pos.variant().startFen, nullptr, fb::ImpossiblePositions::Allow))
        m_pos = *p;
    refresh();
}

void PositionEditorDialog::accept()
{
    // OK is disabled while refused; Enter or a direct call must not get past that either.
    showProblems();
    if (!m_ok->isEnabled())
        return;
    QDialog::accept();
}
