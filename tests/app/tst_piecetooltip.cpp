// SPDX-License-Identifier: GPL-3.0-or-later
// Hovering a piece names it and its moves in words: the piece gallery's cards and the
// position editor's palette show the tool tip of app/gui/piecetooltip.h.
#include "apptest.h"
#include "piecegallery.h"
#include "piecetooltip.h"
#include "positioneditordialog.h"

#include <QAction>
#include <QDockWidget>
#include <QHelpEvent>
#include <QToolTip>

class TestPieceToolTip : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    /// Moves the mouse onto `w`'s centre and asks for its tool tip as Qt does when the mouse
    /// rests there; returns the tool tip shown (empty when none is).
    static QString hover(QWidget* w)
    {
        const QPoint at = w->rect().center();
        QTest::mouseMove(w, at);
        QHelpEvent help(QEvent::ToolTip, at, w->mapToGlobal(at));
        QApplication::sendEvent(w, &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    }

    static QLabel* label(QWidget* card, const char* name)
    {
        return card->findChild<QLabel*>(QString::fromLatin1(name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }
    void cleanup() { QToolTip::hideText(); }

    void hoveringAGalleryCardNamesThePieceAndItsMoves()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        w.piecesDock()->show();
        w.piecesDock()->raise();
        const QList<QWidget*> cards = w.gallery()->cards();
        QCOMPARE(cards.size(), 6);
        w.gallery()->ensureWidgetVisible(cards[1]);

        // The knight's image and name carry no tool tip of their own: the card's shows.
        const QString tip = hover(label(cards[1], "name"));
        QVERIFY2(tip.contains(QStringLiteral("<b>Knight</b>")), qPrintable(tip));
        QVERIFY2(
            tip.contains(QStringLiteral(
                "Leaps to the 8 squares a (1,2) step away, over any piece (a knight's move).")),
            qPrintable(tip));

        // Another card, another piece: the king's royal status comes with its moves.
        w.gallery()->ensureWidgetVisible(cards[5]);
        const QString king = hover(label(cards[5], "name"));
        QVERIFY2(king.contains(QStringLiteral("<b>King</b>")), qPrintable(king));
        QVERIFY(king.contains(QStringLiteral("Moves one square in any direction.")));
        QVERIFY(king.contains(QStringLiteral("Royal: it may never be left in check")));
        QVERIFY(!king.contains(QStringLiteral("Knight")));
    }

    void galleryCardsOfAnotherVariantSayTheirOwnMoves()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("xiangqi")));
        QVERIFY(AppTest::show(w));
        w.piecesDock()->show();
        w.piecesDock()->raise();
        const fb::VariantDefinition& v = w.game()->variant();
        const QList<QWidget*> cards = w.gallery()->cards();
        QWidget* cannon = cards[v.pieceById(QStringLiteral("cannon"))];
        w.gallery()->ensureWidgetVisible(cannon);
        const QString tip = hover(label(cannon, "name"));
        QVERIFY2(tip.contains(QStringLiteral("<b>Cannon</b>")), qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("Moves any distance orthogonally without capturing.")));
        QVERIFY(tip.contains(QStringLiteral(
            "Captures any distance orthogonally, jumping over exactly one piece on the way.")));
    }

    void paletteButtonsOfThePositionEditorShowTheToolTip()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi")));
        QVERIFY(AppTest::show(w));
        const fb::VariantDefinition& v = w.game()->variant();
        const fb::Piece gold = fb::makePiece(v.pieceById(QStringLiteral("gold")), fb::Second);
        QString tip;
        AppTest::whenModal<PositionEditorDialog>([&tip, gold](PositionEditorDialog* d) {
            QAbstractButton* b = d->paletteButton(gold);
            if (b)
                tip = hover(b);
            d->reject();
        });
        w.findChild<QAction*>(QStringLiteral("editPosition"))->trigger();
        QCOMPARE(tip, pieceToolTip(v, gold));
        QVERIFY2(tip.contains(QStringLiteral("<b>Gold General</b>")), qPrintable(tip));
        QVERIFY(
            tip.contains(QStringLiteral("Moves one square orthogonally or diagonally forward.")));
        QVERIFY(tip.contains(QStringLiteral("In hand, it may be dropped on any empty square.")));
    }

    void theToolTipNamesSideAndLetterAndEscapesText()
    {
        const fb::VariantPtr v = m_registry.variant(QStringLiteral("shogi"));
        const fb::PieceType tokin = v->pieceById(QStringLiteral("tokin"));
        const QString first = pieceToolTip(*v, fb::makePiece(tokin, fb::First));
        const QString second = pieceToolTip(*v, fb::makePiece(tokin, fb::Second));
        QVERIFY2(first.contains(QStringLiteral("+P)")), qPrintable(first));
        QVERIFY2(second.contains(QStringLiteral("+p)")), qPrintable(second));
        QVERIFY(first != second); // the player differs
        QVERIFY(first.contains(QStringLiteral("<i>Promoted from a Pawn.</i>")));
        QVERIFY(first.contains(QStringLiteral("goes to the hand as a Pawn")));
        QCOMPARE(pieceToolTip(*v, fb::Empty), QString());
        QCOMPARE(PieceToolTip::forType(*v, fb::PieceType(v->pieceCount())), QString());
    }

    // The board and its storage ranks: the piece under the pointer, with its player.
    void boardPiecesAndHandSlotsShowTheToolTip()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("shogi"),
            QStringLiteral(
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[G] w - - 0 1")));
        QVERIFY(AppTest::show(w));
        QWidget* viewport = w.view()->viewport();
        auto hoverAt = [viewport](QPoint at) {
            QToolTip::hideText();
            QTest::mouseMove(viewport, at);
            QHelpEvent help(QEvent::ToolTip, at, viewport->mapToGlobal(at));
            QApplication::sendEvent(viewport, &help);
            return QToolTip::isVisible() ? QToolTip::text() : QString();
        };
        const QString knight = hoverAt(AppTest::viewPoint(w, QStringLiteral("2i")));
        QVERIFY2(knight.contains(QStringLiteral("Knight")), qPrintable(knight));
        QVERIFY2(knight.contains(QStringLiteral("Sente")), qPrintable(knight));
        const QString king = hoverAt(AppTest::viewPoint(w, QStringLiteral("5a")));
        QVERIFY2(king.contains(QStringLiteral("Jeweled General")), qPrintable(king));
        QVERIFY2(king.contains(QStringLiteral("Gote")), qPrintable(king));
        const QString gold = hoverAt(AppTest::slotPoint(w, fb::First, QStringLiteral("G")));
        QVERIFY2(gold.contains(QStringLiteral("in hand: 1")), qPrintable(gold));
        QVERIFY2(gold.contains(QStringLiteral("Gold General")), qPrintable(gold));
    }
};

QTEST_MAIN(TestPieceToolTip)
#include "tst_piecetooltip.moc"
