// SPDX-License-Identifier: GPL-3.0-or-later
// PieceGallery: every piece type of the current variant with its name, XBetza and moves.
#pragma once

#include "piecerenderer.h"
#include "variant.h"

#include <QScrollArea>

class QVBoxLayout;

/// The content of the "Pieces" dock: a legend of the diagram marks, then one card per piece
/// type: its image, translated name, XBetza string and a diagram of its moves on an empty
/// board (see MoveDiagram). Each card is a focusable, accessible group whose description
/// spells the diagram out.
class PieceGallery : public QScrollArea
{
    Q_OBJECT
public:
    explicit PieceGallery(QWidget* parent = nullptr);
    /// Shows the pieces of `variant`. The cards are built when the gallery can be seen (a
    /// hidden dock costs nothing, see buildIfShown) and only when the variant changed.
    void setVariant(const fb::VariantPtr& variant);
    const fb::VariantPtr& variant() const { return m_variant; }
    /// Draws the pieces with these sets (style -> set id, see PieceRenderer::setPieceSets).
    void setPieceSets(const QMap<QString, QString>& chosen);
    /// The images of a custom preset for the pieces (empty: the bundled sets); the cards are
    /// rebuilt at the next setVariant or show.
    void setPieceArt(const CustomPieceArt& art);
    /// The card widgets, one per piece type in the variant's order (empty until shown; a
    /// gallery shown whose cards are still due builds them now).
    QList<QWidget*> cards();
    /// Builds the cards if they are due and the gallery can be seen: not while its dock is a
    /// tab behind another (Qt keeps such a dock visible, moved out of the window), where a
    /// Suzumu gallery would cost seconds at start. Call it when the dock's tab is chosen.
    void buildIfShown();

protected:
    void showEvent(QShowEvent* e) override;

private:
    void build();
    QWidget* makeCard(fb::PieceType type);
    QWidget* makeLegend();
    fb::VariantPtr m_variant;
    PieceRenderer m_renderer;
    QVBoxLayout* m_layout;
    QList<QWidget*> m_cards;
    bool m_built = false;
    QMap<QString, QString> m_pieceSets;
};
