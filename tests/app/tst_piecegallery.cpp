// SPDX-License-Identifier: GPL-3.0-or-later
// The piece gallery: every piece with its name, XBetza and a move diagram from engine data.
#include "apptest.h"
#include "movediagram.h"
#include "piecegallery.h"

#include <QDockWidget>
#include <QLabel>
#include <QTabBar>

class TestPieceGallery : public QObject
{
    Q_OBJECT

    fb::PresetRegistry m_registry;

    QStringList marked(const MoveDiagram& d, uint8_t mask) const
    {
        QStringList out;
        for (fb::Square s : d.squares(mask))
            out << d.variant->geometry.squareName(s);
        out.sort();
        return out;
    }
    MoveDiagram diagram(const QString& preset, const QString& piece) const
    {
        const fb::VariantPtr v = m_registry.variant(preset);
        return MoveDiagram::compute(v, v->pieceById(piece));
    }
    static QStringList list(const char* squares)
    {
        QStringList out = QString::fromLatin1(squares).split(u' ', Qt::SkipEmptyParts);
        out.sort();
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        AppTest::isolateSettings();
        m_registry.addBundled();
    }
    void init() { QSettings().clear(); }

    void listsEveryChessPieceWithItsXBetza()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        w.piecesDock()->raise();
        const fb::VariantDefinition& v = w.game()->variant();
        const QList<QWidget*> cards = w.gallery()->cards();
        QCOMPARE(cards.size(), 6);
        QStringList names;
        for (int i = 0; i < cards.size(); ++i) {
            const auto* name = cards[i]->findChild<QLabel*>(QStringLiteral("name"));
            const auto* betza = cards[i]->findChild<QLabel*>(QStringLiteral("betza"));
            const auto* diagram = cards[i]->findChild<QLabel*>(QStringLiteral("diagram"));
            QVERIFY(name && betza && diagram);
            QCOMPARE(betza->text(), v.pieces[size_t(i)].betza);
            QVERIFY(!diagram->pixmap().isNull());
            QVERIFY(cards[i]->accessibleName().contains(v.pieces[size_t(i)].betza));
            names << name->text();
        }
        QCOMPARE(names,
            (QStringList{QStringLiteral("Pawn"), QStringLiteral("Knight"), QStringLiteral("Bishop"),
                QStringLiteral("Rook"), QStringLiteral("Queen"), QStringLiteral("King")}));
        QCOMPARE(
            cards[1]->findChild<QLabel*>(QStringLiteral("betza"))->text(), QStringLiteral("N"));
        QCOMPARE(cards[0]->findChild<QLabel*>(QStringLiteral("betza"))->text(),
            QStringLiteral("fmWfceFifmnD"));
        // The diagram is described for screen readers.
        QVERIFY(cards[1]->accessibleDescription().contains(QStringLiteral("d6")));

        // A new game of another preset replaces the cards.
        QVERIFY(w.startGame(QStringLiteral("xiangqi")));
        QCOMPARE(w.gallery()->cards().size(), 7);
        QCOMPARE(w.gallery()->cards()[5]->findChild<QLabel*>(QStringLiteral("betza"))->text(),
            QStringLiteral("mRcpR"));
    }

    // At start the gallery's dock is a tab behind Moves: its cards (seconds of diagrams on a
    // 16x16 board) wait until that tab is chosen.
    void hiddenTabBuildsNoCardsUntilChosen()
    {
        MainWindow w(&m_registry);
        QVERIFY(w.startGame(QStringLiteral("chess")));
        QVERIFY(AppTest::show(w));
        QCoreApplication::processEvents();
        QVERIFY(w.gallery()->cards().isEmpty());
        // Chosen by a click on its tab, as a person does.
        QTabBar* tabs = nullptr;
        int index = -1;
        for (QTabBar* bar : w.findChildren<QTabBar*>())
            for (int i = 0; i < bar->count(); ++i)
                if (bar->isVisible() && bar->tabText(i) == w.piecesDock()->windowTitle()) {
                    tabs = bar;
                    index = i;
                }
        QVERIFY(tabs);
        QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(index).center());
        QTRY_COMPARE(w.gallery()->cards().size(), qsizetype(w.game()->variant().pieceCount()));
    }

    void chessDiagrams()
    {
        const MoveDiagram knight = diagram(QStringLiteral("chess"), QStringLiteral("knight"));
        QCOMPARE(knight.variant->geometry.squareName(knight.origin), QStringLiteral("e4"));
        QCOMPARE(marked(knight, MoveDiagram::Move), list("c3 c5 d2 d6 f2 f6 g3 g5"));
        QCOMPARE(marked(knight, MoveDiagram::Capture), marked(knight, MoveDiagram::Move));
        QVERIFY(marked(knight, MoveDiagram::HopCapture | MoveDiagram::Initial).isEmpty());

        const MoveDiagram pawn = diagram(QStringLiteral("chess"), QStringLiteral("pawn"));
        QCOMPARE(marked(pawn, MoveDiagram::Move), list("e5"));
        QCOMPARE(marked(pawn, MoveDiagram::Capture), list("d5 f5")); // captures only there
        QCOMPARE(marked(pawn, MoveDiagram::Initial), list("e6")); // the double step

        const MoveDiagram rook = diagram(QStringLiteral("chess"), QStringLiteral("rook"));
        QCOMPARE(marked(rook, MoveDiagram::Move).size(), 14);
    }

    void xiangqiDiagrams()
    {
        const MoveDiagram cannon = diagram(QStringLiteral("xiangqi"), QStringLiteral("cannon"));
        const QStringList moves = marked(cannon, MoveDiagram::Move);
        QCOMPARE(moves.size(), 17); // a rook's moves on 9 x 10
        QVERIFY(marked(cannon, MoveDiagram::Capture).isEmpty()); // never without a screen
        const QStringList hops = marked(cannon, MoveDiagram::HopCapture);
        QCOMPARE(hops.size(), 17 - 4); // every square but the four next to it
        const QString origin = cannon.variant->geometry.squareName(cannon.origin);
        QVERIFY(!origin.isEmpty());

        // Confined pieces stand inside their region: the advisor in the palace.
        const MoveDiagram advisor = diagram(QStringLiteral("xiangqi"), QStringLiteral("advisor"));
        QCOMPARE(advisor.variant->geometry.squareName(advisor.origin), QStringLiteral("e2"));
        QCOMPARE(marked(advisor, MoveDiagram::Move), list("d1 d3 f1 f3"));
        // The elephant stays on its side of the river.
        const MoveDiagram elephant = diagram(QStringLiteral("xiangqi"), QStringLiteral("elephant"));
        for (const QString& s : marked(elephant, MoveDiagram::Move))
            QVERIFY2(s.mid(1).toInt() <= 5, qPrintable(s));
        // The soldier is shown across the river, where it also steps sideways.
        const MoveDiagram soldier = diagram(QStringLiteral("xiangqi"), QStringLiteral("soldier"));
        QCOMPARE(marked(soldier, MoveDiagram::Move).size(), 3);
    }

    void janggiCannonJumpsToMoveAndCapture()
    {
        const MoveDiagram cannon = diagram(QStringLiteral("janggi"), QStringLiteral("cannon"));
        QVERIFY(marked(cannon, MoveDiagram::Move).isEmpty());
        QVERIFY(!marked(cannon, MoveDiagram::HopMove).isEmpty());
        QCOMPARE(marked(cannon, MoveDiagram::HopMove), marked(cannon, MoveDiagram::HopCapture));
    }
};

QTEST_MAIN(TestPieceGallery)
#include "tst_piecegallery.moc"
