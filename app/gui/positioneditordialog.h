// SPDX-License-Identifier: GPL-3.0-or-later
// PositionEditorDialog: sets up a position by hand (board, hands, side to move) or from a FEN.
#pragma once

#include "appsettings.h"
#include "piecerenderer.h"
#include "position.h"

#include <QDialog>
#include <QHash>
#include <map>

class QAbstractButton;
class QButtonGroup;
class QCheckBox;
class QGraphicsScene;
class QGraphicsView;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

/// Edits a copy of a position: a palette piece (or the eraser) is chosen, then board squares
/// are clicked to place it (clicking a square holding that very piece empties it); a right
/// click empties a square. Hands, the side to move and the FEN are edited beside the board.
/// The FEN field always shows the edited position; a FEN typed or pasted there replaces the
/// position when it reads, otherwise its error is shown and the position kept. A position that
/// cannot occur in a game (fb::validatePosition) is shown with its problems, and OK is refused
/// until it is fixed or "Allow impossible positions" is ticked (for problem composers); the
/// caller starts the game from fen(), allowing it when allowsImpossiblePositions(). The box
/// starts ticked when the position given is already impossible (a composed problem).
class PositionEditorDialog : public QDialog
{
    Q_OBJECT
public:
    /// `art`: the custom preset's piece images (empty: the bundled sets).
    PositionEditorDialog(const fb::Position& position, const BoardAppearance& look,
        QWidget* parent = nullptr, const CustomPieceArt& art = {});

    /// The edited position and its FEN.
    const fb::Position& position() const { return m_pos; }
    QString fen() const;
    /// Is "Allow impossible positions" ticked?
    bool allowsImpossiblePositions() const;

    // For tests and tools.
    QGraphicsView* boardView() const { return m_view; }
    /// The centre of a square in the board view's viewport coordinates.
    QPoint squarePoint(fb::Square s) const;
    QAbstractButton* paletteButton(fb::Piece piece) const { return m_palette.value(piece); }
    QAbstractButton* eraserButton() const { return m_eraser; }
    /// The spin box of a piece type in a side's hand (null when it may not be in hand).
    QSpinBox* handSpinBox(fb::Side side, fb::PieceType type) const;
    QRadioButton* sideButton(fb::Side side) const { return m_sideButtons[size_t(side)]; }
    QLineEdit* fenField() const { return m_fenField; }
    QLabel* fenErrorLabel() const { return m_fenError; }
    QCheckBox* allowImpossibleBox() const { return m_allowImpossible; }
    /// Says why the position cannot occur (hidden when it can).
    QLabel* problemsLabel() const { return m_problems; }
    QAbstractButton* okButton() const { return m_ok; }

    /// Replaces the position by the FEN of the clipboard (as the Paste FEN button does).
    void pasteFen();
    void copyFen() const;
    void clearBoard();
    void startPosition();

    void accept() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildPalette(class QGridLayout* grid);
    void clickSquare(fb::Square s, bool remove);
    /// The edit is done: canonicalises the position through its FEN and shows it everywhere.
    void edited();
    /// Shows the position: board, hands, side to move and (unless typing) the FEN field.
    void refresh(bool fenToo = true);
    void drawBoard();
    /// Reads `text` as a FEN (or SFEN); on success replaces the position.
    bool applyFen(const QString& text);
    /// Shows why the position cannot occur or cannot be set up, and enables OK when it may
    /// be accepted.
    void showProblems();
    QPixmap piecePixmap(fb::Piece piece, int px) const;
    fb::Square squareAt(QPointF scenePos) const;

    fb::Position m_pos;
    BoardAppearance m_look;
    mutable PieceRenderer m_renderer;
    QGraphicsScene* m_scene;
    QGraphicsView* m_view;
    QButtonGroup* m_paletteGroup;
    QHash<fb::Piece, QAbstractButton*> m_palette;
    QAbstractButton* m_eraser = nullptr;
    std::map<std::pair<int, int>, QSpinBox*> m_hands; ///< (side, type) -> count
    QRadioButton* m_sideButtons[2] = {nullptr, nullptr};
    QLineEdit* m_fenField;
    QLabel* m_fenError;
    QCheckBox* m_allowImpossible;
    QLabel* m_problems;
    QAbstractButton* m_ok = nullptr;
    bool m_updating = false; ///< refresh() is setting the controls: ignore their signals
};
