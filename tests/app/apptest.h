// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the app tests: isolated settings, squares to view points, modal dialogs.
#pragma once

#include "boardscene.h"
#include "boardview.h"
#include "gamecontroller.h"
#include "mainwindow.h"

#include <QApplication>
#include <QDialog>
#include <QFileInfo>
#include <QLabel>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <memory>

namespace AppTest {

/// Settings and data go to the test locations (~/.qttest), one folder per test program (ctest
/// runs them in parallel), starting empty.
inline void isolateSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("FairyboardTest"));
    QApplication::setApplicationName(QFileInfo(QApplication::applicationFilePath()).baseName());
    QSettings().clear();
}

inline fb::Square square(const GameController* game, const QString& name)
{
    int at = 0;
    const fb::Square s = game->variant().geometry.parseSquare(name, at);
    if (s == fb::NoSquare || at != name.size())
        qFatal("bad square %s", qPrintable(name));
    return s;
}

inline QPoint viewPoint(MainWindow& w, const QString& name)
{
    return w.view()->mapFromScene(w.scene()->squareCenter(square(w.game(), name)));
}

inline void click(MainWindow& w, const QString& name)
{
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, viewPoint(w, name));
}

/// Shows the window and fits the board, ready for mouse events.
inline bool show(MainWindow& w)
{
    w.show();
    w.activateWindow();
    if (!QTest::qWaitForWindowExposed(&w) || !QTest::qWaitForWindowActive(&w))
        return false;
    w.view()->refit();
    return true;
}

/// Runs `f` on the next modal widget of type W as soon as it is open (exec() blocks the
/// test). `f` must close it. Gives up after about five seconds.
template <typename W, typename F> void whenModal(F f)
{
    auto* timer = new QTimer;
    auto tries = std::make_shared<int>(0);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, tries, f]() mutable {
        if (auto* w = qobject_cast<W*>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            const QPointer<W> guard(w);
            f(w);
            // A failed check inside `f` returns early: close the dialog so the test goes on.
            if (auto* d = qobject_cast<QDialog*>(guard.data()); d && d->isVisible())
                d->reject();
        } else if (++*tries > 500) {
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start();
}

/// Notes (and closes) any modal dialog that opens while it lives: for "nothing is asked".
class ModalWatch
{
public:
    ModalWatch()
    {
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] {
            if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
                m_seen = true;
                d->reject();
            }
        });
        m_timer.start();
    }
    bool seen() const { return m_seen; }

private:
    QTimer m_timer;
    bool m_seen = false;
};

} // namespace AppTest
