// SPDX-License-Identifier: GPL-3.0-or-later
#include "piecegallery.h"

#include "diagrampainter.h"
#include "movediagram.h"
#include "piecetooltip.h"
#include "sidenames.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace {

constexpr int DiagramWidth = 240;

QString squareList(const MoveDiagram& d, uint8_t mask)
{
    QStringList names;
    for (fb::Square s : d.squares(mask))
        names << d.variant->geometry.squareName(s);
    return names.join(QStringLiteral(", "));
}

} // namespace

PieceGallery::PieceGallery(QWidget* parent)
    : QScrollArea(parent)
{
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setAccessibleName(tr("Pieces"));
    auto* content = new QWidget(this);
    m_layout = new QVBoxLayout(content);
    setWidget(content);
    // Wide enough for the diagrams, decided before any card exists so that the dock is laid
    // out once: the diagram, the card's and the content's margins and frames, the scroll bar.
    const int margins = style()->pixelMetric(QStyle::PM_LayoutLeftMargin)
        + style()->pixelMetric(QStyle::PM_LayoutRightMargin);
    setMinimumWidth(DiagramWidth + 2 * margins + 2 * 2 + verticalScrollBar()->sizeHint().width()
        + 2 * frameWidth() + 4);
}

void PieceGallery::setVariant(const fb::VariantPtr& variant)
{
    if (variant == m_variant && m_built)
        return;
    m_variant = variant;
    m_built = false;
    buildIfShown();
}

void PieceGallery::setPieceSets(const QMap<QString, QString>& chosen)
{
    if (chosen == m_pieceSets)
        return;
    m_pieceSets = chosen;
    m_renderer.setPieceSets(chosen);
    m_built = false;
    buildIfShown();
}

void PieceGallery::setPieceArt(const CustomPieceArt& art)
{
    if (art.key() == m_renderer.customArt().key())
        return;
    m_renderer.setCustomArt(art);
    m_built = false;
}

QList<QWidget*> PieceGallery::cards()
{
    buildIfShown();
    return m_cards;
}

void PieceGallery::showEvent(QShowEvent* e)
{
    QScrollArea::showEvent(e);
    if (!m_built)
        QTimer::singleShot(0, this, &PieceGallery::buildIfShown);
}

void PieceGallery::buildIfShown()
{
    if (!m_built && isVisible() && !visibleRegion().isEmpty())
        build();
}

void PieceGallery::build()
{
    m_built = true;
    m_cards.clear(); // the cards are deleted with the layout's items
    while (QLayoutItem* item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!m_variant)
        return;
    m_layout->addWidget(makeLegend());
    for (fb::PieceType t = 0; t < m_variant->pieceCount(); ++t) {
        QWidget* card = makeCard(t);
        m_layout->addWidget(card);
        m_cards << card;
    }
    m_layout->addStretch(1);
}

QWidget* PieceGallery::makeLegend()
{
    auto* legend = new QWidget;
    auto* grid = new QGridLayout(legend);
    grid->setContentsMargins(0, 0, 0, 0);
    const struct
    {
        uint8_t marks;
        QString text;
    } entries[] = {
        //: Move diagram legend: the piece moves to this square when it is empty
        {MoveDiagram::Move, tr("moves")},
        //: Move diagram legend: the piece captures an enemy standing on this square
        {MoveDiagram::Capture, tr("captures")},
        //: Move diagram legend: a move that jumps over one piece, like a xiangqi cannon's
        {MoveDiagram::HopMove | MoveDiagram::HopCapture, tr("jumps a piece")},
        //: Move diagram legend: a move allowed only while the piece has not moved yet
        {MoveDiagram::Initial, tr("first move only")},
        //: Move diagram legend: corner marks on a square where a move of several steps (a
        //: Lion's) stops and may go on; the board marks such squares the same way
        {MoveDiagram::Via, tr("stops here and may go on (the board's corner marks)")},
    };
    const qreal dpr = devicePixelRatioF();
    int i = 0;
    for (const auto& e : entries) {
        auto* icon = new QLabel;
        icon->setPixmap(DiagramPainter::legendIcon(e.marks, 20, dpr));
        auto* text = new QLabel(e.text);
        text->setWordWrap(true);
        if (e.marks == MoveDiagram::Via)
            text->setObjectName(QStringLiteral("relayLegend"));
        grid->addWidget(icon, i, 0);
        grid->addWidget(text, i, 1);
        ++i;
    }
    grid->setColumnStretch(1, 1);
    legend->setObjectName(QStringLiteral("diagramLegend"));
    legend->setAccessibleName(tr("Legend of the move diagrams"));
    return legend;
}

QWidget* PieceGallery::makeCard(fb::PieceType type)
{
    const fb::VariantDefinition& v = *m_variant;
    const fb::PieceDefinition& def = v.pieces[size_t(type)];
    auto* card = new QFrame;
    card->setObjectName(QStringLiteral("pieceCard"));
    card->setFrameShape(QFrame::StyledPanel);
    card->setFocusPolicy(Qt::TabFocus);
    // Hovering the card (its image, name or XBetza) names the piece and its moves in words.
    card->setToolTip(PieceToolTip::forType(v, type));
    // Keyboard users see which card has the focus.
    card->setStyleSheet(
        QStringLiteral("QFrame#pieceCard:focus { border: 2px solid palette(highlight); }"));
    auto* grid = new QGridLayout(card);
    auto* image = new QLabel(card);
    const qreal dpr = devicePixelRatioF();
    const int px = int(std::ceil(48 * dpr));
    QPixmap pm = m_renderer.pixmap(v.family, def.art, false, def.letter, px, false);
    pm.setDevicePixelRatio(dpr);
    image->setPixmap(pm);
    grid->addWidget(image, 0, 0, 2, 1);
    const QString name = SideNames::pieceName(v, def);
    auto* title = new QLabel(name, card);
    title->setObjectName(QStringLiteral("name"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    grid->addWidget(title, 0, 1);
    auto* betza = new QLabel(def.betza, card);
    betza->setObjectName(QStringLiteral("betza"));
    betza->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    betza->setTextInteractionFlags(Qt::TextSelectableByMouse);
    //: Tooltip of a piece's movement string in the piece gallery
    betza->setToolTip(tr("XBetza notation of the moves"));
    grid->addWidget(betza, 1, 1);
    grid->setColumnStretch(1, 1);

    const MoveDiagram d = MoveDiagram::compute(m_variant, type);
    auto* diagram = new QLabel(card);
    diagram->setObjectName(QStringLiteral("diagram"));
    diagram->setPixmap(DiagramPainter::render(d, m_renderer, DiagramWidth, dpr));
    grid->addWidget(diagram, 2, 0, 1, 2, Qt::AlignHCenter);

    QStringList parts;
    const QString origin = v.geometry.squareName(d.origin);
    auto add = [&parts](const QString& what, const QString& squares) {
        if (!squares.isEmpty())
            parts << what.arg(squares);
    };
    add(tr("moves to %1"), squareList(d, MoveDiagram::Move));
    add(tr("captures on %1"), squareList(d, MoveDiagram::Capture));
    add(tr("moves by jumping a piece to %1"), squareList(d, MoveDiagram::HopMove));
    add(tr("captures by jumping a piece on %1"), squareList(d, MoveDiagram::HopCapture));
    add(tr("on its first move also to %1"), squareList(d, MoveDiagram::Initial));
    add(tr("stops and may go on from %1"), squareList(d, MoveDiagram::Via));
    //: Spoken summary of a move diagram: %1 piece, %2 its square, %3 the list of moves
    const QString summary = tr("%1 on %2: %3").arg(name, origin, parts.join(QStringLiteral("; ")));
    diagram->setAccessibleName(tr("Moves of the %1").arg(name));
    diagram->setAccessibleDescription(summary);
    diagram->setToolTip(summary);
    card->setAccessibleName(QStringLiteral("%1, %2").arg(name, def.betza));
    card->setAccessibleDescription(summary);
    return card;
}
