// SPDX-License-Identifier: GPL-3.0-or-later
#include "promotiondialog.h"

#include "piecerenderer.h"
#include "sidenames.h"
#include "variant.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

PromotionDialog::PromotionDialog(const QList<fb::Move>& moves, const fb::VariantDefinition& v,
    fb::Side side, PieceRenderer& renderer, QWidget* parent)
    : QDialog(parent)
{
    // A piece in hand that may enter either side up (kyoto shogi) is asked about here too.
    const bool drop = !moves.isEmpty() && moves.front().isDrop();
    // Seirawan gating: which piece from the hand enters on the square left, if any.
    const bool gating
        = std::any_of(moves.begin(), moves.end(), [](const fb::Move& m) { return m.isGating(); });
    // Castling may gate on two squares: the buttons then name the square.
    const bool twoGates = std::any_of(moves.begin(), moves.end(),
        [&](const fb::Move& m) { return m.isGating() && m.gatedOn() != moves.front().from; });
    setWindowTitle(gating
            //: Title of the dialog that asks which piece in hand enters on the square a piece
            //: leaves (Seirawan chess's gating)
            ? tr("Gating")
            : drop
                //: Title of the dialog that asks which side up a piece in hand is dropped
                ? tr("Drop")
                //: Title of the dialog that asks what a piece promotes to
                : tr("Promotion"));
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    layout->addLayout(row);
    const bool second = side == fb::Second;
    for (int i = 0; i < moves.size(); ++i) {
        const fb::Move& m = moves[i];
        auto* b = new QToolButton(this);
        // The piece it becomes; a drop in its own form shows the piece dropped.
        fb::PieceType shown = gating ? m.gated : m.promotion;
        if (shown == fb::NoPieceType && m.isDrop())
            shown = m.dropped;
        if (shown == fb::NoPieceType) {
            b->setText(gating
                    //: Button of the gating dialog: the move brings no piece from the hand
                    ? tr("Nothing")
                    : tr("Do not promote"));
        } else {
            const fb::PieceDefinition& d = v.pieces[size_t(shown)];
            b->setIcon(QIcon(renderer.pixmap(v.family, d.art, second, d.letter, 96, false)));
            b->setIconSize(QSize(64, 64));
            b->setText(gating && twoGates
                    //: Gating dialog button: %1 is a piece, %2 the square it enters on
                    ? tr("%1 on %2")
                          .arg(SideNames::pieceName(v, d), v.geometry.squareName(m.gatedOn()))
                    : SideNames::pieceName(v, d));
            b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        }
        b->setAccessibleName(b->text());
        connect(b, &QToolButton::clicked, this, [this, i] {
            m_choice = i;
            accept();
        });
        row->addWidget(b);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

int PromotionDialog::choose(const QList<fb::Move>& moves, const fb::VariantDefinition& v,
    fb::Side side, PieceRenderer& renderer, QWidget* parent)
{
    PromotionDialog dialog(moves, v, side, renderer, parent);
    if (dialog.exec() != QDialog::Accepted)
        return -1;
    return dialog.choice();
}
