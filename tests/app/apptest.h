// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the app tests: isolated settings, squares to view points, the pieces shown,
// modal dialogs and message boxes, the fairyboard executable. File helpers (readAll,
// writeFile) come from tests/engine/enginetest.h.
#pragma once

#include "autosavestore.h"
#include "boardscene.h"
#include "boardview.h"
#include "enginetest.h"
#include "gamecontroller.h"
#include "handslotitem.h"
#include "mainwindow.h"
#include "variant.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGraphicsPixmapItem>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <memory>

namespace AppTest {

using fbtest::readAll;
using fbtest::writeFile;

/// Fails the running test when a modal dialog stays open for ten seconds, and closes it: a
/// dialog no whenModal() answers would otherwise block its exec() until ctest's timeout.
inline void failOnStuckModals()
{
    static QTimer* timer = nullptr;
    if (timer)
        return;
    timer = new QTimer(qApp);
    timer->setInterval(100);
    auto open = std::make_shared<QPointer<QWidget>>();
    auto since = std::make_shared<QElapsedTimer>();
    QObject::connect(timer, &QTimer::timeout, timer, [open, since] {
        QWidget* w = QApplication::activeModalWidget();
        if (w != open->data()) {
            *open = w;
            since->start();
            return;
        }
        if (!w || since->elapsed() < 10000)
            return;
        const auto* box = qobject_cast<QMessageBox*>(w);
        const QString text = QStringLiteral("a modal dialog nobody answered stayed open: ")
            + (box ? box->text() : w->windowTitle());
        *open = nullptr;
        if (auto* d = qobject_cast<QDialog*>(w))
            d->reject();
        else
            w->close();
        QTest::qFail(qPrintable(text), __FILE__, __LINE__);
    });
    timer->start();
}

/// Settings and data go to the test locations (~/.qttest), one folder per test program (ctest
/// runs them in parallel), starting empty. Installs failOnStuckModals().
inline void isolateSettings()
{
    failOnStuckModals();
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("FairyboardTest"));
    QApplication::setApplicationName(QFileInfo(QApplication::applicationFilePath()).baseName());
    QSettings().clear();
    // Windows destroyed with unsaved moves (as if killed) leave autosaves: none from last run.
    QDir(AutosaveStore::defaultDirectory()).removeRecursively();
}

/// Plays `moves` (coordinate or SAN text) in the window's game; false, with a warning naming
/// the move, at the first one that is not legal.
inline bool playMoves(MainWindow& w, const QStringList& moves)
{
    for (const QString& m : moves) {
        QString error;
        if (!w.game()->playText(m, &error)) {
            qWarning("move %s: %s", qPrintable(m), qPrintable(error));
            return false;
        }
    }
    return true;
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

/// The piece on a square of the game's current position (fb::Empty when there is none).
inline fb::Piece pieceOn(MainWindow& w, const QString& name)
{
    return w.game()->position().at(square(w.game(), name));
}

/// The topmost piece image drawn on a square's centre; nullptr when none is shown.
inline QGraphicsPixmapItem* pieceItem(MainWindow& w, const QString& name)
{
    const QPointF c = w.scene()->squareCenter(square(w.game(), name));
    for (QGraphicsItem* it : w.scene()->items(c))
        if (auto* p = dynamic_cast<QGraphicsPixmapItem*>(it))
            return p;
    return nullptr;
}

/// The piece type with a FEN letter ("N", "+P") in the game's variant.
inline fb::PieceType pieceType(const GameController* game, const QString& letter)
{
    const fb::PieceType t = game->variant().pieceByLetter(letter);
    if (t == fb::NoPieceType)
        qFatal("no piece %s", qPrintable(letter));
    return t;
}

/// The storage slot of a side's piece ("N") in hand; fails the test program when missing.
inline HandSlotItem* slot(MainWindow& w, fb::Side side, const QString& letter)
{
    HandSlotItem* item = w.scene()->handSlot(side, pieceType(w.game(), letter));
    if (!item)
        qFatal("no storage slot for %s", qPrintable(letter));
    return item;
}

inline QPoint slotPoint(MainWindow& w, fb::Side side, const QString& letter)
{
    return w.view()->mapFromScene(slot(w, side, letter)->sceneBoundingRect().center());
}

inline void clickSlot(MainWindow& w, fb::Side side, const QString& letter)
{
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, slotPoint(w, side, letter));
}

/// The names of the squares the board offers as the next click, sorted.
inline QStringList targetNames(MainWindow& w)
{
    QStringList out;
    for (fb::Square s : w.scene()->targetSquares())
        out << w.game()->variant().geometry.squareName(s);
    out.sort();
    return out;
}

/// Presses at `from`, moves in a few steps to `to` and releases there.
inline void drag(MainWindow& w, QPoint from, QPoint to)
{
    QWidget* vp = w.view()->viewport();
    QTest::mousePress(vp, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(vp, from + (to - from) * i / 4);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, to);
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

/// Makes `w` the active window again, as after a dialog closed (the offscreen platform leaves
/// no window active then, and a window that is not active gets no shortcuts).
inline bool activate(QWidget& w)
{
    w.activateWindow();
    return QTest::qWaitForWindowActive(&w);
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

/// The button of `parent` (a dialog) showing `text`, accelerator marks ignored; fails the test
/// program when there is none.
template <typename B = QPushButton> B* button(QWidget* parent, const QString& text)
{
    for (B* b : parent->findChildren<B*>())
        if (b->text().remove(u'&') == text)
            return b;
    qFatal("no button %s", qPrintable(text));
}

/// What a message box said, as the user sees it.
struct Shown
{
    QString text, details;
};

/// Clicks `button` of the next message box as soon as it is open; notes what the box said in
/// `shown` when given.
inline void answer(QMessageBox::StandardButton button, Shown* shown = nullptr)
{
    whenModal<QMessageBox>([button, shown](QMessageBox* box) {
        if (shown)
            *shown = {box->text(), box->informativeText()};
        QAbstractButton* b = box->button(button);
        QVERIFY(b);
        QTest::mouseClick(b, Qt::LeftButton);
    });
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

#ifdef FAIRYBOARD_APP
/// What a run of the fairyboard executable gave.
struct AppRun
{
    int code = -1; ///< the exit code; -1 when it did not finish or crashed
    QString out, err;
};

/// Runs the fairyboard executable with `args` on the offscreen platform.
inline AppRun runApp(const QStringList& args, int timeoutMs = 60000)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FAIRYBOARD_APP), args);
    AppRun r;
    if (!p.waitForFinished(timeoutMs) || p.exitStatus() != QProcess::NormalExit) {
        p.kill();
        r.err = QStringLiteral("did not finish: ") + p.errorString();
        return r;
    }
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}
#endif

} // namespace AppTest
