// SPDX-License-Identifier: GPL-3.0-or-later
#include "capturechoicedialog.h"

#include "piecerenderer.h"
#include "position.h"
#include "sidenames.h"

#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

constexpr int IconSize = 48;

// The images of the pieces on `squares` side by side.
QPixmap piecesImage(
    const std::vector<fb::Square>& squares, const fb::Position& pos, PieceRenderer& renderer)
{
    const fb::VariantDefinition& v = pos.variant();
    QPixmap out(IconSize * int(squares.size()), IconSize);
    out.fill(Qt::transparent);
    QPainter painter(&out);
    for (size_t i = 0; i < squares.size(); ++i) {
        const fb::Piece p = pos.at(squares[i]);
        const fb::PieceDefinition& d = v.pieces[size_t(fb::typeOf(p))];
        const bool second = fb::sideOf(p) == fb::Second;
        painter.drawPixmap(int(i) * IconSize, 0, IconSize, IconSize,
            renderer.pixmap(v.family, d.art, second, d.letter, IconSize * 2, false));
    }
    return out;
}

} // namespace

CaptureChoiceDialog::CaptureChoiceDialog(const std::vector<std::vector<fb::Square>>& choices,
    const fb::Position& pos, PieceRenderer& renderer, QWidget* parent)
    : QDialog(parent)
{
    const fb::VariantDefinition& v = pos.variant();
    m_count = int(std::min<size_t>(choices.size(), 9));
    //: Title of the dialog that asks which pieces a move also takes (the enemies a Fire Demon
    //: burns in Suzumu Shogi)
    setWindowTitle(tr("Pieces taken"));
    auto* layout = new QVBoxLayout(this);
    //: Question above the choices of the pieces a move also takes
    layout->addWidget(new QLabel(tr("Which pieces does the move also take?"), this));
    for (size_t i = 0; i < choices.size(); ++i) {
        QStringList names;
        for (fb::Square s : choices[i]) {
            const fb::Piece p = pos.at(s);
            //: A piece a move also takes: %1 is the piece, %2 its square
            names << tr("%1 on %2")
                         .arg(SideNames::pieceName(
                                  v, v.pieces[size_t(fb::typeOf(p))], fb::sideOf(p)),
                             v.geometry.squareName(s));
        }
        const QString what = names.isEmpty()
            //: The choice of taking no piece besides the move's own capture
            ? tr("Nothing more")
            : names.join(QStringLiteral(", "));
        // The number is the choice's key (keyPressEvent; with Alt too, as a mnemonic).
        auto* b = new QPushButton(QStringLiteral("&%1  %2").arg(i + 1).arg(what), this);
        b->setAccessibleName(what);
        if (!choices[i].empty()) {
            b->setIcon(QIcon(piecesImage(choices[i], pos, renderer)));
            b->setIconSize(QSize(IconSize * int(choices[i].size()), IconSize));
        }
        b->setAutoDefault(i == 0);
        b->setDefault(i == 0);
        connect(b, &QPushButton::clicked, this, [this, i] { pick(int(i)); });
        layout->addWidget(b);
        if (i == 0)
            b->setFocus();
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void CaptureChoiceDialog::pick(int index)
{
    m_choice = index;
    accept();
}

void CaptureChoiceDialog::keyPressEvent(QKeyEvent* e)
{
    const int index = e->key() - Qt::Key_1;
    if (e->modifiers() == Qt::NoModifier && index >= 0 && index < m_count) {
        pick(index);
        return;
    }
    QDialog::keyPressEvent(e);
}

int CaptureChoiceDialog::choose(const std::vector<std::vector<fb::Square>>& choices,
    const fb::Position& pos, PieceRenderer& renderer, QWidget* parent)
{
    CaptureChoiceDialog dialog(choices, pos, renderer, parent);
    if (dialog.exec() != QDialog::Accepted)
        return -1;
    return dialog.choice();
}
