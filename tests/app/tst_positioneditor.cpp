// SPDX-License-Identifier: GPL-3.0-or-later
// The position editor (Game > Edit Position) and the Copy FEN / Paste FEN actions.
#include "apptest.h"
#include "fen.h"
#include "positioneditordialog.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QGraphicsView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>

class TestPositionEditor : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    static void clickOk(QDialog* d)
    {
        QTest::mouseClick(
            d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    }

    /// Opens Game > Edit Position, runs `f` on the dialog (which must close it) and returns
    /// whether the dialog was seen.
    template <typename F> static bool withEditor(MainWindow& w, F f)
    {
        bool seen = false;
        AppTest::whenModal<PositionEditorDialog>([&seen, f](PositionEditorDialog* d) {
            seen = true;
            f(d);
        });
        w.findChild<QAction*>(QStringLiteral("editPosition"))->trigger();
        return seen;
    }

    static void clickSquare(PositionEditorDialog* d, const GameController* game,
        const QString& name, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(
            d->boardView()->viewport(), button, {}, d->squarePoint(AppTest::square(game, name)));
    }

    static void choose(
        PositionEditorDialog* d, const GameController* game, const QString& letter, fb::Side side)
    {
        QAbstractButton* b
            = d->paletteButton(fb::makePiece(AppTest::pieceType(game, letter), side));
        QVERIFY(b);
        QTest::mouseClick(b, Qt::LeftButton);
        QVERIFY(b->isChecked());
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }

    void setsUpAPositionByClicking()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(w.game()->playText(QStringLiteral("e2e4")));
        GameController* game = w.game();
        const bool seen = withEditor(w, [game](PositionEditorDialog* d) {
            QVERIFY(QTest::qWaitForWindowExposed(d));
            // It opens on the game's position.
            QCOMPARE(d->fen(), fb::writeFen(game->position()));
            QCOMPARE(d->fenField()->text(), d->fen());
            // The palette names its pieces.
            const auto* queen = d->paletteButton(
                fb::makePiece(AppTest::pieceType(game, QStringLiteral("Q")), fb::First));
            QCOMPARE(queen->accessibleName(), QStringLiteral("white queen"));
            QVERIFY(!d->eraserButton()->accessibleName().isEmpty());

            QTest::mouseClick(AppTest::button(d, QStringLiteral("Clear Board")), Qt::LeftButton);
            QCOMPARE(d->fenField()->text(), QStringLiteral("8/8/8/8/8/8/8/8 b - - 0 1"));
            choose(d, game, QStringLiteral("K"), fb::First);
            clickSquare(d, game, QStringLiteral("g1"));
            choose(d, game, QStringLiteral("K"), fb::Second);
            clickSquare(d, game, QStringLiteral("e8"));
            choose(d, game, QStringLiteral("Q"), fb::First);
            clickSquare(d, game, QStringLiteral("d4"));
            clickSquare(d, game, QStringLiteral("a2"));
            clickSquare(d, game, QStringLiteral("a2")); // the same piece again: taken away
            clickSquare(d, game, QStringLiteral("h5"));
            clickSquare(d, game, QStringLiteral("h5"), Qt::RightButton); // right click empties
            QCOMPARE(d->fenField()->text(), QStringLiteral("4k3/8/8/8/3Q4/8/8/6K1 b - - 0 1"));
            QTest::mouseClick(d->sideButton(fb::First), Qt::LeftButton);
            QCOMPARE(d->fenField()->text(), QStringLiteral("4k3/8/8/8/3Q4/8/8/6K1 w - - 0 1"));
            QTest::mouseClick(d->sideButton(fb::Second), Qt::LeftButton);
            QVERIFY(d->sideButton(fb::Second)->isChecked());
            AppTest::answer(QMessageBox::Discard); // "Save changes?" for the game's e4
            clickOk(d);
        });
        QVERIFY(seen);
        QCOMPARE(fb::writeFen(game->position()), QStringLiteral("4k3/8/8/8/3Q4/8/8/6K1 b - - 0 1"));
        QCOMPARE(game->ply(), 0);
        QCOMPARE(game->presetId(), QStringLiteral("chess"));
    }

    void startPositionKeepsCastlingRights()
    {
        MainWindow w(&m_registry);
        QVERIFY(
            w.startGame(QStringLiteral("chess"), QStringLiteral("8/8/8/8/8/8/8/K6k w - - 0 1")));
        GameController* game = w.game();
        withEditor(w, [game](PositionEditorDialog* d) {
            QTest::mouseClick(AppTest::button(d, QStringLiteral("Start Position")), Qt::LeftButton);
            QCOMPARE(d->fen(), game->variant().startFen);
            // A rook taken away and put back on its start square castles again.
            QTest::mouseClick(d->eraserButton(), Qt::LeftButton);
            clickSquare(d, game, QStringLiteral("h1"));
            QVERIFY(d->fen().contains(QStringLiteral(" w Qkq ")));
            choose(d, game, QStringLiteral("R"), fb::First);
            clickSquare(d, game, QStringLiteral("h1"));
            QCOMPARE(d->fen(), game->variant().startFen);
            d->reject();
        });
        // Cancel changes nothing.
        QCOMPARE(fb::writeFen(game->position()), QStringLiteral("8/8/8/8/8/8/8/K6k w - - 0 1"));
    }

    void badFenShowsTheErrorAndKeepsThePosition()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        GameController* game = w.game();
        const QString good = QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        withEditor(w, [game, good](PositionEditorDialog* d) {
            // Typed: a good FEN is taken as it is typed.
            d->fenField()->clear();
            QTest::keyClicks(d->fenField(), good);
            QCOMPARE(d->fen(), good);
            QVERIFY(d->fenErrorLabel()->isHidden());
            // Pasted: a bad one shows its error and keeps the position.
            QApplication::clipboard()->setText(QStringLiteral("4k3/8/8/8/8/8/8/4K2R x - - 0 1"));
            QTest::mouseClick(AppTest::button(d, QStringLiteral("Paste FEN")), Qt::LeftButton);
            QVERIFY(d->fenErrorLabel()->isVisible());
            QVERIFY(d->fenErrorLabel()->text().contains(QStringLiteral("side")));
            QCOMPARE(d->fenField()->text(), QStringLiteral("4k3/8/8/8/8/8/8/4K2R x - - 0 1"));
            QCOMPARE(d->fen(), good);
            clickOk(d);
        });
        QCOMPARE(fb::writeFen(game->position()), good);
    }

    void crazyhouseHands()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("crazyhouse")));
        GameController* game = w.game();
        const fb::PieceType knight = AppTest::pieceType(game, QStringLiteral("N"));
        const fb::PieceType pawn = AppTest::pieceType(game, QStringLiteral("P"));
        withEditor(w, [&](PositionEditorDialog* d) {
            // Kings and promoted forms are never in hand.
            QVERIFY(!d->handSpinBox(fb::First, AppTest::pieceType(game, QStringLiteral("K"))));
            QSpinBox* spin = d->handSpinBox(fb::Second, knight);
            QVERIFY(spin);
            QVERIFY(!spin->accessibleName().isEmpty());
            spin->selectAll();
            QTest::keyClicks(spin, QStringLiteral("2"));
            QCOMPARE(d->position().handCount(fb::Second, knight), 2);
            d->handSpinBox(fb::First, pawn)->setValue(3);
            QVERIFY(d->fenField()->text().contains(QStringLiteral("[PPPnn]")));
            clickOk(d);
        });
        QCOMPARE(game->position().handCount(fb::Second, knight), 2);
        QCOMPARE(game->position().handCount(fb::First, pawn), 3);
        QCOMPARE(game->position().handCount(fb::First, knight), 0);
    }

    void copyAndPasteFenThroughTheClipboard()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        GameController* game = w.game();
        QVERIFY(game->playText(QStringLiteral("e2e4")));
        const QString fen = fb::writeFen(game->position());
        w.findChild<QAction*>(QStringLiteral("copyFen"))->trigger();
        QCOMPARE(QApplication::clipboard()->text(), fen);

        // The editor's buttons use the same clipboard.
        withEditor(w, [](PositionEditorDialog* d) {
            QApplication::clipboard()->setText(QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 5 40"));
            QTest::mouseClick(AppTest::button(d, QStringLiteral("Paste FEN")), Qt::LeftButton);
            QVERIFY(d->fenErrorLabel()->isHidden());
            QCOMPARE(d->fenField()->text(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 5 40"));
            QVERIFY(d->sideButton(fb::Second)->isChecked());
            QApplication::clipboard()->clear();
            QTest::mouseClick(AppTest::button(d, QStringLiteral("Copy FEN")), Qt::LeftButton);
            QCOMPARE(QApplication::clipboard()->text(), d->fen());
            d->reject();
        });
        QCOMPARE(
            QApplication::clipboard()->text(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 5 40"));

        // Paste FEN starts a new game of the preset from the clipboard.
        QApplication::clipboard()->setText(fen);
        QVERIFY(game->playText(QStringLiteral("e7e5")));
        AppTest::answer(QMessageBox::Discard); // "Save changes?" for the moves played
        w.findChild<QAction*>(QStringLiteral("pasteFen"))->trigger();
        QCOMPARE(fb::writeFen(game->position()), fen);
        QCOMPARE(game->ply(), 0);

        // A bad FEN says why and keeps the game.
        QApplication::clipboard()->setText(QStringLiteral("not a fen"));
        QString shown;
        AppTest::whenModal<QMessageBox>([&shown](QMessageBox* box) {
            shown = box->text() + u'\n' + box->informativeText();
            box->accept();
        });
        w.findChild<QAction*>(QStringLiteral("pasteFen"))->trigger();
        QVERIFY2(shown.contains(QStringLiteral("Chess")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("board")), qPrintable(shown));
        QCOMPARE(fb::writeFen(game->position()), fen);
    }

    void refusesImpossiblePositionsAndSaysWhy()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        GameController* game = w.game();
        const QString before = fb::writeFen(game->position());
        withEditor(w, [game](PositionEditorDialog* d) {
            QVERIFY(d->problemsLabel()->isHidden());
            QVERIFY(d->okButton()->isEnabled());
            QVERIFY(!d->allowImpossibleBox()->isChecked());

            // No kings: OK is refused, and the editor says why.
            QTest::mouseClick(AppTest::button(d, QStringLiteral("Clear Board")), Qt::LeftButton);
            QVERIFY(d->problemsLabel()->isVisible());
            const QString why = d->problemsLabel()->text();
            QVERIFY2(why.contains(QStringLiteral("White has no king.")), qPrintable(why));
            QVERIFY2(why.contains(QStringLiteral("Black has no king.")), qPrintable(why));
            QVERIFY2(why.contains(QStringLiteral("OK is refused")), qPrintable(why));
            QVERIFY(!d->okButton()->isEnabled());
            clickOk(d);
            QVERIFY(d->isVisible());

            // Kings placed: possible again.
            choose(d, game, QStringLiteral("K"), fb::First);
            clickSquare(d, game, QStringLiteral("e1"));
            choose(d, game, QStringLiteral("K"), fb::Second);
            clickSquare(d, game, QStringLiteral("e8"));
            QVERIFY(d->problemsLabel()->isHidden());
            QVERIFY(d->okButton()->isEnabled());

            // A pawn on the last rank and Black in check with White to move.
            choose(d, game, QStringLiteral("P"), fb::First);
            clickSquare(d, game, QStringLiteral("a8"));
            choose(d, game, QStringLiteral("R"), fb::First);
            clickSquare(d, game, QStringLiteral("e4"));
            QTest::mouseClick(d->sideButton(fb::First), Qt::LeftButton);
            const QString two = d->problemsLabel()->text();
            QVERIFY2(two.contains(QStringLiteral("White's pawn on a8 could never move again.")),
                qPrintable(two));
            QVERIFY2(two.contains(QStringLiteral("Black is in check, but it is White's turn.")),
                qPrintable(two));
            QVERIFY(!d->okButton()->isEnabled());
            clickOk(d);
            QVERIFY(d->isVisible());
            d->accept(); // Enter or a direct call are refused too
            QVERIFY(d->isVisible());
            d->reject();
        });
        QCOMPARE(fb::writeFen(game->position()), before);
    }

    void allowsImpossiblePositionsForComposers()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        GameController* game = w.game();
        const QString composed = QStringLiteral("P3k3/8/8/8/8/8/8/4K3 w - - 0 1");
        withEditor(w, [composed](PositionEditorDialog* d) {
            // A typed FEN of an impossible position is taken, with its problems shown.
            d->fenField()->clear();
            QTest::keyClicks(d->fenField(), composed);
            QVERIFY(d->fenErrorLabel()->isHidden());
            QCOMPARE(d->fen(), composed);
            QVERIFY(d->problemsLabel()->text().contains(QStringLiteral("pawn on a8")));
            QVERIFY(!d->okButton()->isEnabled());
            // Ticked: OK accepts it, the problems stay in view without the refusal.
            QTest::mouseClick(d->allowImpossibleBox(), Qt::LeftButton);
            QVERIFY(d->allowsImpossiblePositions());
            QVERIFY(d->okButton()->isEnabled());
            QVERIFY(d->problemsLabel()->isVisible());
            QVERIFY(!d->problemsLabel()->text().contains(QStringLiteral("refused")));
            clickOk(d);
        });
        QCOMPARE(fb::writeFen(game->position()), composed);
        // Opened again on that position, the editor keeps it allowed.
        QVERIFY(withEditor(w, [](PositionEditorDialog* d) {
            QVERIFY(d->allowsImpossiblePositions());
            QVERIFY(d->okButton()->isEnabled());
            d->reject();
        }));
        // The game goes on from there.
        QVERIFY(game->playText(QStringLiteral("e1e2")));

        // Saved and opened again: the record's position is played as given, with its
        // problems named in the status bar (nothing of the game is lost).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("problem.pgn"));
        QString error;
        QVERIFY2(w.saveTo(file, &error), qPrintable(error));
        MainWindow fresh(&m_registry);
        QVERIFY(fresh.startGame(QStringLiteral("chess")));
        QVERIFY2(fresh.load(file, &error), qPrintable(error));
        QCOMPARE(fresh.game()->startFen(), composed);
        QCOMPARE(fb::writeFen(fresh.game()->position()), fb::writeFen(game->position()));
        const QString message = fresh.statusBar()->currentMessage();
        QVERIFY2(message.contains(QStringLiteral("cannot occur"))
                && message.contains(QStringLiteral("pawn on a8")),
            qPrintable(message));
        // The message takes the status line's place (it was drawn over it before the window
        // was shown) and gives it back.
        QLabel* statusLine = nullptr;
        for (QLabel* l : fresh.statusBar()->findChildren<QLabel*>())
            if (l->accessibleName() == QStringLiteral("Game status"))
                statusLine = l;
        QVERIFY(statusLine);
        QVERIFY(statusLine->isHidden());
        fresh.statusBar()->clearMessage();
        QVERIFY(!statusLine->isHidden());
    }

    void pasteFenRefusesAnImpossiblePosition()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("xiangqi")));
        GameController* game = w.game();
        const QString before = fb::writeFen(game->position());
        QApplication::clipboard()->setText(QStringLiteral("3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1"));
        AppTest::Shown shown;
        AppTest::answer(QMessageBox::Ok, &shown);
        w.findChild<QAction*>(QStringLiteral("pasteFen"))->trigger();
        QVERIFY2(shown.details.contains(QStringLiteral("palace")), qPrintable(shown.details));
        QCOMPARE(fb::writeFen(game->position()), before);
    }

    void pointBoardsAreDrawnOnPoints()
    {
        // Xiangqi and janggi are drawn as the main board draws them: pieces on the points where
        // lines cross, so the middle of an empty point is line, not a square's fill.
        for (const char* preset : {"xiangqi", "janggi"}) {
            MainWindow w(&m_registry);
            QVERIFY(w.startGame(QString::fromLatin1(preset)));
            QVERIFY(AppTest::show(w));
            QColor centre, beside;
            const bool seen = withEditor(w, [&](PositionEditorDialog* d) {
                const QImage shot = d->boardView()->viewport()->grab().toImage();
                const QPoint p = d->squarePoint(AppTest::square(w.game(), QStringLiteral("e5")));
                centre = shot.pixelColor(p);
                // A quarter square up and to the left: inside a cell, away from the lines.
                const QPoint off = d->squarePoint(AppTest::square(w.game(), QStringLiteral("d6")));
                beside = shot.pixelColor((p + off) / 2 + (off - p) / 4);
                d->reject();
            });
            QVERIFY(seen);
            QVERIFY2(centre.lightness() < 100, qPrintable(centre.name())); // the dark lines
            QVERIFY2(beside.lightness() > 150, qPrintable(beside.name())); // the wood
        }
    }
};

QTEST_MAIN(TestPositionEditor)
#include "tst_positioneditor.moc"
