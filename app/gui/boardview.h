// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView: shows the BoardScene scaled to the window, keeping the aspect ratio.
#pragma once

#include <QGraphicsView>
#include <QTimer>

class BoardScene;

class BoardView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);
    /// Fits the scene now (also done, debounced, after every resize).
    void refit();

protected:
    void resizeEvent(QResizeEvent* e) override;

private:
    BoardScene* m_scene;
    QTimer m_refit;
};
