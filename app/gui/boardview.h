// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView: shows the BoardScene scaled to the window; the board's keyboard and screen
// reader interface.
#pragma once

#include "types.h"

#include <QGraphicsView>
#include <QTimer>

class BoardScene;

/// Fits the scene (the board and its storage ranks) to the widget, keeping the aspect ratio,
/// again whenever the scene's size changes. With the keyboard focus the arrow keys move a
/// square cursor over the board, Enter or Space act on the cursor's square as a click, Escape
/// takes back the last stop of a half-made move or clears the selection. The accessible
/// description always names the cursor's square and what stands on it ("e4, white knight").
class BoardView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);
    /// Fits the scene now (also done, debounced, after every resize).
    void refit();

protected:
    bool event(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void describe(fb::Square cursor);
    BoardScene* m_scene;
    QTimer m_refit;
};
