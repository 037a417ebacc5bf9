// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-leg moves by mouse (a Chu Shogi Lion): first stop, second-leg targets, the prompt
// beside the piece (Stop here, Undo step), Stop Here, igui, taking a stop back; and the
// whole-turn pass (janggi), a separate action; the pieces a Suzumu Fire Demon burns, chosen
// in a dialog by keyboard.
#include "apptest.h"

#include "capturechoicedialog.h"
#include "gamesetup.h"
#include "piecegallery.h"
#include "turnpromptitem.h"

#include <QAction>
#include <QDockWidget>
#include <QPushButton>
#include <QToolBar>
#include <optional>

class TestMultiLeg : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    /// Black (Sente) Lion on 7h, White pawns on 7g and 6f (6f is next to 7g, not to 7h).
    static constexpr const char* LionFen = "k11/12/12/12/12/6p5/5p6/5N6/12/12/12/K11 w - - 0 1";

    static bool startLion(MainWindow& w)
    {
        return w.startGame(QStringLiteral("chushogi"), QString::fromLatin1(LionFen))
            && AppTest::show(w);
    }
    static QAction* stopAction(MainWindow& w)
    {
        return w.findChild<QAction*>(QStringLiteral("stopHere"));
    }
    static QAction* passAction(MainWindow& w)
    {
        return w.findChild<QAction*>(QStringLiteral("passTurn"));
    }
    /// Clicks a button of the prompt beside the waiting piece, where the user sees it.
    static void clickPrompt(MainWindow& w, TurnPromptItem::Button b)
    {
        const QRectF r = w.scene()->prompt()->buttonRect(b);
        QTest::mouseClick(
            w.view()->viewport(), Qt::LeftButton, {}, w.view()->mapFromScene(r.center()));
    }
    static QString status(MainWindow& w) { return w.statusLabel()->text(); }
    static std::optional<fb::TurnBuilder::Target> target(MainWindow& w, const QString& square)
    {
        for (const auto& t : w.scene()->targets())
            if (t.square == AppTest::square(w.game(), square))
                return t;
        return std::nullopt;
    }

    /// Suzumu Shogi's final rules: Sente's Fire Demon on 9i; Gote's Gold 10e, Pawn 9e and
    /// Fire Demon 8e (never burnt) stand around 9f, three steps up.
    static bool startFireDemon(MainWindow& w)
    {
        GameSetup setup;
        setup.presetId = QStringLiteral("suzumushogi");
        setup.profile = QStringLiteral("final");
        setup.fen
            = QStringLiteral("15k/16/16/16/6gpd!7/16/16/16/7D!8/16/16/16/16/16/16/K15 w - - 0 1");
        return w.startGame(setup) && AppTest::show(w);
    }
    /// Answers the capture-choice dialog by typing `key`; records its choices.
    /// Whether the board of `w` offers its turn prompt ("Stop here", "Undo step").
    static bool promptShown(MainWindow& w)
    {
        for (QGraphicsItem* item : w.scene()->items())
            if (dynamic_cast<TurnPromptItem*>(item) && item->isVisible())
                return true;
        return false;
    }

    /// Answers the next capture choice with `key`; `offered` gets its buttons' names and
    /// `promptWhileAsked`, if given, whether the board showed its turn prompt meanwhile.
    static void answerByKey(Qt::Key key, QStringList* offered, MainWindow* w = nullptr,
        bool* promptWhileAsked = nullptr)
    {
        AppTest::whenModal<CaptureChoiceDialog>(
            [key, offered, w, promptWhileAsked](CaptureChoiceDialog* d) {
                for (QPushButton* b : d->findChildren<QPushButton*>())
                    if (!b->accessibleName().isEmpty())
                        *offered << b->accessibleName();
                if (promptWhileAsked)
                    *promptWhileAsked = promptShown(*w);
                QTest::keyClick(d, key);
            });
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void lionFirstStopsIncludeRelaySquares()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::click(w, QStringLiteral("7h"));
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "7h"));
        // One- and two-square moves, and the relay squares of the two-step moves.
        QCOMPARE(w.scene()->targetSquares().size(), 24);
        const auto f6 = target(w, QStringLiteral("7g"));
        QVERIFY(f6 && f6->completes && f6->continues); // capture, or capture and go on
        const auto g7 = target(w, QStringLiteral("6f"));
        QVERIFY(g7 && g7->completes && !g7->continues); // a jump
        QVERIFY(!w.scene()->isMidTurn());
        QVERIFY(!passAction(w)->isEnabled()); // no whole-turn pass in Chu
        QVERIFY(!stopAction(w)->isEnabled());
        QVERIFY(!w.scene()->prompt()->isVisible());
        // The corner marks are explained as soon as they show.
        QVERIFY(status(w).contains(QStringLiteral("Corner marks")));
    }

    void lionDoubleCapture()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::click(w, QStringLiteral("7h"));
        AppTest::click(w, QStringLiteral("7g"));
        QVERIFY(w.scene()->isMidTurn());
        QVERIFY(w.game()->moveTexts().isEmpty());
        QCOMPARE(w.scene()->moverSquare(), AppTest::square(w.game(), "7g"));
        QVERIFY(status(w).contains(QStringLiteral("Stop here")));
        // No second step goes on further: no corner marks, so none are explained.
        QVERIFY(!status(w).contains(QStringLiteral("Corner marks")));
        QVERIFY(stopAction(w)->isEnabled());
        QVERIFY(!passAction(w)->isEnabled());
        // The second step: every square next to 7g, its own square 7h included (igui).
        QCOMPARE(AppTest::targetNames(w),
            (QStringList{QStringLiteral("6f"), QStringLiteral("6g"), QStringLiteral("6h"),
                QStringLiteral("7f"), QStringLiteral("7h"), QStringLiteral("8f"),
                QStringLiteral("8g"), QStringLiteral("8h")}));
        // The Lion is shown on 7g meanwhile, the pawn it takes there is not.
        QVERIFY(!w.scene()->showsPieceOn(AppTest::square(w.game(), "7g")));
        QVERIFY(w.scene()->showsPieceOn(AppTest::square(w.game(), "6f")));
        QVERIFY(!w.scene()->showsPieceOn(AppTest::square(w.game(), "7h")));
        AppTest::click(w, QStringLiteral("6f"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("7h7g6f")});
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("7g")), fb::Empty);
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("7h")), fb::Empty);
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("6f"))),
            AppTest::pieceType(w.game(), QStringLiteral("N")));
        QVERIFY(!w.scene()->isMidTurn());
        QVERIFY(!status(w).contains(QStringLiteral("Next step")));
        QVERIFY(!w.scene()->prompt()->isVisible());
    }

    void firstStepThenPass()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::click(w, QStringLiteral("7h"));
        AppTest::click(w, QStringLiteral("8i")); // empty: may stop, or come back (a pass)
        QVERIFY(w.scene()->isMidTurn());
        QVERIFY(w.scene()->canStopHere());
        QCOMPARE(AppTest::targetNames(w), QStringList{QStringLiteral("7h")});
        QVERIFY(stopAction(w)->isEnabled());
        // Clicks elsewhere do not lose the half-made move.
        AppTest::click(w, QStringLiteral("12l"));
        AppTest::click(w, QStringLiteral("10j"));
        QVERIFY(w.scene()->isMidTurn());
        QVERIFY(status(w).contains(QStringLiteral("Stop here")));
        QTest::keyClick(&w, Qt::Key_P); // Pass Turn is not Stop Here
        QVERIFY(w.scene()->isMidTurn());
        QTest::keyClick(&w, Qt::Key_S);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("7h8i")});
        QVERIFY(!w.scene()->isMidTurn());
        QVERIFY(!stopAction(w)->isEnabled());
    }

    void promptAppearsBesideThePiece()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::click(w, QStringLiteral("7h"));
        QVERIFY(!w.scene()->prompt()->isVisible());
        AppTest::click(w, QStringLiteral("7g"));
        const TurnPromptItem* prompt = w.scene()->prompt();
        QVERIFY(prompt->isVisible());
        QVERIFY(prompt->canStop());
        // Near the piece on 7g (within two squares of it), covering none of its next stops.
        const QRectF piece = w.scene()->layout().squareRect(AppTest::square(w.game(), "7g"));
        const QRectF shown = prompt->sceneBoundingRect();
        QVERIFY(shown.intersects(piece.adjusted(-250, -250, 250, 250)));
        for (fb::Square s : w.scene()->targetSquares())
            QVERIFY(!shown.intersects(w.scene()->layout().squareRect(s)));
        // Inside the view, where a click reaches it.
        QVERIFY(w.view()->viewport()->rect().contains(
            w.view()->mapFromScene(prompt->buttonRect(TurnPromptItem::Button::StopHere).center())));
        QCOMPARE(
            TurnPromptItem::text(TurnPromptItem::Button::StopHere), QStringLiteral("Stop here"));
    }

    void promptStopsTheMove()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::click(w, QStringLiteral("7h"));
        AppTest::click(w, QStringLiteral("7g"));
        clickPrompt(w, TurnPromptItem::Button::StopHere);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("7h7g")});
        QVERIFY(!w.scene()->prompt()->isVisible());
    }

    void promptUndoesTheStep()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::click(w, QStringLiteral("7h"));
        const QStringList first = AppTest::targetNames(w);
        AppTest::click(w, QStringLiteral("7g"));
        clickPrompt(w, TurnPromptItem::Button::UndoStep);
        QVERIFY(!w.scene()->isMidTurn());
        QVERIFY(!w.scene()->prompt()->isVisible());
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "7h"));
        QCOMPARE(AppTest::targetNames(w), first);
        QVERIFY(w.game()->moveTexts().isEmpty());
        // A second step: the prompt follows the piece to its new stop.
        AppTest::click(w, QStringLiteral("8i"));
        QVERIFY(w.scene()->prompt()->isVisible());
        clickPrompt(w, TurnPromptItem::Button::StopHere);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("7h8i")});
    }

    void clickingThePieceStopsIt()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::click(w, QStringLiteral("7h"));
        AppTest::click(w, QStringLiteral("7g"));
        QVERIFY(w.scene()->isMidTurn());
        AppTest::click(w, QStringLiteral("7g")); // where the Lion now stands
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("7h7g")});
        QCOMPARE(fb::sideOf(AppTest::pieceOn(w, QStringLiteral("7g"))), fb::First);
        // By keyboard: Enter on the piece's square.
        MainWindow k(&m_registry);
        QVERIFY(startLion(k));
        AppTest::click(k, QStringLiteral("7h"));
        AppTest::click(k, QStringLiteral("8i"));
        k.view()->setFocus();
        QTest::keyClick(k.view(), Qt::Key_Return); // the cursor is where the mouse acted: 8i
        QCOMPARE(k.game()->moveTexts(), QStringList{QStringLiteral("7h8i")});
    }

    void stopHereButtonEndsTheMove()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::click(w, QStringLiteral("7h"));
        AppTest::click(w, QStringLiteral("7g"));
        auto* bar = w.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        QVERIFY(bar);
        QWidget* button = bar->widgetForAction(stopAction(w));
        QVERIFY(button && button->isVisible() && button->isEnabled());
        QVERIFY(!bar->widgetForAction(passAction(w))->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("7h7g")});
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("7h")), fb::Empty);
        QCOMPARE(fb::sideOf(AppTest::pieceOn(w, QStringLiteral("7g"))), fb::First);
    }

    void escapeAndRightClickTakeTheStepBack()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        const QStringList first = [&] {
            AppTest::click(w, QStringLiteral("7h"));
            return AppTest::targetNames(w);
        }();
        AppTest::click(w, QStringLiteral("7g"));
        QVERIFY(w.scene()->isMidTurn());
        QTest::keyClick(w.view(), Qt::Key_Escape);
        QVERIFY(!w.scene()->isMidTurn());
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "7h"));
        QCOMPARE(w.scene()->moverSquare(), AppTest::square(w.game(), "7h"));
        QCOMPARE(AppTest::targetNames(w), first);
        QVERIFY(w.scene()->showsPieceOn(AppTest::square(w.game(), "7h")));
        QVERIFY(w.scene()->showsPieceOn(AppTest::square(w.game(), "7g")));
        QVERIFY(!status(w).contains(QStringLiteral("Next step")));
        QVERIFY(!stopAction(w)->isEnabled());
        // The same with a right click, then a second one clears the selection.
        AppTest::click(w, QStringLiteral("7g"));
        QVERIFY(w.scene()->isMidTurn());
        QTest::mouseClick(w.view()->viewport(), Qt::RightButton, {},
            AppTest::viewPoint(w, QStringLiteral("10j")));
        QVERIFY(!w.scene()->isMidTurn());
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "7h"));
        QTest::mouseClick(w.view()->viewport(), Qt::RightButton, {},
            AppTest::viewPoint(w, QStringLiteral("10j")));
        QCOMPARE(w.scene()->selectedSquare(), fb::NoSquare);
        QVERIFY(w.game()->moveTexts().isEmpty());
    }

    void igui()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::click(w, QStringLiteral("7h"));
        AppTest::click(w, QStringLiteral("7g"));
        QVERIFY(AppTest::targetNames(w).contains(QStringLiteral("7h")));
        QVERIFY(w.scene()->prompt()->isVisible());
        AppTest::click(w, QStringLiteral("7h")); // its start square: capture without moving
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("7h7g7h")});
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("7g")), fb::Empty);
        QCOMPARE(fb::typeOf(AppTest::pieceOn(w, QStringLiteral("7h"))),
            AppTest::pieceType(w.game(), QStringLiteral("N")));
        QVERIFY(fb::isPiece(AppTest::pieceOn(w, QStringLiteral("6f"))));
    }

    void secondLegByDrag()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::click(w, QStringLiteral("7h"));
        AppTest::click(w, QStringLiteral("7g"));
        // The Lion now stands on 7g: drag it on to 6f.
        AppTest::drag(w, AppTest::viewPoint(w, QStringLiteral("7g")),
            AppTest::viewPoint(w, QStringLiteral("6f")));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("7h7g6f")});
    }

    void dragEndsTheMoveWhereItCan()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        AppTest::drag(w, AppTest::viewPoint(w, QStringLiteral("7h")),
            AppTest::viewPoint(w, QStringLiteral("8i")));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("7h8i")});
    }

    void lastMoveMarksTheRelaySquare()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        QVERIFY(w.game()->playText(QStringLiteral("7h7g6f")));
        const fb::Move& last = w.game()->position().lastMove();
        QCOMPARE(last.viaCount, 1);
        QCOMPARE(last.via[0], AppTest::square(w.game(), "7g"));
        // Chu has no check rule: a King next to an enemy Lion does not glow (nothing to test
        // by pixels here beyond not crashing the paint).
        w.view()->viewport()->repaint();
    }

    void janggiPassesTheTurn()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("janggi")));
        QVERIFY(AppTest::show(w));
        QVERIFY(passAction(w)->isEnabled());
        QVERIFY(!stopAction(w)->isEnabled()); // no move is half made
        QCOMPARE(passAction(w)->text().remove(u'&'), QStringLiteral("Pass Turn"));
        QCOMPARE(stopAction(w)->text().remove(u'&'), QStringLiteral("Stop Here"));
        auto* bar = w.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        QWidget* button = bar->widgetForAction(passAction(w));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("@@@@")});
        QCOMPARE(w.game()->position().sideToMove(), fb::Second);
        // Chess has no pass.
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(!passAction(w)->isEnabled());
        QTest::keyClick(&w, Qt::Key_P);
        QTest::keyClick(&w, Qt::Key_S);
        QVERIFY(w.game()->moveTexts().isEmpty());
    }

    // The Fire Demon's move to 9f may burn none, one or both of the Gold and the Pawn: a
    // dialog asks, the fewest first; typing 4 burns both.
    void fireDemonBurnsWhatThePlayerTypes()
    {
        MainWindow w(&m_registry);
        QVERIFY(startFireDemon(w));
        QStringList offered;
        bool prompt = true;
        answerByKey(Qt::Key_4, &offered, &w, &prompt);
        AppTest::click(w, QStringLiteral("9i"));
        AppTest::click(w, QStringLiteral("9f"));
        QVERIFY(!prompt); // the dialog is the one question asked
        QCOMPARE(offered,
            QStringList({QStringLiteral("Nothing more"), QStringLiteral("Gold General on 10e"),
                QStringLiteral("Pawn on 9e"), QStringLiteral("Gold General on 10e, Pawn on 9e")}));
        QCOMPARE(w.game()->moveTexts().size(), 1);
        QCOMPARE(w.game()->moveTexts().last(), QStringLiteral("9i9f,x10e,x9e"));
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("10e")), fb::Empty);
        QCOMPARE(AppTest::pieceOn(w, QStringLiteral("9e")), fb::Empty);
        QVERIFY(fb::isPiece(AppTest::pieceOn(w, QStringLiteral("8e"))));
        QVERIFY(fb::isPiece(AppTest::pieceOn(w, QStringLiteral("9f"))));
    }

    // Escape cancels: no move, the Fire Demon still selected with its targets.
    void burnChoiceCancelled()
    {
        MainWindow w(&m_registry);
        QVERIFY(startFireDemon(w));
        QStringList offered;
        answerByKey(Qt::Key_Escape, &offered);
        AppTest::click(w, QStringLiteral("9i"));
        AppTest::click(w, QStringLiteral("9f"));
        QCOMPARE(offered.size(), 4);
        QVERIFY(w.game()->moveTexts().isEmpty());
        QCOMPARE(w.scene()->selectedSquare(), AppTest::square(w.game(), "9i"));
        QVERIFY(fb::isPiece(AppTest::pieceOn(w, QStringLiteral("10e"))));
        // Burning nothing: the first choice, Enter on the focused button.
        answerByKey(Qt::Key_Return, &offered);
        AppTest::click(w, QStringLiteral("9f"));
        QCOMPARE(w.game()->moveTexts(), QStringList{QStringLiteral("9i9f")});
        QVERIFY(fb::isPiece(AppTest::pieceOn(w, QStringLiteral("10e"))));
    }

    void galleryExplainsTheRelayMarks()
    {
        MainWindow w(&m_registry);
        QVERIFY(startLion(w));
        w.piecesDock()->raise(); // the gallery is built when its tab is chosen
        QTRY_VERIFY(!w.gallery()->cards().isEmpty());
        auto* legend = w.findChild<QWidget*>(QStringLiteral("diagramLegend"));
        QVERIFY(legend);
        auto* relay = legend->findChild<QLabel*>(QStringLiteral("relayLegend"));
        QVERIFY(relay);
        QVERIFY(relay->text().contains(QStringLiteral("corner marks")));
    }
};

QTEST_MAIN(TestMultiLeg)
#include "tst_multileg.moc"
